import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#api/db/client';
import { insertEmailOutboxMessage } from './email-outbox.repository';
import type { EmailProvider } from './email-provider';

/**
 * The development provider (docs/email.md#outbox): nothing leaves the machine; each e-mail is kept in
 * `email_outbox` and printed in the log, and `GET /api/dev/email?to=` reads it back outside production.
 * The row's time is the database's, not the injected clock's: two e-mails to one address read back newest
 * first even while a test's clock stands still.
 */
export function createOutboxEmailProvider(options: {
  db: Db;
  log: FastifyBaseLogger;
  /** In production the log line leaves the text out: a link in a log is an account for whoever reads it. */
  isProduction: boolean;
}): EmailProvider {
  return {
    name: 'outbox',
    async send(to, subject, text, html) {
      await insertEmailOutboxMessage(options.db, {
        toAddress: to.toLowerCase(),
        subject,
        textBody: text,
        htmlBody: html ?? null,
        provider: 'outbox',
      });
      options.log.info(
        { to, subject, email: options.isProduction ? '[redacted]' : text },
        'E-mail guardado na caixa de saída (EMAIL_PROVIDER=outbox)',
      );
    },
  };
}
