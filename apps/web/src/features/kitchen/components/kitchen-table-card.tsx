import type { KitchenTable, KitchenUnit } from '@suavez/shared/contracts/kitchen.contract';
import { useId } from 'react';
import { formatTableName } from '@/lib/table-name';
import { buildKitchenTickets, type KitchenTicket } from '../utils/kitchen-ticket';
import { KitchenUnitItem } from './kitchen-unit-item';

export interface KitchenTableCardProps {
  table: KitchenTable;
  now: Date;
  /** Units marked ready here and not yet gone from the list. */
  hiddenIds: ReadonlySet<string>;
  /** Units being marked ready or undone. */
  busyIds: ReadonlySet<string>;
  /** Units started here, before the list is read again. */
  startedIds: ReadonlySet<string>;
  /** Units being started. */
  startingIds: ReadonlySet<string>;
  onStart: (unit: KitchenUnit) => void;
  onReady: (unit: KitchenUnit, tableName: string) => void;
  /** 'Imprimir': one order's 80 mm ticket (docs/integrations.md#ticket). */
  onPrint: (ticket: KitchenTicket) => void;
}

/**
 * One table of the kitchen: 'Mesa 12 · Ana' (or the owner's name alone), then each unit to prepare, oldest
 * first (kitchen-unit-item.tsx).
 */
export function KitchenTableCard({
  table,
  now,
  hiddenIds,
  busyIds,
  startedIds,
  startingIds,
  onStart,
  onReady,
  onPrint,
}: KitchenTableCardProps) {
  const headingId = useId();
  const tableName = formatTableName(table.table, table.owner.name);
  const units = table.units.filter((unit) => !hiddenIds.has(unit.id));
  if (units.length === 0) return null;
  const tickets = buildKitchenTickets({ ...table, units });
  return (
    <section className="kitchen-table card shadow-sm" aria-labelledby={headingId}>
      <h2 id={headingId} className="kitchen-table-name card-header mb-0 text-break">
        {tableName}
      </h2>
      <ul className="list-group list-group-flush">
        {units.map((unit) => (
          <KitchenUnitItem
            key={unit.id}
            unit={unit}
            now={now}
            isStarted={unit.startedAt !== null || startedIds.has(unit.id)}
            isStarting={startingIds.has(unit.id)}
            isReadying={busyIds.has(unit.id)}
            onStart={() => onStart(unit)}
            onReady={() => onReady(unit, tableName)}
          />
        ))}
      </ul>
      <div className="card-footer d-flex flex-wrap gap-2">
        {tickets.map((ticket) => (
          <button
            key={ticket.orderId}
            type="button"
            className="btn btn-outline-dark kitchen-action"
            aria-label={`Imprimir o pedido de ${ticket.diner}`}
            onClick={() => onPrint(ticket)}
          >
            {tickets.length > 1 ? `Imprimir · ${ticket.diner}` : 'Imprimir'}
          </button>
        ))}
      </div>
    </section>
  );
}
