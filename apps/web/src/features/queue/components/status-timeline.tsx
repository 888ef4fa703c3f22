import type { QueueHistoryItem } from '@suavez/shared/contracts/queue-consumer.contract';
import { queueStatusConsumerDisplay } from '@suavez/shared/domain/queue-status';
import { formatTime } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';
import { queueStatusTexts } from '@/lib/queue-status-texts';

/** Every status the entry went through, newest first, with its time, colour, icon and reason. */
export function StatusTimeline({ history }: { history: readonly QueueHistoryItem[] }) {
  const t = useT();
  const items = [...history].reverse();
  return (
    <section aria-labelledby="timeline-title">
      <h2 id="timeline-title" className="h5 mb-3">
        {t('queue.timelineTitle')}
      </h2>
      <ol className="list-unstyled mb-0">
        {items.map((item, index) => {
          const display = queueStatusConsumerDisplay[item.status];
          const isCurrent = index === 0;
          return (
            <li key={`${item.status}-${item.createdAt}`} className="d-flex gap-3 pb-3">
              <span
                className={`rounded-circle d-inline-flex align-items-center justify-content-center flex-shrink-0 text-bg-${display.color}`}
                style={{ width: '2rem', height: '2rem' }}
                aria-hidden="true"
              >
                {display.icon}
              </span>
              <div>
                <p className="mb-0">
                  <strong>{t(queueStatusTexts[item.status].label)}</strong>
                  {isCurrent ? <span className="visually-hidden">{t('queue.timelineCurrent')}</span> : null}
                </p>
                <p className="small text-body-secondary mb-0">
                  <time dateTime={item.createdAt}>
                    {t('queue.timelineAt', { time: formatTime(new Date(item.createdAt)) })}
                  </time>
                  {display.hasReason && item.reason
                    ? t('queue.timelineReason', { reason: item.reason })
                    : null}
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
