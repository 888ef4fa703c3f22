import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { feedback, queueEntryHistory } from '#api/db/schema/queue.schema';

/** Whether an entry has been rated. */
export async function hasFeedback(db: Db, entry: { id: string; merchantId: string }): Promise<boolean> {
  const rows = await db
    .select({ id: feedback.id })
    .from(feedback)
    .where(and(eq(feedback.queueEntryId, entry.id), eq(feedback.merchantId, entry.merchantId)))
    .limit(1);
  return rows.length > 0;
}

/** Whether an entry ever reached check-in (it may have been checked out since). */
export async function hasReachedCheckIn(db: Db, entry: { id: string; merchantId: string }): Promise<boolean> {
  const rows = await db
    .select({ id: queueEntryHistory.id })
    .from(queueEntryHistory)
    .where(
      and(
        eq(queueEntryHistory.queueEntryId, entry.id),
        eq(queueEntryHistory.merchantId, entry.merchantId),
        inArray(queueEntryHistory.status, ['CHECK_IN', 'CHECK_OUT']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Stores a consumer's ratings; the unique index on the entry refuses a second one. */
export async function insertFeedback(
  db: Db,
  values: {
    merchantId: string;
    queueEntryId: string;
    consumerId: string;
    firstRating: number;
    secondRating: number;
    thirdRating: number;
    at: Date;
  },
): Promise<void> {
  await db.insert(feedback).values({
    merchantId: values.merchantId,
    queueEntryId: values.queueEntryId,
    consumerId: values.consumerId,
    firstRating: values.firstRating,
    secondRating: values.secondRating,
    thirdRating: values.thirdRating,
    createdAt: values.at,
  });
}
