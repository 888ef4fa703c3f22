import { z } from 'zod';

/** The sender when `EMAIL_FROM` is unset. */
export const DEFAULT_EMAIL_FROM = 'SuaVez <nao-responda@suavez.app>';

/** An SMTP server the e-mails are handed to (docs/email.md#providers). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  /** Refuse to send when the server does not offer STARTTLS (the password and the links would go in clear). */
  requireTls: boolean;
  user?: string | undefined;
  /** Never logged. */
  password?: string | undefined;
}

/** Where the account e-mails (confirmation, new password) go (docs/email.md). */
export interface EmailSettings {
  /** `outbox`: kept in the database and the log; `smtp`: handed to `smtp`. */
  provider: 'outbox' | 'smtp';
  /** The `From` of every e-mail: `Name <address>` or an address. */
  from: string;
  smtp?: SmtpSettings | undefined;
}

/** The outbox and the default sender: what runs when nothing is configured (tests, development). */
export const defaultEmailSettings: EmailSettings = { provider: 'outbox', from: DEFAULT_EMAIL_FROM };

/** The variables that configure e-mail, as the environment schema reads them; empty is the same as unset. */
export const emailEnvShape = {
  EMAIL_PROVIDER: z
    .enum(['outbox', 'smtp', ''], { error: 'EMAIL_PROVIDER deve ser outbox ou smtp' })
    .optional(),
  EMAIL_FROM: z
    .string()
    .regex(/^$|^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
      error: 'EMAIL_FROM deve ser um endereço, como SuaVez <nao-responda@suavez.app>',
    })
    .optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z
    .string()
    .regex(/^$|^\d{1,5}$/, { error: 'SMTP_PORT deve ser um número de porta' })
    .optional(),
  SMTP_SECURE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'SMTP_SECURE deve ser true ou false' })
    .optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
};

type EmailEnv = { [K in keyof typeof emailEnvShape]?: string | undefined };

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * The e-mail provider the environment names. `smtp` needs SMTP_HOST; the user and the password come together
 * or not at all. In production a server reached over the network must offer STARTTLS (or SMTP_SECURE): a relay
 * on this machine may speak plain SMTP. Throws a message that says what to fix.
 */
export function readEmailSettings(env: EmailEnv, isProduction: boolean): EmailSettings {
  const from = env.EMAIL_FROM || DEFAULT_EMAIL_FROM;
  if ((env.EMAIL_PROVIDER || 'outbox') === 'outbox') return { provider: 'outbox', from };
  const host = env.SMTP_HOST?.trim();
  if (!host) throw new Error('EMAIL_PROVIDER=smtp exige SMTP_HOST.');
  if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASSWORD)) {
    throw new Error('SMTP_USER e SMTP_PASSWORD devem ser informados juntos.');
  }
  const secure = ['true', '1', 'yes'].includes(env.SMTP_SECURE ?? '');
  const port = env.SMTP_PORT ? Number(env.SMTP_PORT) : secure ? 465 : 587;
  if (port < 1 || port > 65535) throw new Error('SMTP_PORT deve ser um número de porta.');
  return {
    provider: 'smtp',
    from,
    smtp: {
      host,
      port,
      secure,
      requireTls: isProduction && !secure && !loopbackHosts.has(host.toLowerCase()),
      user: env.SMTP_USER || undefined,
      password: env.SMTP_PASSWORD || undefined,
    },
  };
}
