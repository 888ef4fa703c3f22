import type { DevSmsMessage } from '@suavez/shared/contracts/consumer.contract';
import { normalizePhone } from '@suavez/shared/domain/phone';
import type { Db } from '#api/db/client';
import { listSmsOutboxMessages } from './sms-outbox.repository';

/** How many messages `GET /dev/sms` reads back. */
export const DEV_SMS_LIMIT = 10;

/** The latest outbox messages of a phone (masked or digits), newest first. */
export async function listDevSms(options: { db: Db; phone: string }): Promise<DevSmsMessage[]> {
  const rows = await listSmsOutboxMessages(options.db, normalizePhone(options.phone), DEV_SMS_LIMIT);
  return rows.map((row) => ({
    phone: row.phone,
    body: row.body,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
  }));
}
