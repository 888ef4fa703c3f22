import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CONSUMER_SESSION_COOKIE } from '#api/plugins/consumer-session';

let phoneSequence = Math.floor(Math.random() * 1_000_000);
let ipSequence = 0;

/** A valid mobile no other call of this test run uses ('21991234567'). */
export function nextPhone(): string {
  phoneSequence += 1;
  return `2199${String(phoneSequence % 10_000_000).padStart(7, '0')}`;
}

/** A fresh client address, so the per-address limit of one test does not spill into the next. */
export function nextIp(): string {
  ipSequence += 1;
  return `10.0.${Math.floor(ipSequence / 250)}.${(ipSequence % 250) + 1}`;
}

/** `POST /api/consumer` as a browser would send it. */
export function postConsumer(
  app: FastifyInstance,
  body: { phone: string; name: string },
  options: { cookies?: Record<string, string>; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/consumer',
    payload: body,
    cookies: options.cookies ?? {},
    remoteAddress: options.ip ?? nextIp(),
  });
}

/** `POST /api/consumer/verify-code`. */
export function postVerifyCode(
  app: FastifyInstance,
  consumer: string,
  code: string,
  options: { ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/consumer/verify-code?code=${encodeURIComponent(code)}&consumer=${consumer}`,
    remoteAddress: options.ip ?? nextIp(),
  });
}

/** `POST /api/consumer/resend-code`. */
export function postResendCode(app: FastifyInstance, consumer: string, options: { ip?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/consumer/resend-code?consumer=${consumer}`,
    remoteAddress: options.ip ?? nextIp(),
  });
}

/** The session cookie an answer set, ready to send back; undefined when it set none. */
export function sessionCookieOf(res: LightMyRequestResponse): Record<string, string> | undefined {
  const cookie = res.cookies.find((item) => item.name === CONSUMER_SESSION_COOKIE);
  return cookie ? { [CONSUMER_SESSION_COOKIE]: cookie.value } : undefined;
}

/** The codes the outbox holds for a phone, newest first (read through `GET /api/dev/sms`). */
export async function readCodes(app: FastifyInstance, phone: string): Promise<string[]> {
  const res = await app.inject({ method: 'GET', url: `/api/dev/sms?phone=${phone}` });
  const messages = res.json() as { body: string }[];
  return messages.map((message) => /(\d{6})/.exec(message.body)?.[1] ?? '');
}

/**
 * `POST /api/queue` as the browser sends it: `consumerId` joins `merchantId`'s line with a party of `slot`
 * (2 unless given) and a table label when given, with the caller's session `cookies`, from `ip` when given.
 */
export function postJoinQueue(
  app: FastifyInstance,
  values: { merchantId: string; consumerId: string; slot?: number; table?: string },
  options: { cookies?: Record<string, string>; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/queue',
    payload: {
      merchant: { id: values.merchantId },
      consumer: { id: values.consumerId },
      slot: values.slot ?? 2,
      ...(values.table === undefined ? {} : { table: values.table }),
    },
    cookies: options.cookies ?? {},
    ...(options.ip ? { remoteAddress: options.ip } : {}),
  });
}
