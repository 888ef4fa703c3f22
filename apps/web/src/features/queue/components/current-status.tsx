import type { ConsumerQueueEntry } from '@suavez/shared/contracts/queue-consumer.contract';
import {
  isFinalQueueStatus,
  type QueueStatus,
  queueStatusConsumerDisplay,
} from '@suavez/shared/domain/queue-status';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { formatMinutesSeconds, useSecondsLeft } from '@/hooks/use-countdown';
import { useT } from '@/lib/i18n/i18n';
import { queueStatusTexts } from '@/lib/queue-status-texts';
import { consumerQueueKey } from '../api/get-consumer-queue.api';
import { formatWaitEstimate } from '../utils/format-wait-estimate';
import { QueueActions } from './queue-actions';

export interface CurrentStatusProps {
  entry: ConsumerQueueEntry;
  /** Read the entry again now (after an action, or when a deadline runs out). */
  onChanged: () => void;
}

/** Every ending but the visit's own: the diner may still want a table (docs/screens.md#status-page). */
const canJoinAgain = (status: QueueStatus) => isFinalQueueStatus(status) && status !== 'CHECK_OUT';

/**
 * Where the consumer stands now: the status, what happens next, the position and estimated wait or the
 * time left, and the actions; after a missed call or a removal, 'Entrar na fila novamente'.
 */
export function CurrentStatus({ entry, onChanged }: CurrentStatusProps) {
  const queryClient = useQueryClient();
  const t = useT();
  const display = queueStatusConsumerDisplay[entry.status];
  const texts = queueStatusTexts[entry.status];
  const deadlineMs = entry.deadlineAt ? new Date(entry.deadlineAt).getTime() : null;
  const secondsLeft = useSecondsLeft(deadlineMs);
  const deadlineLabel = entry.status === 'CALLED' ? t('queue.timeToAnswer') : t('queue.timeToArrive');
  const isDeadlineOver = secondsLeft === 0;
  // Only a party still waiting has a place in line and a time to wait (the API sends them only then).
  const isWaiting = entry.status === 'WAITING_CONFIRMATION' || entry.status === 'IN_QUEUE';

  // The server applies the deadline when the entry is read: read it as soon as the time is up.
  useEffect(() => {
    if (isDeadlineOver) onChanged();
  }, [isDeadlineOver, onChanged]);

  return (
    <section className={`card border-${display.color} border-2 mb-4`} aria-labelledby="current-status-title">
      <div className="card-body">
        {/* Announced when the polled status changes, without a reload. */}
        <div aria-live="polite" aria-atomic="true">
          <span className={`badge rounded-pill text-bg-${display.color} mb-2`}>
            <span aria-hidden="true">{display.icon}</span> {t('queue.currentStatus')}
          </span>
          <h2 id="current-status-title" className="h4 card-title">
            {t(texts.label)}
          </h2>
          <p className="card-text mb-2">{t(texts.text)}</p>
          {display.hasReason && entry.reason ? (
            <p className="card-text small mb-2">{t('queue.reason', { reason: entry.reason })}</p>
          ) : null}
          {isWaiting && entry.position !== null ? (
            <p className="fs-5 fw-semibold mb-2">{t('queue.position', { position: entry.position })}</p>
          ) : null}
        </div>
        {/* Outside the live region: a range that moves by 5 minutes is not worth interrupting for. */}
        {isWaiting && entry.waitEstimate ? (
          <p className="mb-2">{t('queue.estimatedWait', { wait: formatWaitEstimate(entry.waitEstimate) })}</p>
        ) : null}
        {secondsLeft !== null ? (
          <p className="fs-5 mb-2">
            {deadlineLabel}:{' '}
            <span role="timer" className="fw-bold font-monospace">
              {formatMinutesSeconds(secondsLeft)}
            </span>
          </p>
        ) : null}
        <QueueActions entry={entry} onChanged={onChanged} />
        {canJoinAgain(entry.status) ? (
          <Link
            className="btn btn-primary btn-lg w-100 mt-3"
            href={`/queue/join?merchant=${encodeURIComponent(entry.merchant.id)}`}
            // The ended entry is not shown again for a moment when the new one opens /queue.
            onClick={() => queryClient.removeQueries({ queryKey: consumerQueueKey(entry.consumer.id) })}
          >
            {t('queue.joinAgain')}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
