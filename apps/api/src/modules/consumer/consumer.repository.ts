import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consumers, verificationCodes } from '../../db/schema/consumer.schema';

/** A consumer row as stored. */
export type ConsumerRow = typeof consumers.$inferSelect;

/** A verification code row as stored. */
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/**
 * Creates the consumer of a phone unless it exists (a concurrent creation of the same phone is not an
 * error), then reads it locked until the transaction ends. `created` says whether this call inserted it.
 */
export async function upsertAndLockConsumer(
  db: Db,
  values: { phone: string; name: string; at: Date },
): Promise<{ consumer: ConsumerRow; created: boolean }> {
  const inserted = await db
    .insert(consumers)
    .values({ phone: values.phone, name: values.name, createdAt: values.at, updatedAt: values.at })
    .onConflictDoNothing({ target: consumers.phone })
    .returning({ id: consumers.id });
  const [consumer] = await db.select().from(consumers).where(eq(consumers.phone, values.phone)).for('update');
  if (!consumer) throw new Error('consumer vanished after upsert');
  return { consumer, created: inserted.length > 0 };
}

/** Reads a consumer and locks it until the transaction ends. */
export async function lockConsumer(db: Db, id: string): Promise<ConsumerRow | undefined> {
  const [row] = await db.select().from(consumers).where(eq(consumers.id, id)).for('update');
  return row;
}

/** Changes a consumer's name. */
export async function updateConsumerName(db: Db, id: string, name: string, at: Date): Promise<void> {
  await db.update(consumers).set({ name, updatedAt: at }).where(eq(consumers.id, id));
}

/** Marks a consumer's phone as verified. */
export async function markConsumerPhoneVerified(db: Db, id: string, at: Date): Promise<void> {
  await db.update(consumers).set({ phoneVerified: true, updatedAt: at }).where(eq(consumers.id, id));
}

/** Stores a new code (hashed) for a consumer. */
export async function insertVerificationCode(
  db: Db,
  values: { consumerId: string; codeHash: string; expiresAt: Date; at: Date },
): Promise<VerificationCodeRow> {
  const [row] = await db
    .insert(verificationCodes)
    .values({
      consumerId: values.consumerId,
      codeHash: values.codeHash,
      expiresAt: values.expiresAt,
      createdAt: values.at,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Removes a code that could not be delivered, so it neither works nor delays the next one. */
export async function deleteVerificationCode(db: Db, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/** The consumer's most recent code, locked: only the latest code counts. */
export async function lockLatestVerificationCode(
  db: Db,
  consumerId: string,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.consumerId, consumerId))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1)
    .for('update');
  return row;
}

/** Counts one wrong try, never past the limit; answers the new count. */
export async function incrementCodeAttempts(db: Db, id: string, maxAttempts: number): Promise<number> {
  const rows = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, maxAttempts)))
    .returning({ attempts: verificationCodes.attempts });
  return rows[0]?.attempts ?? maxAttempts;
}

/** Uses a code up (single use). */
export async function consumeVerificationCode(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: at })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)));
}
