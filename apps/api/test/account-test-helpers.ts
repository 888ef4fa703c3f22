import type { DevEmailMessage } from '@suavez/shared/contracts/merchant-signup.contract';
import type { TestApp } from './test-app';

let signupSequence = 0;

/** A sign-up nobody else in this run uses: its own restaurant name and e-mail. */
export function newSignup(overrides: Record<string, unknown> = {}) {
  signupSequence += 1;
  const tag = `${Date.now().toString(36)}${signupSequence}`;
  return {
    name: `Cantina ${tag}`,
    email: `dono-${tag}@cantina.test`,
    password: 'senha-do-dono-1',
    acceptedTerms: true,
    ...overrides,
  };
}

/** `POST /api/merchant/signup`, from `remoteAddress` (127.0.0.1 unless given). */
export function postSignup(t: Pick<TestApp, 'app'>, body: unknown, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/merchant/signup',
    payload: body as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A POST of the self-service calls (`/merchant/email/…`, `/merchant/password/…`), with a bearer when given. */
export function postAccount(
  t: Pick<TestApp, 'app'>,
  path: string,
  body?: unknown,
  options: { token?: string; remoteAddress?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/merchant${path}`,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** The e-mails the outbox kept for an address, newest first (`GET /api/dev/email`). */
export async function readEmails(t: Pick<TestApp, 'app'>, to: string): Promise<DevEmailMessage[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/email?to=${encodeURIComponent(to)}` });
  if (res.statusCode !== 200) throw new Error(`GET /api/dev/email: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The token of the link to `path` ('/confirmar-email') in an e-mail's text; throws when there is none. */
export function linkTokenOf(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

/** `Authorization: Basic` for the merchant login. */
export function basicAuth(email: string, password: string): string {
  return `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
}

/** `POST /api/account/login`; answers the response. */
export function postLogin(t: Pick<TestApp, 'app'>, email: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers: { authorization: basicAuth(email, password) },
  });
}
