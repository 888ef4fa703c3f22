import type { MerchantQueueEntry } from '@suavez/shared/contracts/queue-merchant.contract';
import type { RestaurantTable } from '@suavez/shared/contracts/tables.contract';
import { formatTime } from '@suavez/shared/domain/date-format';
import { countOf } from '@suavez/shared/domain/plural';
import { queueStatusMerchantLabels } from '@suavez/shared/domain/queue-status';
import { tableLabelText } from '@suavez/shared/domain/table-label';
import { isTableHeldRefusal, TABLE_HELD_REFUSAL_PREFIX } from '@suavez/shared/domain/tables';
import { useId, useState } from 'react';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { formatWaitingTime } from '@/lib/format-waiting-time';
import { useSeatParty } from '../hooks/use-seat-party';
import { listSeatCandidates } from '../utils/seat-candidates';
import { seatsText } from '../utils/table-groups';

export interface SeatPartyDialogProps {
  merchantId: string;
  /** The free or held table tapped; null while closed. */
  table: RestaurantTable | null;
  /** The merchant's waiting parties (`GET /queue/current`); undefined while they load. */
  entries: readonly MerchantQueueEntry[] | undefined;
  /** Whether reading them failed (the screen toasts why): the dialog stops waiting for them. */
  hasQueueFailed: boolean;
  now: Date;
  /** The restaurant's zone: a held table's booking time is said in it. */
  timeZone: string;
  onClose: () => void;
}

/** What the dialog says of a held table: 'Mesa reservada às 20:00.' (its booking's start). */
function heldNotice(table: RestaurantTable, problem: string | null, timeZone: string): string | null {
  if (problem && isTableHeldRefusal(problem)) return problem;
  if (table.state !== 'HELD') return null;
  return table.since
    ? `${TABLE_HELD_REFUSAL_PREFIX}${formatTime(new Date(table.since), timeZone)}.`
    : 'Mesa reservada.';
}

/**
 * A free table tapped (docs/tables.md#o-salão): the next waiting parties it fits, the longest-waiting first
 * and chosen; 'Sentar' checks the chosen one in at that table. A refusal ('Mesa ocupada.') stays in the dialog.
 * A held table (a booking soon: rules §13 'Held tables'), or a refusal saying a booking took it meanwhile,
 * says 'Mesa reservada às 20:00.', and only 'Sentar mesmo assim' seats someone there (`force=true`).
 */
export function SeatPartyDialog(props: SeatPartyDialogProps) {
  const { merchantId, table, entries, hasQueueFailed, now, timeZone, onClose } = props;
  const id = useId();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const { mutation, problem, clearProblem } = useSeatParty(merchantId, onClose);
  const candidates = table && entries ? listSeatCandidates(table, entries) : [];
  const chosen = candidates.find((entry) => entry.id === chosenId) ?? candidates[0];
  const name = table ? tableLabelText(table.label) : '';
  const held = table ? heldNotice(table, problem, timeZone) : null;
  return (
    <Modal
      show={table !== null}
      onHide={onClose}
      onExited={() => {
        setChosenId(null);
        clearProblem();
      }}
      centered
      aria-labelledby={`seat-${id}-title`}
    >
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (table && chosen) mutation.mutate({ entry: chosen, table: table.label, force: held !== null });
        }}
      >
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id={`seat-${id}-title`} as="h2" className="h5">
            Sentar na {name}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {table && <p className="text-body-secondary">{seatsText(table)}</p>}
          {held && (
            <Alert variant="warning">
              <strong className="d-block">{held}</strong>
              Quem sentar agora precisa liberar a mesa antes da reserva.
            </Alert>
          )}
          {entries === undefined ? (
            hasQueueFailed ? (
              <p className="mb-0">Não foi possível carregar a fila.</p>
            ) : (
              <Spinner role="status" aria-label="Carregando a fila" />
            )
          ) : candidates.length === 0 ? (
            <p className="mb-0">Ninguém na fila cabe nesta mesa agora.</p>
          ) : (
            <fieldset>
              <legend className="fs-6 mb-2">Próximos da fila que cabem na mesa</legend>
              <div className="d-flex flex-column gap-2">
                {candidates.map((entry) => (
                  <Form.Check
                    key={entry.id}
                    type="radio"
                    id={`seat-${id}-${entry.id}`}
                    name={`seat-${id}`}
                    className="floor-seat-choice border rounded py-2 pe-2"
                    checked={chosen?.id === entry.id}
                    onChange={() => setChosenId(entry.id)}
                    label={
                      <>
                        <span className="fw-semibold text-break">{entry.consumer.name}</span>
                        {' · '}
                        {countOf(entry.slot, 'pessoa', 'pessoas')}
                        <span className="d-block small text-body-secondary">
                          {queueStatusMerchantLabels[entry.status]} · na fila{' '}
                          {formatWaitingTime(new Date(entry.joinedAt), now)}
                        </span>
                      </>
                    }
                  />
                ))}
              </div>
            </fieldset>
          )}
          {chosen?.status === 'IN_QUEUE' && (
            <p className="small text-body-secondary mt-3 mb-0">
              {chosen.consumer.name} ainda está na fila: será chamado e sentado de uma vez.
            </p>
          )}
          {problem && problem !== held && (
            <Alert variant="danger" className="mt-3 mb-0">
              {problem}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            Cancelar
          </Button>
          <Button type="submit" variant="success" disabled={mutation.isPending || !chosen}>
            {mutation.isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            {held ? 'Sentar mesmo assim' : chosen ? `Sentar ${chosen.consumer.name}` : 'Sentar'}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
