import type { FastifyBaseLogger } from 'fastify';
import { defaultEmailSettings, type EmailSettings } from '#api/config-email';
import type { Db } from '#api/db/client';
import { createOutboxEmailProvider } from './email-outbox.provider';
import { createSmtpEmailProvider } from './email-smtp.provider';

/**
 * Where e-mails go (docs/email.md#providers). `to` is one plain address (the contracts refuse lists and
 * display names); `html`, when given, is the same message as `text`. A failure to hand it over throws.
 */
export interface EmailProvider {
  readonly name: string;
  send(to: string, subject: string, text: string, html?: string): Promise<void>;
}

/** The provider configuration selects (`EMAIL_PROVIDER`): the development outbox or an SMTP server. */
export function createEmailProvider(options: {
  settings: EmailSettings | undefined;
  isProduction: boolean;
  db: Db;
  log: FastifyBaseLogger;
}): EmailProvider {
  const settings = options.settings ?? defaultEmailSettings;
  if (settings.provider === 'smtp') {
    if (!settings.smtp) throw new Error('EMAIL_PROVIDER=smtp exige SMTP_HOST.');
    return createSmtpEmailProvider({ ...settings.smtp, from: settings.from });
  }
  if (options.isProduction) {
    options.log.warn(
      'EMAIL_PROVIDER=outbox em produção: os e-mails de confirmação e de nova senha não saem do servidor (docs/email.md)',
    );
  }
  return createOutboxEmailProvider({
    db: options.db,
    log: options.log,
    isProduction: options.isProduction,
  });
}
