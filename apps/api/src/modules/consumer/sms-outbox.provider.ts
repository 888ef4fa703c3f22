import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import { insertSmsOutboxMessage } from './sms-outbox.repository';
import type { SmsProvider } from './sms-provider';

/**
 * The development provider (docs/access.md#sms-codes): nothing leaves the machine; each message is kept in
 * `sms_outbox` and printed in the log, and `GET /api/dev/sms?phone=` reads it back outside production.
 */
export function createOutboxSmsProvider(options: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** In production the log line leaves the text out: a code in a log is a session for whoever reads it. */
  isProduction: boolean;
}): SmsProvider {
  return {
    name: 'outbox',
    async send(phone, text) {
      await insertSmsOutboxMessage(options.db, {
        phone,
        body: text,
        provider: 'outbox',
        at: options.clock.now(),
      });
      options.log.info(
        { phone, sms: options.isProduction ? '[redacted]' : text },
        'SMS guardado na caixa de saída (SMS_PROVIDER=outbox)',
      );
    },
  };
}
