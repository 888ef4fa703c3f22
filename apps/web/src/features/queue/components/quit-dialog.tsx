import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { t } from '@/lib/i18n/i18n';

/** The words of the quit dialog, which also refuses a call (docs/queue.md#reasons). */
export interface QuitWording {
  button: string;
  title: string;
  question: string;
}

/** What leaving means in each status: cancel the request, refuse the call, or leave the queue. */
export function quitWording(status: QueueStatus): QuitWording {
  if (status === 'WAITING_CONFIRMATION') {
    return {
      button: t('queue.cancelRequest'),
      title: t('queue.cancelRequest'),
      question: t('queue.cancelRequestQuestion'),
    };
  }
  if (status === 'CALLED') {
    return {
      button: t('queue.declineCall'),
      title: t('queue.declineCall'),
      question: t('queue.declineCallQuestion'),
    };
  }
  return {
    button: t('queue.leaveQueue'),
    title: t('queue.leaveQueue'),
    question: t('queue.leaveQueueQuestion'),
  };
}
