import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { consumers } from '#api/db/schema/consumer.schema';
import { consumerSignInLinks } from '#api/db/schema/whatsapp.schema';

/** Stores a new one-time link by its token's hash. */
export async function insertSignInLink(
  db: Db,
  values: { consumerId: string; tokenHash: string; expiresAt: Date; at: Date },
): Promise<void> {
  await db.insert(consumerSignInLinks).values({
    consumerId: values.consumerId,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
    createdAt: values.at,
  });
}

/**
 * Spends a link in one compare-and-set: only an unused, unexpired link is marked used, so two browsers
 * racing for one link never both get the session. Answers its consumer, or undefined when none was spent.
 */
export async function useSignInLink(
  db: Db,
  values: { tokenHash: string; at: Date },
): Promise<{ consumerId: string } | undefined> {
  const l = consumerSignInLinks;
  const [row] = await db
    .update(l)
    .set({ usedAt: values.at })
    .where(and(eq(l.tokenHash, values.tokenHash), isNull(l.usedAt), gt(l.expiresAt, values.at)))
    .returning({ consumerId: l.consumerId });
  return row;
}

/** Whether the consumer's phone is proven (what `POST /consumer` answers as `phoneVerified`). */
export async function isConsumerPhoneVerified(db: Db, consumerId: string): Promise<boolean> {
  const [row] = await db
    .select({ phoneVerified: consumers.phoneVerified })
    .from(consumers)
    .where(eq(consumers.id, consumerId));
  return row?.phoneVerified ?? false;
}
