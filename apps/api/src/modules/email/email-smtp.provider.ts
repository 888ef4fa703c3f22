import { createTransport } from 'nodemailer';
import type { SmtpSettings } from '#api/config-email';
import type { EmailProvider } from './email-provider';

/** How long a connection, the server's greeting and a quiet socket may take before the send fails. */
const SMTP_TIMEOUTS_MS = { connection: 10_000, greeting: 10_000, socket: 20_000 };

/**
 * Hands e-mails to an SMTP server with nodemailer (docs/email.md#providers): one connection per e-mail (account
 * e-mails are few), STARTTLS when offered (required in production over the network), the login when configured.
 */
export function createSmtpEmailProvider(settings: SmtpSettings & { from: string }): EmailProvider {
  const transport = createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    requireTLS: settings.requireTls,
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password ?? '' } } : {}),
    connectionTimeout: SMTP_TIMEOUTS_MS.connection,
    greetingTimeout: SMTP_TIMEOUTS_MS.greeting,
    socketTimeout: SMTP_TIMEOUTS_MS.socket,
  });
  return {
    name: 'smtp',
    async send(to, subject, text, html) {
      await transport.sendMail({
        from: settings.from,
        // An object, not a string: the library then never reads `to` as a list of addresses.
        to: { name: '', address: to },
        subject,
        text,
        ...(html ? { html } : {}),
      });
    },
  };
}
