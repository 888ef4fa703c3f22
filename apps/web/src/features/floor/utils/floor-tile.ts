import type { RestaurantTable } from '@suavez/shared/contracts/tables.contract';
import { formatTime } from '@suavez/shared/domain/date-format';
import { countOf } from '@suavez/shared/domain/plural';
import { tableLabelText } from '@suavez/shared/domain/table-label';
import { formatWaitingTime } from '@/lib/format-waiting-time';
import { seatsText } from './table-groups';

/** What a tile of the floor shows (docs/tables.md#o-salão): the table's state as the host reads it. */
export type FloorTileKind = 'free' | 'seated' | 'closing' | 'held';

/** One table's tile: its name, its state in words (never in colour alone) and who sits there. */
export interface FloorTileView {
  kind: FloorTileKind;
  /** 'Mesa 12'. */
  name: string;
  /** 'Livre', 'Ocupada', 'Quase livre', 'Reservada às 20:00'. */
  stateText: string;
  /** 'Ana · 3 pessoas' for a seated table; null otherwise. */
  party: string | null;
  /** Since the check-in: 'há 35 min'; null unless seated. */
  timer: string | null;
  /** '4 lugares', '8 lugares · a partir de 5 pessoas' (table-groups.ts). */
  seats: string;
}

/** The state the tile shows: a seated table whose bill was asked for is 'Quase livre'. */
export function floorTileKind(table: Pick<RestaurantTable, 'state' | 'billRequestedAt'>): FloorTileKind {
  switch (table.state) {
    case 'FREE':
      return 'free';
    case 'SEATED':
      return table.billRequestedAt ? 'closing' : 'seated';
    case 'HELD':
      return 'held';
  }
}

/**
 * The tile of `table` at `now`, in the restaurant's `timeZone` (the time of a booking). A seated table
 * whose party the answer does not name still reads 'Ocupada'.
 */
export function describeFloorTile(table: RestaurantTable, now: Date, timeZone: string): FloorTileView {
  const kind = floorTileKind(table);
  const since = table.since ? new Date(table.since) : null;
  const isSeated = kind === 'seated' || kind === 'closing';
  const party =
    isSeated && table.partyName
      ? table.partySlot
        ? `${table.partyName} · ${countOf(table.partySlot, 'pessoa', 'pessoas')}`
        : table.partyName
      : null;
  return {
    kind,
    name: tableLabelText(table.label),
    stateText: stateTextOf(kind, since, timeZone),
    party,
    timer: isSeated && since ? formatWaitingTime(since, now) : null,
    seats: seatsText(table),
  };
}

function stateTextOf(kind: FloorTileKind, since: Date | null, timeZone: string): string {
  switch (kind) {
    case 'free':
      return 'Livre';
    case 'seated':
      return 'Ocupada';
    case 'closing':
      return 'Quase livre';
    case 'held':
      // `since` is the booking's start (rules §13 'Held tables').
      return since ? `Reservada às ${formatTime(since, timeZone)}` : 'Reservada';
  }
}

/** The floor's summary line: '3 livres · 2 ocupadas · 1 reservada' (a table about to be free is occupied). */
export function summarizeFloor(tables: readonly Pick<RestaurantTable, 'state'>[]): string {
  const count = (state: RestaurantTable['state']) => tables.filter((table) => table.state === state).length;
  return [
    countOf(count('FREE'), 'livre', 'livres'),
    countOf(count('SEATED'), 'ocupada', 'ocupadas'),
    countOf(count('HELD'), 'reservada', 'reservadas'),
  ].join(' · ');
}
