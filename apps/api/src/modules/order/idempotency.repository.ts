import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { idempotencyKeys } from '#api/db/schema/idempotency.schema';

/** A stored key as the database holds it. */
export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Claims `key` for the consumer: inserts it, or takes over a row older than `expiredBefore` (an expired key
 * is as good as absent). Answers true when this transaction now owns the key. When another transaction
 * holds the same key uncommitted, the insert waits for it (the unique constraint), so concurrent retries
 * are serialised by the database rather than by the code.
 */
export async function claimIdempotencyKey(
  db: Db,
  values: { consumerId: string; key: string; fingerprint: string; at: Date; expiredBefore: Date },
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({
      consumerId: values.consumerId,
      key: values.key,
      fingerprint: values.fingerprint,
      createdAt: values.at,
    })
    .onConflictDoUpdate({
      target: [idempotencyKeys.consumerId, idempotencyKeys.key],
      set: { fingerprint: values.fingerprint, statusCode: null, response: null, createdAt: values.at },
      setWhere: lt(idempotencyKeys.createdAt, values.expiredBefore),
    })
    .returning({ id: idempotencyKeys.id });
  return rows.length > 0;
}

/** The consumer's stored key, or undefined. */
export async function findIdempotencyKey(
  db: Db,
  consumerId: string,
  key: string,
): Promise<IdempotencyKeyRow | undefined> {
  const rows = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.consumerId, consumerId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return rows[0];
}

/** Stores the answer of the request that claimed the key. */
export async function saveIdempotentAnswer(
  db: Db,
  values: { consumerId: string; key: string; statusCode: number; response: unknown },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode: values.statusCode, response: values.response })
    .where(and(eq(idempotencyKeys.consumerId, values.consumerId), eq(idempotencyKeys.key, values.key)));
}

/**
 * Deletes up to `limit` keys created before `before`, oldest first, skipping rows another transaction
 * holds (no waiting, no deadlock between two cleanups). Answers how many went.
 */
export async function deleteExpiredIdempotencyKeys(db: Db, before: Date, limit: number): Promise<number> {
  const expired = db
    .select({ id: idempotencyKeys.id })
    .from(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .orderBy(asc(idempotencyKeys.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .delete(idempotencyKeys)
    .where(inArray(idempotencyKeys.id, expired))
    .returning({ id: idempotencyKeys.id });
  return rows.length;
}
