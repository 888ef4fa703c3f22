import type { HallEntry } from '@suavez/shared/contracts/order.contract';

export interface HallTileProps {
  entry: HallEntry;
  onOpen: (entry: HallEntry) => void;
}

/**
 * One seated table: the customer's name, 'Mesa para {slot}', a yellow badge for sent items waiting for the
 * merchant and a red one for cancel requests. The whole tile is one button that opens the table dialog.
 */
export function HallTile({ entry, onOpen }: HallTileProps) {
  const { queue, pendingSentItems, pendingCancelRequestedItems } = entry;
  return (
    <button
      type="button"
      className="card h-100 w-100 text-start shadow-sm p-0"
      aria-haspopup="dialog"
      onClick={() => onOpen(entry)}
    >
      <span className="card-body d-flex flex-column gap-1 w-100">
        <span className="h5 mb-0 text-break">{queue.consumer.name}</span>
        <span className="text-body-secondary">Mesa para {queue.slot}</span>
        {(pendingSentItems > 0 || pendingCancelRequestedItems > 0) && (
          <span className="d-flex flex-wrap gap-1 mt-1">
            {pendingSentItems > 0 && (
              <span className="badge text-bg-warning">{pendingSentItems} pedido(s) pendente(s)</span>
            )}
            {pendingCancelRequestedItems > 0 && (
              <span className="badge text-bg-danger">
                {pendingCancelRequestedItems} cancelamento(s) pendente(s)
              </span>
            )}
          </span>
        )}
      </span>
    </button>
  );
}
