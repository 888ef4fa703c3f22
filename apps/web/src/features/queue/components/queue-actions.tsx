import type { ConsumerQueueEntry } from '@suavez/shared/contracts/queue-consumer.contract';
import { queueEventsFrom } from '@suavez/shared/domain/queue-machine';
import type { QuitReason } from '@suavez/shared/domain/queue-reasons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { toastApiError } from '@/lib/api-errors';
import { useT } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify';
import { prefetchOnFirstInteraction } from '@/lib/prefetch-on-first-interaction';
import { answerCall } from '../api/answer-call.api';
import { checkIn } from '../api/check-in.api';
import { quitQueue } from '../api/quit-queue.api';
import { quitWording } from './quit-dialog';

// The dialog's own chunk, fetched at the page's first touch: the status page shows without it.
const loadQuitDialog = () => import('./quit-dialog-view');
const QuitDialog = lazy(() => loadQuitDialog().then((module) => ({ default: module.QuitDialog })));

type Busy = 'answer' | 'checkIn' | 'quit' | null;

/**
 * The consumer's buttons for the current status, from the shared queue table (docs/queue.md#state-machine):
 * cancel the request, leave, confirm or refuse the call, 'Cheguei'.
 */
export function QueueActions({ entry, onChanged }: { entry: ConsumerQueueEntry; onChanged: () => void }) {
  const t = useT();
  const [busy, setBusy] = useState<Busy>(null);
  useEffect(() => prefetchOnFirstInteraction([loadQuitDialog]), []);
  // Mounted from the first opening on, so it can animate closed.
  const [hasQuitDialog, setHasQuitDialog] = useState(false);
  const [isQuitOpen, setIsQuitOpen] = useState(false);
  const events = queueEventsFrom(entry.status, 'consumer');
  if (events.length === 0) return null;

  async function run(
    kind: Exclude<Busy, null>,
    action: () => Promise<unknown>,
    success: string | null,
    failure: string,
  ) {
    setBusy(kind);
    try {
      await action();
      if (success) notify('success', success);
      setIsQuitOpen(false);
    } catch (error) {
      toastApiError(error, failure);
    } finally {
      setBusy(null);
      onChanged();
    }
  }

  const wording = quitWording(entry.status);
  return (
    <div className="d-grid gap-2 mt-3">
      {events.includes('answer') ? (
        <button
          type="button"
          className="btn btn-success btn-lg"
          disabled={busy !== null}
          onClick={() =>
            run('answer', () => answerCall(entry.id), t('queue.onMyWayDone'), t('queue.onMyWayError'))
          }
        >
          {t('queue.onMyWay')}
        </button>
      ) : null}
      {events.includes('checkIn') ? (
        <button
          type="button"
          className="btn btn-primary btn-lg"
          disabled={busy !== null}
          onClick={() =>
            run('checkIn', () => checkIn(entry.id), t('queue.checkedIn'), t('queue.checkInError'))
          }
        >
          {t('queue.imHere')}
        </button>
      ) : null}
      {events.includes('quit') ? (
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={busy !== null}
          onClick={() => {
            setHasQuitDialog(true);
            setIsQuitOpen(true);
          }}
        >
          {wording.button}
        </button>
      ) : null}
      {hasQuitDialog ? (
        <Suspense fallback={null}>
          <QuitDialog
            isOpen={isQuitOpen}
            wording={wording}
            isBusy={busy === 'quit'}
            onClose={() => setIsQuitOpen(false)}
            onConfirm={(reason: QuitReason) =>
              run('quit', () => quitQueue(entry.id, reason), null, t('queue.quitError'))
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}
