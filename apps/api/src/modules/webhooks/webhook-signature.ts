import { createHmac, randomBytes } from 'node:crypto';

/** The secret's prefix, as the Standard Webhooks libraries write it. */
const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` + base64 of 32 random bytes (the specification asks 24 to 64). */
export function createWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The `webhook-signature` header of one send (Standard Webhooks, docs/integrations.md#webhooks): `v1,` and
 * the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` keyed with the base64-decoded secret after `whsec_`.
 */
export function signWebhook(options: {
  secret: string;
  id: string;
  timestamp: number;
  body: string;
}): string {
  const key = Buffer.from(options.secret.replace(SECRET_PREFIX, ''), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${options.id}.${options.timestamp}.${options.body}`, 'utf8')
    .digest('base64');
  return `v1,${mac}`;
}
