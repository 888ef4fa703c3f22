import { desc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { smsOutbox } from '#api/db/schema/consumer.schema';

/** A message as the outbox keeps it. */
export type SmsOutboxRow = typeof smsOutbox.$inferSelect;

/** Keeps one message handed to the outbox provider. */
export async function insertSmsOutboxMessage(
  db: Db,
  values: { phone: string; body: string; provider: string; at: Date },
): Promise<void> {
  await db
    .insert(smsOutbox)
    .values({ phone: values.phone, body: values.body, provider: values.provider, createdAt: values.at });
}

/** The latest messages sent to a phone, newest first. */
export async function listSmsOutboxMessages(db: Db, phone: string, limit: number): Promise<SmsOutboxRow[]> {
  return db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
    .limit(limit);
}
