import { randomBytes } from 'node:crypto';
import { PIX_SIGNATURE_HEADER, signPixWebhookBody } from '#api/modules/pix/pix-provider';

/** What the fake provider's webhook call got back. */
export interface FakePspAnswer {
  status: number;
  body: unknown;
  /** The exact bytes it sent, to replay them. */
  rawBody: string;
}

/** One payment as the provider reports it. */
export interface FakePixPayment {
  txid: string;
  amountCents: number;
  endToEndId?: string;
  paidAt?: Date;
}

/**
 * A Pix provider (PSP) for the tests: when a payer pays a charge it posts the Central Bank's "API Pix"
 * webhook body (`{"pix": [{endToEndId, txid, valor, horario}]}`) over real HTTP to the app's
 * `POST /api/pix/webhook`, signed with the shared secret as `x-pix-signature: sha256=<hex>`
 * (docs/pix.md#webhook). `secret` may be another one, to play a forger.
 */
export function createFakePixPsp(options: { baseUrl: string; secret: string }) {
  const url = `${options.baseUrl}/api/pix/webhook`;

  /** Posts exactly these bytes with this signature header (or none). */
  async function post(rawBody: string, signature: string | undefined): Promise<FakePspAnswer> {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { [PIX_SIGNATURE_HEADER]: signature }),
      },
      body: rawBody,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, rawBody };
  }

  return {
    /** Pays charges: one notification carrying every payment, signed with the provider's secret. */
    pay(payments: FakePixPayment[], signWith: string = options.secret): Promise<FakePspAnswer> {
      const rawBody = JSON.stringify({
        pix: payments.map((payment) => ({
          endToEndId: payment.endToEndId ?? `E${randomBytes(16).toString('hex').slice(0, 31)}`,
          txid: payment.txid,
          valor: `${Math.floor(payment.amountCents / 100)}.${String(payment.amountCents % 100).padStart(2, '0')}`,
          horario: (payment.paidAt ?? new Date('2026-01-05T15:30:00Z')).toISOString(),
        })),
      });
      return post(rawBody, signPixWebhookBody(signWith, rawBody));
    },
    /** Sends an earlier notification again, byte for byte (a provider's retry). */
    replay(answer: FakePspAnswer): Promise<FakePspAnswer> {
      return post(answer.rawBody, signPixWebhookBody(options.secret, answer.rawBody));
    },
    /** Sends a body with whatever signature header (or none). */
    post,
  };
}
