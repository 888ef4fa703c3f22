import type { MerchantQueueEntry } from '@suavez/shared/contracts/queue-merchant.contract';
import type { RestaurantTable } from '@suavez/shared/contracts/tables.contract';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { tableFitsSlot } from '@suavez/shared/domain/tables';

/**
 * The statuses a party may be seated from on the floor: called or on the way (the check-in's own), and
 * still in line, which the floor calls and seats at once (a walk-in at the door). A party waiting for
 * the restaurant's confirmation is accepted in the queue first.
 */
export const seatableStatuses = [
  'IN_QUEUE',
  'CALLED',
  'ACCEPTED_RESTAURANT_CALL',
] as const satisfies readonly QueueStatus[];

/** How many parties the seat dialog offers. */
export const MAX_SEAT_CANDIDATES = 5;

/**
 * The waiting parties a free table may take (rules §13 'Fit': `minSeats ≤ slot ≤ seats`), the
 * longest-waiting first, at most `MAX_SEAT_CANDIDATES`.
 */
export function listSeatCandidates(
  table: Pick<RestaurantTable, 'seats' | 'minSeats'>,
  entries: readonly MerchantQueueEntry[],
): MerchantQueueEntry[] {
  return entries
    .filter(
      (entry) =>
        (seatableStatuses as readonly QueueStatus[]).includes(entry.status) &&
        tableFitsSlot(table, entry.slot),
    )
    .sort((a, b) => Date.parse(a.joinedAt) - Date.parse(b.joinedAt) || a.id.localeCompare(b.id))
    .slice(0, MAX_SEAT_CANDIDATES);
}
