import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '#api/cli/run-admin';
import { ConfigError, defaultRateLimits, loadConfig } from '#api/config';
import { deriveSecret } from '#api/lib/derive-secret';
import { MERCHANT_TOKEN_TTL_SECONDS } from '#api/modules/account/merchant-tokens';
import { CONSUMER_SESSION_COOKIE } from '#api/plugins/consumer-session';
import { redactUrlSecrets, serializeRequestForLog } from '#api/plugins/log-redaction';
import { postLogin } from '#test/account-test-helpers';
import { nextPhone, sessionCookieOf } from '#test/consumer-test-helpers';
import { createMerchantFixture } from '#test/fixtures';
import { testVapidEnv } from '#test/push-test-keys';
import { createTestApp, type TestApp, useTestApp } from '#test/test-app';

const t = useTestApp();
const production = useTestApp({ config: { isProduction: true, nodeEnv: 'production' } });

function validate(token: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/account/validate',
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('merchant tokens', () => {
  let merchant: { merchantId: string; token: string; userId: string };
  const key = () => new TextEncoder().encode(t.config.jwtSecret);
  const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

  beforeAll(async () => {
    const fixture = await createMerchantFixture(t.app);
    const token = fixture.authorization.slice('Bearer '.length);
    const principal = await t.app.ctx.tokens.verify(token);
    merchant = { merchantId: fixture.merchantId, token, userId: principal.userId };
  });

  it('accepts the token the server signed (HS256, with exp)', async () => {
    const [header] = merchant.token.split('.');
    expect(JSON.parse(Buffer.from(header as string, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect((await validate(merchant.token)).statusCode).toBe(200);
  });

  it('refuses alg none, HS512 with the right key, HS256 with another key, a changed payload and a token without exp', async () => {
    // Each forged token names the real session (jti), so only what the case changes can refuse it.
    const jti = JSON.parse(Buffer.from(merchant.token.split('.')[1] as string, 'base64url').toString()).jti;
    const claims = { merchant: merchant.merchantId, jti };
    const exp = nowSeconds() + 3600;
    const unsigned = new UnsecuredJWT(claims).setSubject(merchant.userId).setExpirationTime(exp).encode();
    const hs512 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(merchant.userId)
      .setExpirationTime(exp)
      .sign(key());
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(merchant.userId)
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode('outra-chave-qualquer-com-mais-de-32-caracteres'));
    const noExp = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(merchant.userId)
      .sign(key());
    const [header, payload, signature] = merchant.token.split('.') as [string, string, string];
    const changed = JSON.parse(Buffer.from(payload, 'base64url').toString());
    changed.merchant = '00000000-0000-4000-8000-000000000000';
    const tampered = `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    const noneHeader = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const token of [unsigned, noneHeader, hs512, otherKey, noExp, tampered]) {
      const res = await validate(token);
      expect(res.statusCode, token).toBe(401);
      expect(res.json()).toEqual({
        code: 'UNAUTHENTICATED',
        message: 'Sessão inválida ou expirada. Entre novamente.',
      });
    }
  });

  it('ends a session on the server at logout, at once, and only that one', async () => {
    const login = () => t.app.ctx.tokens.sign({ merchantId: merchant.merchantId, userId: merchant.userId });
    const [first, second] = [await login(), await login()];
    const logout = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/logout',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await logout(first)).statusCode).toBe(204);
    expect((await validate(first)).statusCode).toBe(401);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/merchant/full?id=${merchant.merchantId}`,
      headers: { authorization: `Bearer ${first}` },
    });
    expect(read.statusCode).toBe(401);
    // The live stream reads the token from the cookie: the ended session is refused there too.
    const stream = await t.app.inject({
      method: 'GET',
      url: `/api/live/merchant?merchantId=${merchant.merchantId}`,
      cookies: { access_token: first },
    });
    expect(stream.statusCode).toBe(401);
    expect((await logout(first)).statusCode).toBe(401);
    expect((await validate(second)).statusCode).toBe(200);
    expect((await logout('')).statusCode).toBe(401);
  });

  it('ends every session of a person the admin command gives a new password, and no one else’s', async () => {
    const owner = await createMerchantFixture(t.app);
    const { userId } = await t.app.ctx.tokens.verify(owner.authorization.slice('Bearer '.length));
    const devices = [
      owner.authorization.slice('Bearer '.length),
      await t.app.ctx.tokens.sign({ merchantId: owner.merchantId, userId }),
    ];
    // Valid, and kept in this process's session cache.
    for (const token of [...devices, merchant.token]) expect((await validate(token)).statusCode).toBe(200);
    const output = { text: '', write: (chunk: string) => (output.text += chunk) };
    const argv = ['merchant:password', '--email', owner.email.toUpperCase(), '--password', 'senha-nova-123'];
    expect(await runAdmin(argv, { stdout: output, stderr: output, db: t.database.db, clock: t.clock })).toBe(
      0,
    );
    expect(output.text).toBe(`Senha atualizada para ${owner.email}. Sessões encerradas: 2.\n`);
    // The command is another process: the server hears its commit by notification, then refuses the tokens.
    expect(await t.app.syncLive()).toBe(true);
    for (const token of devices) expect((await validate(token)).statusCode).toBe(401);
    expect((await validate(merchant.token)).statusCode).toBe(200);
    expect((await postLogin(t, owner.email, 'senha-nova-123')).statusCode).toBe(200);
  });

  it("refuses a token whose session is another user's", async () => {
    const other = await createMerchantFixture(t.app);
    const otherJti = JSON.parse(
      Buffer.from(other.authorization.split('.')[1] as string, 'base64url').toString(),
    ).jti;
    const borrowed = await new SignJWT({ merchant: merchant.merchantId, jti: otherJti })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(merchant.userId)
      .setExpirationTime(nowSeconds() + 3600)
      .sign(key());
    expect((await validate(borrowed)).statusCode).toBe(401);
  });

  it('checks exp against the clock: valid for 12 hours, refused after', async () => {
    const token = await t.app.ctx.tokens.sign({ merchantId: merchant.merchantId, userId: merchant.userId });
    t.clock.advance(MERCHANT_TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await validate(token)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await validate(token)).statusCode).toBe(401);
  });
});

describe('the server secret', () => {
  it('is required in production, and needs 32 characters anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET é obrigatório/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: '' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(31) })).toThrow(/32 caracteres/);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'b'.repeat(32), ...testVapidEnv }).jwtSecret,
    ).toBe('b'.repeat(32));
  });

  it('reads the proxy hops and the SMS limits, with their defaults', () => {
    const secret = { JWT_SECRET: 'c'.repeat(40), ...testVapidEnv };
    const prod = loadConfig({ ...secret, NODE_ENV: 'production' });
    // No proxy is trusted unless TRUST_PROXY says so, production included (test/security/trust-proxy.test.ts).
    expect(prod.trustProxyHops).toBe(0);
    expect(prod.rateLimits).toEqual(defaultRateLimits);
    const tuned = loadConfig({
      ...secret,
      TRUST_PROXY: '2',
      SMS_LIMIT_PER_PHONE_HOUR: '3',
      SMS_LIMIT_PER_IP_DAY: '40',
      SMS_LIMIT_PER_DAY: '900',
    });
    expect(tuned.trustProxyHops).toBe(2);
    expect(tuned.rateLimits.smsPerPhone).toEqual({ max: 3, windowMs: 60 * 60 * 1000 });
    expect(tuned.rateLimits.smsPerIp).toEqual({ max: 40, windowMs: 24 * 60 * 60 * 1000 });
    expect(tuned.rateLimits.smsPerDay).toEqual({ max: 900, windowMs: 24 * 60 * 60 * 1000 });
    expect(loadConfig(secret).trustProxyHops).toBe(0);
    expect(() => loadConfig({ ...secret, SMS_LIMIT_PER_IP_DAY: '0' })).toThrow(/SMS_LIMIT_PER_IP_DAY/);
    expect(() => loadConfig({ ...secret, SMS_LIMIT_PER_DAY: 'muitos' })).toThrow(/SMS_LIMIT_PER_DAY/);
  });
});

describe('the consumer session cookie', () => {
  async function startSession(app: TestApp, headers: Record<string, string> = {}) {
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/consumer',
      payload: { phone: nextPhone(), name: 'Bia' },
      headers,
    });
    expect(res.statusCode).toBe(200);
    return { id: res.json().id as string, res };
  }

  function readActive(app: TestApp, consumerId: string, cookie: string) {
    return app.app.inject({
      method: 'GET',
      url: `/api/queue?consumerId=${consumerId}`,
      cookies: { [CONSUMER_SESSION_COOKIE]: cookie },
    });
  }

  it('is signed, httpOnly, SameSite=Lax, for the whole site, not Secure on plain http outside production', async () => {
    const { id, res } = await startSession(t);
    const setCookie = String(res.headers['set-cookie']);
    // The id, a dot and the base64 HMAC, whose '+' and '/' cookie 2 (@fastify/cookie 11.1) leaves as they are
    // (both are cookie-octets) where cookie 1 wrote %2B and %2F.
    expect(setCookie).toMatch(new RegExp(`^${CONSUMER_SESSION_COOKIE}=${id}\\.[\\w%+/=-]+;`));
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).toMatch(/; Max-Age=2592000/);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('is Secure in production', async () => {
    const { res } = await startSession(production, { 'x-forwarded-proto': 'https' });
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('opens the session it was issued for (a 404 here means: no active entry, but signed in)', async () => {
    const { id, res } = await startSession(t);
    const cookie = sessionCookieOf(res)?.[CONSUMER_SESSION_COOKIE] as string;
    expect((await readActive(t, id, cookie)).statusCode).toBe(404);
  });

  it('refuses a tampered, forged or unsigned cookie with 401', async () => {
    const victim = await startSession(t);
    const attacker = await startSession(t);
    const attackerCookie = sessionCookieOf(attacker.res)?.[CONSUMER_SESSION_COOKIE] as string;
    const signature = attackerCookie.slice(attackerCookie.lastIndexOf('.') + 1);
    const sign = (secret: string, value: string) =>
      `${value}.${createHmac('sha256', secret).update(value).digest('base64').replace(/=+$/, '')}`;
    const forgeries = [
      // The victim's id with the attacker's signature.
      `${victim.id}.${signature}`,
      // Signed with the server's JWT secret itself: the cookie key is derived from it, not equal to it.
      sign(t.config.jwtSecret, victim.id),
      // Signed with another secret.
      sign('uma-outra-chave-qualquer-com-32-caracteres', victim.id),
      // No signature at all.
      victim.id,
    ];
    for (const cookie of forgeries) {
      const res = await readActive(t, victim.id, cookie);
      expect(res.statusCode, cookie).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    // The control: signed the way the server signs (key derived from the secret), it opens the session.
    const genuine = sign(deriveSecret(t.config.jwtSecret, 'consumer-session'), victim.id);
    expect((await readActive(t, victim.id, genuine)).statusCode).toBe(404);
    // The attacker's own valid cookie names the attacker: the victim's rows stay out of reach.
    expect((await readActive(t, victim.id, attackerCookie)).statusCode).toBe(403);
  });
});

describe('logs', () => {
  it('never carry the SMS code, tokens or passwords of a URL', () => {
    expect(redactUrlSecrets('/api/consumer/verify-code?code=123456&consumer=abc')).toBe(
      '/api/consumer/verify-code?code=[redacted]&consumer=abc',
    );
    expect(redactUrlSecrets('/x?token=eyJ&Password=p&senha=s&access_token=t&ok=1')).toBe(
      '/x?token=[redacted]&Password=[redacted]&senha=[redacted]&access_token=[redacted]&ok=1',
    );
    expect(redactUrlSecrets('/api/flag')).toBe('/api/flag');
    expect(redactUrlSecrets('/x?%63ode=1&bad=%E0%A4%A')).toBe('/x?%63ode=[redacted]&bad=%E0%A4%A');
    const logged = serializeRequestForLog({
      method: 'POST',
      url: '/api/consumer/verify-code?code=654321&consumer=abc',
      host: 'x',
      ip: '10.0.0.1',
      headers: { authorization: 'Basic c2VncmVkbw==', cookie: 'sv_consumer=a.b' },
      socket: { remotePort: 5 },
    } as unknown as FastifyRequest);
    expect(JSON.stringify(logged)).not.toMatch(/654321|c2VncmVkbw|sv_consumer/);
  });
});

describe('the access log', () => {
  it('writes one line per answered request, with status and time, and no secret of the URL or headers', async () => {
    const lines: Record<string, unknown>[] = [];
    const logged = await createTestApp({
      config: { logLevel: 'info' },
      logStream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    try {
      const res = await logged.app.inject({
        method: 'POST',
        url: '/api/consumer/verify-code?code=654321&consumer=00000000-0000-4000-8000-000000000000',
        headers: { authorization: 'Basic c2VncmVkbw==', cookie: 'sv_consumer=a.b' },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      await logged.app.inject({ method: 'GET', url: '/api/flag' });
      const requests = lines.filter((line) => line.msg === 'requisição respondida');
      expect(requests).toHaveLength(2);
      expect(lines.filter((line) => line.msg === 'incoming request')).toHaveLength(0);
      expect(requests[0]).toMatchObject({
        req: { method: 'POST', url: expect.stringContaining('code=[redacted]') },
        statusCode: res.statusCode,
        responseTime: expect.any(Number),
      });
      expect(requests[1]).toMatchObject({ req: { method: 'GET', url: '/api/flag' }, statusCode: 200 });
      expect(JSON.stringify(lines)).not.toMatch(/654321|c2VncmVkbw|sv_consumer=a/);
    } finally {
      await logged.close();
    }
  });
});
