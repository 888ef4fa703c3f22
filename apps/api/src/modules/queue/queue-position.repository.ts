import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queueEntries } from '../../db/schema/queue.schema';

/**
 * Positions of a merchant's IN_QUEUE entries, 1 for the oldest (rules.md section 3: the diner's position
 * among IN_QUEUE entries, oldest first; ties on the same instant broken by id).
 */
export async function listQueuePositions(db: Db, merchantId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(and(eq(queueEntries.merchantId, merchantId), eq(queueEntries.status, 'IN_QUEUE')))
    .orderBy(asc(queueEntries.joinedAt), asc(queueEntries.id));
  return new Map(rows.map((row, index) => [row.id, index + 1]));
}
