import type { RestaurantTable } from '@suavez/shared/contracts/tables.contract';
import type { FloorTileKind, FloorTileView } from '../utils/floor-tile';

/** Each state's colours: Bootstrap's subtle background with its emphasis text (contrast AA), and a border. */
const tileColours: Record<FloorTileKind, string> = {
  free: 'bg-success-subtle text-success-emphasis border-success',
  seated: 'bg-danger-subtle text-danger-emphasis border-danger',
  closing: 'bg-warning-subtle text-warning-emphasis border-warning',
  held: 'bg-info-subtle text-info-emphasis border-info',
};

export interface FloorTileProps {
  table: RestaurantTable;
  view: FloorTileView;
  /** What a tap does; none: the tile is only read (a role that may not act on it). */
  onOpen?: ((table: RestaurantTable) => void) | undefined;
}

/**
 * One table on the floor: its name, its state in words over its colour ('Livre', 'Ocupada', 'Quase livre',
 * 'Reservada às 20:00'), who sits there and since when. A button when a tap does something.
 */
export function FloorTile({ table, view, onOpen }: FloorTileProps) {
  const body = (
    <>
      <span className="d-flex flex-wrap align-items-baseline justify-content-between gap-1">
        <span className="h5 mb-0 text-break">{view.name}</span>
        <span className="fw-semibold">{view.stateText}</span>
      </span>
      {view.party ? (
        <span className="text-break">{view.party}</span>
      ) : (
        <span className="small">{view.seats}</span>
      )}
      {view.timer && <span className="small">{view.timer}</span>}
    </>
  );
  const className = `floor-tile card h-100 w-100 text-start border-2 p-3 d-flex flex-column gap-1 ${tileColours[view.kind]}`;
  return onOpen ? (
    <button type="button" className={className} aria-haspopup="dialog" onClick={() => onOpen(table)}>
      {body}
    </button>
  ) : (
    <div className={className}>{body}</div>
  );
}
