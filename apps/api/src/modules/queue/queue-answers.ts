import type { QueueTransitionResult } from '@suavez/shared/contracts/queue-checkin.contract';
import type { QueueEntryRow } from './queue.repository';

/** What every call that moves an entry answers (both sides' buttons, check-in, checkout): the new status. */
export function toTransitionAnswer(entry: QueueEntryRow): QueueTransitionResult {
  return { id: entry.id, status: entry.status, lastStatusAt: entry.lastStatusAt.toISOString() };
}
