import type { KitchenTable } from '@suavez/shared/contracts/kitchen.contract';
import { tableLabelText } from '@suavez/shared/domain/table-label';

/** One line of a ticket: how many of the same item with the same options and note. */
export interface KitchenTicketLine {
  quantity: number;
  name: string;
  /** 'Ponto da carne: Mal passada'. */
  options: string[];
  note: string | null;
}

/** The 80 mm ticket of one sent order (docs/integrations.md#ticket). */
export interface KitchenTicket {
  orderId: string;
  /** 'Mesa 12', or null when the restaurant gave the table no label. */
  table: string | null;
  /** Who ordered: the order's diner. */
  diner: string;
  /** When its first unit was accepted: the kitchen's clock. */
  acceptedAt: string;
  lines: KitchenTicketLine[];
  /** The units it covers, remembered once printed. */
  unitIds: string[];
}

/**
 * The tickets of a table, one per order (an order is one diner's at that table), in the order its units
 * arrived; units alike (same item, options and note) share a line. `onlyUnitIds` keeps the units not yet
 * printed, so a ticket printed on arrival never repeats what came before.
 */
export function buildKitchenTickets(
  table: KitchenTable,
  onlyUnitIds?: (unitId: string) => boolean,
): KitchenTicket[] {
  const tickets = new Map<string, KitchenTicket & { keys: Map<string, KitchenTicketLine> }>();
  for (const unit of table.units) {
    if (onlyUnitIds && !onlyUnitIds(unit.id)) continue;
    let ticket = tickets.get(unit.orderId);
    if (!ticket) {
      ticket = {
        orderId: unit.orderId,
        table: table.table ? tableLabelText(table.table) : null,
        diner: unit.consumer.name,
        acceptedAt: unit.acceptedAt,
        lines: [],
        unitIds: [],
        keys: new Map(),
      };
      tickets.set(unit.orderId, ticket);
    }
    ticket.unitIds.push(unit.id);
    if (unit.acceptedAt < ticket.acceptedAt) ticket.acceptedAt = unit.acceptedAt;
    const key = JSON.stringify([unit.item.id, unit.options.map((o) => o.id), unit.note]);
    const line = ticket.keys.get(key);
    if (line) {
      line.quantity += 1;
      continue;
    }
    const created: KitchenTicketLine = {
      quantity: 1,
      name: unit.item.name,
      options: unit.options.map((option) => `${option.group}: ${option.name}`),
      note: unit.note,
    };
    ticket.keys.set(key, created);
    ticket.lines.push(created);
  }
  return [...tickets.values()].map(({ keys: _keys, ...ticket }) => ticket);
}
