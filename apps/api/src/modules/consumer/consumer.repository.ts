import type { Language } from '@suavez/shared/domain/language';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { consumers, verificationCodes, verificationCodeTries } from '#api/db/schema/consumer.schema';

/** A consumer row as stored. */
export type ConsumerRow = typeof consumers.$inferSelect;

/** A verification code row as stored. */
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

/**
 * Serialises, until the transaction ends, every registration and verification of one phone: two devices
 * typing the same number at once never both create the phone's verified consumer.
 */
export async function lockConsumerPhone(db: Db, phone: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`consumer-phone:${phone}`}, 0))`);
}

/**
 * Creates a consumer; `awaitingCode` when no device gets its session until the phone is proven;
 * `phoneVerified` when the phone was proven another way (a WhatsApp message comes from the phone itself).
 */
export async function insertConsumer(
  db: Db,
  values: { phone: string; name: string; awaitingCode: boolean; at: Date; phoneVerified?: boolean },
): Promise<ConsumerRow> {
  const [row] = await db
    .insert(consumers)
    .values({
      phone: values.phone,
      name: values.name,
      awaitingCode: values.awaitingCode,
      phoneVerified: values.phoneVerified ?? false,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The consumer that proved this phone by SMS code (at most one), locked until the transaction ends. */
export async function lockVerifiedConsumerByPhone(db: Db, phone: string): Promise<ConsumerRow | undefined> {
  const [row] = await db
    .select()
    .from(consumers)
    .where(and(eq(consumers.phone, phone), eq(consumers.phoneVerified, true)))
    .for('update');
  return row;
}

/** The consumer that proved this phone, without a lock (a read outside the phone's lock). */
export async function findVerifiedConsumerByPhone(db: Db, phone: string): Promise<ConsumerRow | undefined> {
  const [row] = await db
    .select()
    .from(consumers)
    .where(and(eq(consumers.phone, phone), eq(consumers.phoneVerified, true)));
  return row;
}

/** Reads a consumer, without a lock. */
export async function findConsumer(db: Db, id: string): Promise<ConsumerRow | undefined> {
  const [row] = await db.select().from(consumers).where(eq(consumers.id, id));
  return row;
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

/** Marks a consumer's phone as verified (its session is now handed to the device that proved it). */
export async function markConsumerPhoneVerified(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(consumers)
    .set({ phoneVerified: true, awaitingCode: false, updatedAt: at })
    .where(eq(consumers.id, id));
}

/** Stores a new code (hashed) for a phone, asked for by a consumer. */
export async function insertVerificationCode(
  db: Db,
  values: { consumerId: string; phone: string; codeHash: string; expiresAt: Date; at: Date },
): Promise<VerificationCodeRow> {
  const [row] = await db
    .insert(verificationCodes)
    .values({
      consumerId: values.consumerId,
      phone: values.phone,
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

/** The phone's most recent code, locked: only the latest code counts, whichever device asked for it. */
export async function lockLatestVerificationCode(
  db: Db,
  phone: string,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.phone, phone))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1)
    .for('update');
  return row;
}

/** Counts one wrong try of every device together, never past the limit; answers the new count. */
export async function incrementCodeAttempts(db: Db, id: string, maxAttempts: number): Promise<number> {
  const rows = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, maxAttempts)))
    .returning({ attempts: verificationCodes.attempts });
  return rows[0]?.attempts ?? maxAttempts;
}

/** The wrong tries one device (the consumer it verifies as) made on one code. */
export async function findCodeTries(db: Db, codeId: string, consumerId: string): Promise<number> {
  const [row] = await db
    .select({ attempts: verificationCodeTries.attempts })
    .from(verificationCodeTries)
    .where(and(eq(verificationCodeTries.codeId, codeId), eq(verificationCodeTries.consumerId, consumerId)));
  return row?.attempts ?? 0;
}

/** Counts one wrong try of one device on one code, never past the limit; answers the new count. */
export async function incrementCodeTries(
  db: Db,
  values: { codeId: string; consumerId: string; maxAttempts: number },
): Promise<number> {
  const rows = await db
    .insert(verificationCodeTries)
    .values({ codeId: values.codeId, consumerId: values.consumerId, attempts: 1 })
    .onConflictDoUpdate({
      target: [verificationCodeTries.codeId, verificationCodeTries.consumerId],
      set: { attempts: sql`${verificationCodeTries.attempts} + 1` },
      setWhere: lt(verificationCodeTries.attempts, values.maxAttempts),
    })
    .returning({ attempts: verificationCodeTries.attempts });
  return rows[0]?.attempts ?? values.maxAttempts;
}

/** Uses a code up (single use). */
export async function consumeVerificationCode(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: at })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)));
}

/** Keeps the consumer's language (rules.md §16) when it changed: one UPDATE, none when it is the same. */
export async function saveConsumerLanguage(db: Db, consumerId: string, lang: Language): Promise<void> {
  await db
    .update(consumers)
    .set({ lang, updatedAt: sql`now()` })
    .where(and(eq(consumers.id, consumerId), sql`${consumers.lang} IS DISTINCT FROM ${lang}`));
}
