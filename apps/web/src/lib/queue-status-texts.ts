import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import type { MessageKey } from '@/lib/i18n/i18n';

/**
 * What a diner reads for each status of their entry (rules.md §16): its name and what happens next. The
 * colour and icon stay in queueStatusConsumerDisplay (packages/shared), which the merchant's screens read.
 */
export const queueStatusTexts: Readonly<Record<QueueStatus, { label: MessageKey; text: MessageKey }>> = {
  WAITING_CONFIRMATION: {
    label: 'queue.statusWaitingConfirmation',
    text: 'queue.statusWaitingConfirmationText',
  },
  IN_QUEUE: { label: 'queue.statusInQueue', text: 'queue.statusInQueueText' },
  CALLED: { label: 'queue.statusCalled', text: 'queue.statusCalledText' },
  ACCEPTED_RESTAURANT_CALL: { label: 'queue.statusOnTheWay', text: 'queue.statusOnTheWayText' },
  CHECK_IN: { label: 'queue.statusCheckedIn', text: 'queue.statusCheckedInText' },
  CHECK_OUT: { label: 'queue.statusCheckedOut', text: 'queue.statusCheckedOutText' },
  CANCELLED_BY_MERCHANT: { label: 'queue.statusRemoved', text: 'queue.statusRemovedText' },
  CANCELLED_BY_CONSUMER: { label: 'queue.statusLeft', text: 'queue.statusLeftText' },
  DENIED_RESTAURANT_CALL: { label: 'queue.statusDeclined', text: 'queue.statusDeclinedText' },
  CALLED_NOT_ANSWERED: { label: 'queue.statusNoAnswer', text: 'queue.statusNoAnswerText' },
  NOT_PRESENT: { label: 'queue.statusNoShow', text: 'queue.statusNoShowText' },
};
