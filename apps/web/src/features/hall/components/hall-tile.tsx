import type { HallEntry } from '@suavez/shared/contracts/order.contract';
import { countOf } from '@suavez/shared/domain/plural';
import { formatWaitingTime } from '@/lib/format-waiting-time';
import { formatTableName } from '@/lib/table-name';

export interface HallTileProps {
  entry: HallEntry;
  now: Date;
  onOpen: (entry: HallEntry) => void;
}

/**
 * One seated table at a glance: 'Mesa 12 · Ana' (the name alone without a label), 'Mesa para {slot}', a
 * yellow badge for sent items waiting for the merchant with how long the oldest has waited, a red one for
 * cancel requests, 'Conta solicitada' when someone asked for the bill, 'Pix informado' when a diner said
 * 'Já paguei' and 'Pago' once every bill asked for is paid (rules §10). The whole tile is one button that
 * opens the table dialog.
 */
export function HallTile({ entry, now, onOpen }: HallTileProps) {
  const { queue, pendingSentItems, pendingCancelRequestedItems, firstItem, billRequested } = entry;
  const { pixReported, paid } = entry;
  const hasBadges =
    pendingSentItems > 0 || pendingCancelRequestedItems > 0 || billRequested || pixReported || paid;
  return (
    <button
      type="button"
      className="card h-100 w-100 text-start shadow-sm p-0"
      aria-haspopup="dialog"
      onClick={() => onOpen(entry)}
    >
      <span className="card-body d-flex flex-column gap-1 w-100">
        <span className="h5 mb-0 text-break">{formatTableName(queue.table, queue.consumer.name)}</span>
        <span className="text-body-secondary">Mesa para {queue.slot}</span>
        {hasBadges && (
          <span className="d-flex flex-wrap gap-1 mt-1">
            {paid && <span className="badge text-bg-success">Pago</span>}
            {pixReported && <span className="badge text-bg-primary">Pix informado</span>}
            {billRequested && <span className="badge text-bg-info">Conta solicitada</span>}
            {pendingSentItems > 0 && (
              <span className="badge text-bg-warning">
                {countOf(pendingSentItems, 'pedido pendente', 'pedidos pendentes')}
              </span>
            )}
            {pendingCancelRequestedItems > 0 && (
              <span className="badge text-bg-danger">
                {countOf(pendingCancelRequestedItems, 'cancelamento pendente', 'cancelamentos pendentes')}
              </span>
            )}
          </span>
        )}
        {pendingSentItems > 0 && firstItem && (
          <span className="small">Mais antigo {formatWaitingTime(new Date(firstItem), now)}</span>
        )}
      </span>
    </button>
  );
}
