import type { KitchenTable, KitchenUnit } from '@suavez/shared/contracts/kitchen.contract';
import { useId } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { formatTableName } from '@/lib/table-name';
import { describeUnitAge } from '../utils/unit-age';

export interface KitchenTableCardProps {
  table: KitchenTable;
  now: Date;
  /** Units marked ready here and not yet gone from the list. */
  hiddenIds: ReadonlySet<string>;
  busyIds: ReadonlySet<string>;
  onReady: (unit: KitchenUnit, tableName: string) => void;
}

/**
 * One table of the kitchen: 'Mesa 12 · Ana' (or the owner's name alone), then each unit to prepare, oldest
 * first, with its options, note, who ordered it, how long ago it was accepted and 'Pronto'.
 */
export function KitchenTableCard({ table, now, hiddenIds, busyIds, onReady }: KitchenTableCardProps) {
  const headingId = useId();
  const tableName = formatTableName(table.table, table.owner.name);
  const units = table.units.filter((unit) => !hiddenIds.has(unit.id));
  if (units.length === 0) return null;
  return (
    <section className="kitchen-table card shadow-sm" aria-labelledby={headingId}>
      <h2 id={headingId} className="kitchen-table-name card-header mb-0 text-break">
        {tableName}
      </h2>
      <ul className="list-group list-group-flush">
        {units.map((unit) => {
          const age = describeUnitAge(new Date(unit.acceptedAt), now);
          const isBusy = busyIds.has(unit.id);
          return (
            <li key={unit.id} className={`list-group-item kitchen-unit kitchen-unit-${age.level}`}>
              <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
                <div className="min-w-0">
                  <p className="kitchen-unit-name mb-1 text-break">{unit.item.name}</p>
                  {unit.options.length > 0 && (
                    <ul className="list-unstyled mb-1">
                      {unit.options.map((option) => (
                        <li key={option.id}>
                          {option.group}: <strong>{option.name}</strong>
                        </li>
                      ))}
                    </ul>
                  )}
                  {unit.note && (
                    <p className="kitchen-unit-note mb-1 text-break">
                      Obs.: <strong>{unit.note}</strong>
                    </p>
                  )}
                  <p className="mb-0">
                    {unit.consumer.name} ·{' '}
                    <span className="kitchen-unit-age">
                      {age.text}
                      {age.flag && <span className={`badge ms-2 text-bg-${age.level}`}>{age.flag}</span>}
                    </span>
                  </p>
                </div>
                <Button
                  variant="success"
                  size="lg"
                  className="kitchen-ready-button"
                  disabled={isBusy}
                  aria-label={`Pronto: ${unit.item.name}`}
                  onClick={() => onReady(unit, tableName)}
                >
                  {isBusy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
                  Pronto
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
