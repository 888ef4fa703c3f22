import {
  type CurrentQueueFilterStatus,
  type QueueSlotFilter,
  queueSlotFilters,
} from '@suavez/shared/contracts/queue-merchant.contract';
import { useState } from 'react';
import { Card, Form } from 'react-bootstrap';
import type { CurrentQueueFilter } from '@/api/list-current-queue.api';
import './queue-filter-card.css';

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

/** A phone's width (the toasts' breakpoint, app/toast-host.css): there the filters start folded. */
export const PHONE_WIDTH_QUERY = '(max-width: 480px)';

function isPhoneWidth(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_WIDTH_QUERY).matches;
}

export interface QueueFilterCardProps {
  filter: CurrentQueueFilter;
  onChange: (filter: CurrentQueueFilter) => void;
}

/**
 * The queue filter card: 'Mesa para' 1..5+ as chips (a tick on those that filter in) and the three status
 * switches, each a 44 px target. The list is live (docs/screens.md#top-bar): there is nothing to reload. On a
 * phone they start folded under 'Filtros', so the queue's first card, and its buttons, come up the screen,
 * clear of a toast at the bottom; wider, they are always open and 'Filtros' is not shown.
 */
export function QueueFilterCard({ filter, onChange }: QueueFilterCardProps) {
  const [startsOpen] = useState(() => !isPhoneWidth());
  return (
    <Card as="details" className="shadow-sm mb-4 queue-filter-card" open={startsOpen}>
      <summary className="queue-filter-summary fw-semibold px-3">Filtros</summary>
      <Card.Body className="d-flex flex-wrap align-items-start gap-4">
        <fieldset>
          <legend className="fs-6 fw-semibold mb-2">Mesa para</legend>
          <div className="d-flex flex-wrap gap-2">
            {queueSlotFilters.map((slot: QueueSlotFilter) => {
              const id = `queue-filter-slot-${slot}`;
              const isOn = filter.slots.includes(slot);
              return (
                <span key={slot}>
                  <input
                    id={id}
                    type="checkbox"
                    className="btn-check"
                    autoComplete="off"
                    checked={isOn}
                    onChange={(event) =>
                      onChange({ ...filter, slots: toggled(filter.slots, slot, event.target.checked) })
                    }
                  />
                  <label htmlFor={id} className="btn filter-chip rounded-pill">
                    <span className="filter-chip-tick" aria-hidden="true">
                      {isOn ? '✓' : ''}
                    </span>
                    <span>{slot === 5 ? '5+' : slot}</span>
                  </label>
                </span>
              );
            })}
          </div>
        </fieldset>
        <fieldset>
          <legend className="fs-6 fw-semibold mb-2">Status</legend>
          {statusToggles.map(({ status, label }) => (
            <Form.Check
              key={status}
              type="switch"
              role="switch"
              className="filter-switch"
              id={`queue-filter-${status}`}
              label={label}
              checked={filter.statuses.includes(status)}
              onChange={(event) =>
                onChange({ ...filter, statuses: toggled(filter.statuses, status, event.target.checked) })
              }
            />
          ))}
        </fieldset>
      </Card.Body>
    </Card>
  );
}
