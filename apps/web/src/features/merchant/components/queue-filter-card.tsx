import {
  type CurrentQueueFilterStatus,
  type QueueSlotFilter,
  queueSlotFilters,
} from '@suavez/shared/contracts/queue-merchant.contract';
import { Button, Card, Form, Spinner, ToggleButton } from 'react-bootstrap';
import type { CurrentQueueFilter } from '../api/list-current-queue.api';

/** The status toggles and what they ask for (docs/queue.md#reading-the-queue). */
const statusToggles: readonly { status: CurrentQueueFilterStatus; label: string }[] = [
  { status: 'IN_QUEUE', label: 'Na fila' },
  { status: 'WAITING_CONFIRMATION', label: 'Aguardando confirmação' },
  { status: 'CALLED', label: 'Chamados' },
];

/** Every filter on: the default (docs/queue.md#reading-the-queue). */
export const defaultQueueFilter: CurrentQueueFilter = {
  statuses: statusToggles.map((toggle) => toggle.status),
  slots: [...queueSlotFilters],
};

function toggled<T>(list: readonly T[], value: T, isOn: boolean): T[] {
  return isOn ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);
}

export interface QueueFilterCardProps {
  filter: CurrentQueueFilter;
  isFetching: boolean;
  onChange: (filter: CurrentQueueFilter) => void;
  onReload: () => void;
}

/** The queue filter card: 'Mesa para' 1..5+, the three status toggles and 'Recarregar'. */
export function QueueFilterCard({ filter, isFetching, onChange, onReload }: QueueFilterCardProps) {
  return (
    <Card className="shadow-sm mb-4">
      <Card.Body className="d-flex flex-wrap align-items-end justify-content-between gap-3">
        <fieldset>
          <legend className="fs-6 fw-semibold mb-2">Mesa para</legend>
          <div className="d-flex flex-wrap gap-1">
            {queueSlotFilters.map((slot: QueueSlotFilter) => (
              <ToggleButton
                key={slot}
                id={`queue-filter-slot-${slot}`}
                type="checkbox"
                variant="outline-primary"
                value={slot}
                checked={filter.slots.includes(slot)}
                onChange={(event) =>
                  onChange({ ...filter, slots: toggled(filter.slots, slot, event.target.checked) })
                }
              >
                {slot === 5 ? '5+' : slot}
              </ToggleButton>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="visually-hidden">Status</legend>
          {statusToggles.map(({ status, label }) => (
            <Form.Check
              key={status}
              type="switch"
              role="switch"
              id={`queue-filter-${status}`}
              label={label}
              checked={filter.statuses.includes(status)}
              onChange={(event) =>
                onChange({ ...filter, statuses: toggled(filter.statuses, status, event.target.checked) })
              }
            />
          ))}
        </fieldset>
        <Button variant="outline-secondary" onClick={onReload} disabled={isFetching}>
          {isFetching && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          Recarregar
        </Button>
      </Card.Body>
    </Card>
  );
}
