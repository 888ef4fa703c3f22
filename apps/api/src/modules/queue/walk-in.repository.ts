import { activeQueueStatuses } from '@suavez/shared/domain/queue-status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { consumers } from '#api/db/schema/consumer.schema';
import { queueEntries } from '#api/db/schema/queue.schema';

/**
 * Whether `phone` already waits (or sits) at the merchant, with the phone's additions at the door serialised
 * until the transaction ends (an advisory lock), so two hosts adding one phone at once add it once.
 */
export async function lockActivePhoneAtMerchant(db: Db, merchantId: string, phone: string): Promise<boolean> {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`walk-in:${merchantId}:${phone}`}, 0))`,
  );
  const [row] = await db
    .select({ id: queueEntries.id })
    .from(queueEntries)
    .where(
      and(
        eq(queueEntries.merchantId, merchantId),
        eq(queueEntries.phone, phone),
        inArray(queueEntries.status, [...activeQueueStatuses]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The consumer behind a party the host adds at the door (docs/queue.md#walk-ins): a name and, when given, a
 * phone to reach them. No device ever holds its session: it is not awaiting a code, so no device that proves
 * the phone by SMS is handed it, and its id is never answered to anyone but the restaurant.
 */
export async function insertWalkInConsumer(
  db: Db,
  values: { name: string; phone: string | null; at: Date },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(consumers)
    .values({
      name: values.name,
      phone: values.phone,
      awaitingCode: false,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: consumers.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}
