import type { MerchantQueueEntry } from '@suavez/shared/contracts/queue-merchant.contract';
import { formatTime } from '@suavez/shared/domain/date-format';
import { queueEventsFrom } from '@suavez/shared/domain/queue-machine';
import {
  DEFAULT_REFUSE_REASON,
  DEFAULT_REMOVE_REASON,
  refuseReasons,
  removeReasons,
} from '@suavez/shared/domain/queue-reasons';
import { queueStatusConsumerDisplay, queueStatusMerchantLabels } from '@suavez/shared/domain/queue-status';
import { tableLabelText } from '@suavez/shared/domain/table-label';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Card, Spinner } from 'react-bootstrap';
import { currentQueueKeyPrefix } from '@/api/list-current-queue.api';
import { type QueueActionPath, runQueueAction } from '@/api/run-queue-action.api';
import { StaffActions } from '@/components/ui/staff-actions';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { isApiError } from '@/lib/api-client';
import { formatWaitingTime } from '@/lib/format-waiting-time';
import { notify } from '@/lib/notify';
import { CheckinModal } from './checkin-modal';
import { ConsumerPhone } from './consumer-phone';
import { ExtendDeadlineButton } from './extend-deadline-button';
import { QueueEntryNotifications } from './queue-entry-notifications';
import { ReasonModal } from './reason-modal';
import { WhatsAppCallLink } from './whatsapp-call-link';

/**
 * Each merchant button: its call, its look and its toasts (docs/queue.md#state-machine), in the order the
 * card shows them.
 */
const buttons = {
  accept: {
    path: 'accept',
    label: 'Aceitar',
    variant: 'success',
    done: (name: string) => `${name} entrou na fila`,
    failed: 'Erro ao aceitar o cliente',
  },
  call: {
    path: 'call',
    label: 'Chamar',
    variant: 'primary',
    done: (name: string) => `Chamado enviado a ${name}`,
    failed: 'Erro ao chamar cliente',
  },
  checkIn: {
    path: 'checkin',
    label: 'Check-in',
    variant: 'success',
    done: (name: string) => `Check-in de ${name} feito`,
    failed: 'Erro ao realizar checkin',
  },
  refuse: {
    path: 'refuse',
    label: 'Recusar',
    variant: 'outline-danger',
    done: (name: string) => `Entrada de ${name} recusada`,
    failed: 'Erro ao recusar o cliente',
  },
  remove: {
    path: 'remove',
    label: 'Remover',
    variant: 'outline-danger',
    done: (name: string) => `${name} saiu da fila`,
    failed: 'Erro ao remover o cliente',
  },
} as const satisfies Record<
  string,
  { path: QueueActionPath; label: string; variant: string; done: (name: string) => string; failed: string }
>;

type ButtonKey = keyof typeof buttons;
const buttonOrder: readonly ButtonKey[] = ['accept', 'call', 'checkIn', 'refuse', 'remove'];

export interface QueueEntryCardProps {
  entry: MerchantQueueEntry;
  merchantId: string;
  timeZone: string;
  now: Date;
  /** The restaurant's name, for the WhatsApp message of a call. */
  restaurantName: string;
}

/**
 * One consumer of the live queue: name, status badge, party size, position, joined and last-update times, how
 * long they have waited, the buttons the shared state machine allows a merchant in that status, and for a
 * called consumer 'Avisar pelo WhatsApp'. When another device was refused a place with this entry's phone, it
 * says so: without SMS verification a phone proves nothing, and the one waiting may be a stranger who typed
 * the owner's number (docs/security.md, "A phone is not a password"); the host checks and removes them.
 * Buttons stay disabled while a call runs, so nothing is sent twice.
 */
export function QueueEntryCard({ entry, merchantId, timeZone, now, restaurantName }: QueueEntryCardProps) {
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  const [askingFor, setAskingFor] = useState<'refuse' | 'remove' | 'checkIn' | null>(null);
  // A check-in the server refuses ('Mesa ocupada.': docs/tables.md#seating) says why in its dialog.
  const [checkinProblem, setCheckinProblem] = useState<string | null>(null);
  const action = useMutation({
    mutationFn: ({
      key,
      reason,
      table,
      force,
    }: {
      key: ButtonKey;
      reason?: string;
      table?: string;
      force?: boolean;
    }) => runQueueAction(buttons[key].path, entry.id, reason, table, force),
    onMutate: () => setCheckinProblem(null),
    onSuccess: (_data, { key }) => {
      setAskingFor(null);
      notify('success', buttons[key].done(entry.consumer.name));
    },
    onError: (error, { key }) => {
      if (key === 'checkIn' && isApiError(error, 409)) setCheckinProblem(error.message);
      else handleError(error, buttons[key].failed);
    },
    // Success or a lost race (409): the list shows what the server now holds.
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentQueueKeyPrefix(merchantId) }),
  });
  const allowed = new Set<string>(queueEventsFrom(entry.status, 'merchant'));
  const shown = buttonOrder.filter((key) => allowed.has(key));
  const name = entry.consumer.name;
  const joinedAt = new Date(entry.joinedAt);
  const color = queueStatusConsumerDisplay[entry.status].color;
  // Only a call has an answer deadline to announce; the restaurant's name comes with the merchant's data.
  const canNotify = entry.status === 'CALLED' && entry.deadlineAt !== null && restaurantName !== '';

  return (
    <Card as="article" className="h-100 shadow-sm" aria-label={name}>
      <Card.Body className="d-flex flex-column">
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <h2 className="h5 mb-0 text-break">{name}</h2>
          <span className="d-flex flex-wrap gap-1 flex-shrink-0">
            {entry.source === 'whatsapp' && (
              // Dark green on pale green (Bootstrap's emphasis pair, over 7:1); read aloud as a sentence.
              <span className="badge bg-success-subtle text-success-emphasis border border-success-subtle">
                <span className="visually-hidden">Entrou pelo </span>WhatsApp
              </span>
            )}
            <span className={`badge text-bg-${color}`}>{queueStatusMerchantLabels[entry.status]}</span>
          </span>
        </div>
        <ul className="list-unstyled small mb-3">
          <li className="fw-semibold">
            Mesa para {entry.slot}
            {entry.table !== null && (
              <span className="ms-2 badge text-bg-light border">{tableLabelText(entry.table)}</span>
            )}
            {entry.position !== null && (
              <span className="ms-2 badge text-bg-light border">{`${entry.position}º ${entry.status === 'IN_QUEUE' || entry.status === 'WAITING_CONFIRMATION' ? 'na fila' : 'nesta etapa'}`}</span>
            )}
          </li>
          {entry.fits.length > 0 && (
            <li>Cabe em: {entry.fits.map((label) => tableLabelText(label)).join(', ')}</li>
          )}
          <li>
            Entrou às {formatTime(joinedAt, timeZone)} · {formatWaitingTime(joinedAt, now)}
          </li>
          {entry.consumer.phone !== '' && (
            <li>
              <ConsumerPhone phone={entry.consumer.phone} name={name} />
            </li>
          )}
          <li className="text-body-secondary">
            Última atualização às {formatTime(new Date(entry.lastStatusAt), timeZone)}
          </li>
          {entry.phoneClaimedAt !== null && (
            <li className="text-danger-emphasis mt-1">
              <strong className="d-block">
                Outra pessoa tentou entrar com este telefone às{' '}
                {formatTime(new Date(entry.phoneClaimedAt), timeZone)}
              </strong>
              Confira com o cliente e remova quem não é o dono do número.
            </li>
          )}
        </ul>
        <QueueEntryNotifications notifications={entry.notifications} timeZone={timeZone} />
        <StaffActions actions={entry.staffActions} timeZone={timeZone} />
        {(shown.length > 0 || canNotify) && (
          <div className="d-flex flex-wrap gap-2 mt-auto">
            {shown.map((key) => (
              <Button
                key={key}
                variant={buttons[key].variant}
                disabled={action.isPending}
                onClick={() =>
                  key === 'refuse' || key === 'remove' || key === 'checkIn'
                    ? setAskingFor(key)
                    : action.mutate({ key })
                }
              >
                {action.isPending && action.variables.key === key && (
                  <Spinner size="sm" className="me-1" aria-hidden="true" />
                )}
                {buttons[key].label}
              </Button>
            ))}
            <ExtendDeadlineButton entry={entry} merchantId={merchantId} timeZone={timeZone} />
            {canNotify && entry.deadlineAt !== null && (
              <WhatsAppCallLink
                phone={entry.consumer.phone}
                consumerName={name}
                restaurantName={restaurantName}
                deadlineAt={entry.deadlineAt}
                timeZone={timeZone}
              />
            )}
          </div>
        )}
      </Card.Body>
      <CheckinModal
        show={askingFor === 'checkIn'}
        consumerName={name}
        proposedTable={entry.table}
        fits={entry.fits}
        problem={checkinProblem}
        isPending={action.isPending}
        onCancel={() => {
          setAskingFor(null);
          setCheckinProblem(null);
        }}
        onConfirm={(table, force) => action.mutate({ key: 'checkIn', ...(table ? { table } : {}), force })}
      />
      <ReasonModal
        show={askingFor === 'remove'}
        title="Remover cliente"
        question={`Deseja remover ${name} da fila?`}
        confirmLabel="Remover"
        reasons={removeReasons}
        defaultReason={DEFAULT_REMOVE_REASON}
        isPending={action.isPending}
        onCancel={() => setAskingFor(null)}
        onConfirm={(reason) => action.mutate({ key: 'remove', reason })}
      />
      <ReasonModal
        show={askingFor === 'refuse'}
        title="Recusar cliente"
        question={`Deseja recusar a entrada de ${name} na fila?`}
        confirmLabel="Recusar"
        reasons={refuseReasons}
        defaultReason={DEFAULT_REFUSE_REASON}
        isPending={action.isPending}
        onCancel={() => setAskingFor(null)}
        onConfirm={(reason) => action.mutate({ key: 'refuse', reason })}
      />
    </Card>
  );
}
