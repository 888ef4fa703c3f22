import { createHmac, timingSafeEqual } from 'node:crypto';
import { reaisToCents } from '@suavez/shared/domain/bill';

/** One payment a provider says it received: the charge's txid, the Pix end-to-end id, what and when. */
export interface PaidPixNotification {
  txid: string;
  endToEndId: string;
  amountCents: number;
  paidAt: Date;
}

/** What a provider's notification said: the payments it carries, or that it is not to be trusted or read. */
export type PixProviderReading = { ok: true; payments: PaidPixNotification[] } | { ok: false };

/**
 * What a Pix provider (PSP) plugs in to confirm paid charges (docs/pix.md#webhook): it reads the request its
 * paid-charge webhook sends (headers and the raw body, as received: a signature covers the bytes) and
 * answers the payments in it, or `{ok: false}` when the request is not authentic or not readable.
 */
export interface PixProvider {
  readPaidNotification(request: {
    headers: Record<string, string | string[] | undefined>;
    rawBody: Buffer;
  }): PixProviderReading;
}

/** The header carrying the signature: `sha256=<hex HMAC-SHA256 of the raw body>`. */
export const PIX_SIGNATURE_HEADER = 'x-pix-signature';

/** Signs a body as the provider does (the fake provider of the tests signs with it too). */
export function signPixWebhookBody(secret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;
}

// The Central Bank's "API Pix" webhook body: {"pix": [{"endToEndId", "txid", "valor": "12.34", "horario"}]}.
const END_TO_END_ID = /^[A-Za-z0-9]{1,35}$/;
const TXID = /^[A-Za-z0-9]{1,35}$/;
const VALOR = /^\d{1,10}\.\d{2}$/;

/**
 * The provider that follows the Central Bank's "API Pix" webhook (`POST` with `{"pix": [...]}` for each
 * received Pix), authenticated by an HMAC-SHA256 of the raw body with a shared secret. A PSP that signs
 * otherwise (mutual TLS, its own header) gets a `PixProvider` of its own.
 */
export function createHmacPixProvider(secret: string): PixProvider {
  return {
    readPaidNotification({ headers, rawBody }) {
      const header = headers[PIX_SIGNATURE_HEADER];
      const given = Buffer.from(typeof header === 'string' ? header : '', 'utf8');
      const expected = Buffer.from(signPixWebhookBody(secret, rawBody), 'utf8');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false };
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { ok: false };
      }
      const list = (body as { pix?: unknown } | null)?.pix;
      if (!Array.isArray(list)) return { ok: false };
      const payments: PaidPixNotification[] = [];
      for (const item of list as Record<string, unknown>[]) {
        const { endToEndId, txid, valor, horario } = item ?? {};
        if (typeof endToEndId !== 'string' || !END_TO_END_ID.test(endToEndId)) continue;
        if (typeof txid !== 'string' || !TXID.test(txid)) continue;
        if (typeof valor !== 'string' || !VALOR.test(valor)) continue;
        const paidAt = typeof horario === 'string' ? new Date(horario) : new Date(Number.NaN);
        if (Number.isNaN(paidAt.getTime())) continue;
        payments.push({ txid, endToEndId, amountCents: reaisToCents(Number(valor)), paidAt });
      }
      return { ok: true, payments };
    },
  };
}
