import type { DevEmailMessage } from '@suavez/shared/contracts/merchant-signup.contract';
import type { Db } from '#api/db/client';
import { listEmailOutboxMessages } from './email-outbox.repository';

/** How many e-mails `GET /dev/email` reads back. */
export const DEV_EMAIL_LIMIT = 10;

/** The latest outbox e-mails of an address (already lower-cased by the contract), newest first. */
export async function listDevEmails(options: { db: Db; to: string }): Promise<DevEmailMessage[]> {
  const rows = await listEmailOutboxMessages(options.db, options.to, DEV_EMAIL_LIMIT);
  return rows.map((row) => ({
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
  }));
}
