import { describe, expect, it } from 'vitest';
import { decodeTokenClaims, isTokenUnexpired, parseCookie, serializeCookie } from './cookies';

/** Builds an unsigned JWT-shaped token carrying `claims` (base64url, as a server would). */
function buildToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

const now = Date.UTC(2025, 0, 15, 12, 0, 0);
const nowSeconds = now / 1000;

describe('isTokenUnexpired', () => {
  it.each([
    ['exp one minute ahead', buildToken({ exp: nowSeconds + 60 }), true],
    ['exp one second ago', buildToken({ exp: nowSeconds - 1 }), false],
    ['exp exactly now', buildToken({ exp: nowSeconds }), false],
    ['no exp claim', buildToken({ merchant: 'm1' }), false],
    ['exp as a string', buildToken({ exp: String(nowSeconds + 60) }), false],
    [
      'two parts only',
      buildToken({ exp: nowSeconds + 60 })
        .split('.')
        .slice(0, 2)
        .join('.'),
      false,
    ],
    ['four parts', `${buildToken({ exp: nowSeconds + 60 })}.extra`, false],
    ['payload not base64 JSON', 'aaa.bbb.ccc', false],
    ['empty string', '', false],
  ])('%s', (_label, token, expected) => {
    expect(isTokenUnexpired(token, now)).toBe(expected);
  });
});

describe('decodeTokenClaims', () => {
  it('reads base64url payloads with non-ASCII text and URL-unsafe characters', () => {
    const claims = { exp: 1, merchant: 'ab?>~', name: 'Cantina da Praça' };
    expect(decodeTokenClaims(buildToken(claims))).toEqual(claims);
  });

  it('refuses a payload that is not an object', () => {
    const payload = Buffer.from('[1,2]').toString('base64url');
    expect(decodeTokenClaims(`x.${payload}.y`)).toBeNull();
  });
});

describe('parseCookie', () => {
  const cookieString = 'qrbc=true; access_token=a.b.c;email=demo%40suavez.app;  user=42; broken; user=43';

  it.each([
    ['qrbc', 'true'],
    ['access_token', 'a.b.c'],
    ['email', 'demo@suavez.app'],
    ['user', '42'],
    ['merchant_id', null],
    ['broken', null],
  ])('%s → %s', (name, expected) => {
    expect(parseCookie(cookieString, name)).toBe(expected);
  });

  it('does not match on a name prefix or suffix', () => {
    expect(parseCookie('xuser=1; user_id=2', 'user')).toBeNull();
  });

  it('keeps "=" inside values and tolerates bad escapes', () => {
    expect(parseCookie('access_token=abc==; email=%E0%A4%A', 'access_token')).toBe('abc==');
    expect(parseCookie('access_token=abc==; email=%E0%A4%A', 'email')).toBe('%E0%A4%A');
  });

  it('reads an empty cookie string', () => {
    expect(parseCookie('', 'user')).toBeNull();
  });
});

describe('serializeCookie', () => {
  it('encodes the value with path, SameSite and lifetime', () => {
    expect(serializeCookie('email', 'demo@suavez.app', { maxAgeSeconds: 86400, secure: false })).toBe(
      'email=demo%40suavez.app; Path=/; SameSite=Lax; Max-Age=86400',
    );
  });

  it('marks the cookie Secure on https and deletes with Max-Age=0', () => {
    expect(serializeCookie('user', '', { maxAgeSeconds: 0, path: '/queue', secure: true })).toBe(
      'user=; Path=/queue; SameSite=Lax; Max-Age=0; Secure',
    );
  });

  it('round-trips through parseCookie', () => {
    const pair =
      serializeCookie('email', 'ana+1@exemplo.com.br; x=y', { secure: false }).split('; ')[0] ?? '';
    expect(parseCookie(pair, 'email')).toBe('ana+1@exemplo.com.br; x=y');
  });
});
