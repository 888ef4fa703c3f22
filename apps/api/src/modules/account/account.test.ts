import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '#api/config';
import { hashPassword } from '#api/lib/password';
import { basicAuth } from '#test/account-test-helpers';
import { insertMerchantRow, insertMerchantUserRow } from '#test/fixture-rows';
import { useTestApp } from '#test/test-app';

describe('merchant login and session check', () => {
  const t = useTestApp();
  let merchantId: string;

  beforeAll(async () => {
    merchantId = await insertMerchantRow(t.database.db, { name: 'Bar do Zé', shortId: 'barze1' });
    await insertMerchantUserRow(t.database.db, {
      merchantId,
      email: 'ze@bar.com',
      passwordHash: await hashPassword('segredo123'),
    });
  });

  async function login(authorization?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: authorization ? { authorization } : {},
    });
  }

  it('answers a 12-hour token with the merchant claim for the right password', async () => {
    const res = await login(basicAuth('ZE@bar.com', 'segredo123'));
    expect(res.statusCode).toBe(200);
    const { accessToken } = res.json();
    const [, payload] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.merchant).toBe(merchantId);
    // Today's merchant users are owners (migration 0011's default).
    expect(claims.role).toBe('owner');
    expect(claims.exp - claims.iat).toBe(12 * 60 * 60);

    const check = await t.app.inject({
      method: 'GET',
      url: '/api/account/validate',
      headers: { 'x-access-token': accessToken },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({
      valid: true,
      merchantId,
      email: 'ze@bar.com',
      role: 'owner',
      name: '',
      emailConfirmed: false,
    });
  });

  it.each([
    ['wrong password', basicAuth('ze@bar.com', 'errada')],
    ['unknown e-mail', basicAuth('ninguem@bar.com', 'segredo123')],
    ['no colon', `Basic ${Buffer.from('semdoispontos').toString('base64')}`],
    ['not basic', 'Bearer abc'],
    ['missing header', undefined],
  ])('refuses %s with 401 and the same pt-BR message', async (_case, header) => {
    const res = await login(header);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha inválidos.' });
  });

  it('refuses an expired token once 12 hours pass on the clock', async () => {
    const { accessToken } = (await login(basicAuth('ze@bar.com', 'segredo123'))).json();
    t.clock.advance(12 * 60 * 60 * 1000 + 1000);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/validate',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('refuses unsigned, forged and malformed tokens', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const payload = Buffer.from(JSON.stringify({ merchant: merchantId, sub: 'x', exp: now + 60 })).toString(
      'base64url',
    );
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const forged = await new SignJWT({ merchant: merchantId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setExpirationTime(now + 60)
      .sign(new TextEncoder().encode('outro-segredo-com-mais-de-32-caracteres!!'));
    for (const token of [unsigned, forged, 'a.b.c', 'lixo', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/account/validate',
        headers: { 'x-access-token': token },
      });
      expect(res.statusCode, token).toBe(401);
      expect(res.json().message).toBe('Sessão inválida ou expirada. Entre novamente.');
    }
  });

  it('rate limits login attempts per address with a pt-BR 429', async () => {
    let last = 0;
    for (let i = 0; i < defaultRateLimits.loginPerIp.max + 2; i += 1) {
      last = (await login(basicAuth('ze@bar.com', 'errada'))).statusCode;
    }
    expect(last).toBe(429);
    const res = await login(basicAuth('ze@bar.com', 'segredo123'));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
    });
  });
});
