import { desc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { emailOutbox } from '#api/db/schema/email.schema';

/** An e-mail as the outbox keeps it. */
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;

/** Keeps one e-mail handed to the outbox provider. */
export async function insertEmailOutboxMessage(
  db: Db,
  values: Omit<EmailOutboxRow, 'id' | 'createdAt'>,
): Promise<void> {
  await db.insert(emailOutbox).values(values);
}

/** The latest e-mails sent to an address (lower-case), newest first. */
export async function listEmailOutboxMessages(
  db: Db,
  toAddress: string,
  limit: number,
): Promise<EmailOutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, toAddress))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}
