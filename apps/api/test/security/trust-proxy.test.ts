import { describe, expect, it } from 'vitest';
import { defaultRateLimits, loadConfig, type RateLimitSettings } from '#api/config';
import { ADDRESS_RATE_LIMITED_MESSAGE } from '#api/modules/rate-limit/address-limits';
import { PROXY_HEADER_IGNORED_WARNING, PROXY_SETTING_WARNING } from '#api/plugins/proxy-trust';
import { nextIp, nextPhone } from '#test/consumer-test-helpers';
import { testVapidEnv } from '#test/push-test-keys';
import { type TestApp, useTestApp } from '#test/test-app';

// TRUST_PROXY (docs/security.md, "Rate limits"): no proxy is trusted unless it is set, so a client that
// writes X-Forwarded-For itself cannot step past a per-address limit; when it is set, a request without
// the header means the setting looks wrong, and the server says so once.

const MINUTE = 60_000;
const GENERIC = { code: 'RATE_LIMITED', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' };
const ADDRESS_LIMITED = { code: 'RATE_LIMITED', message: ADDRESS_RATE_LIMITED_MESSAGE };
const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), ...testVapidEnv };

/** A burst limit in memory (contact) and a shared ceiling (consumer), both of two. */
const tight: RateLimitSettings = {
  ...defaultRateLimits,
  contactPerIp: { max: 2, windowMs: 10 * MINUTE },
  consumerPerIpCeiling: { max: 2, windowMs: 24 * 60 * MINUTE },
  cleanupIntervalMs: 0,
};

type LogLine = { level: number; msg: string; trustProxy?: number };
const warningsIn = (lines: LogLine[]) => lines.filter((line) => line.msg === PROXY_SETTING_WARNING);
const ignoredHeaderIn = (lines: LogLine[]) =>
  lines.filter((line) => line.msg === PROXY_HEADER_IGNORED_WARNING);

const directLines: LogLine[] = [];
const proxiedLines: LogLine[] = [];

// The production configuration as loaded from an environment without TRUST_PROXY, and with it.
const direct = useTestApp({
  config: {
    isProduction: true,
    nodeEnv: 'production',
    trustProxyHops: loadConfig(production).trustProxyHops,
    rateLimits: tight,
    logLevel: 'warn',
  },
  logStream: { write: (line) => directLines.push(JSON.parse(line)) },
});
const proxied = useTestApp({
  config: {
    isProduction: true,
    nodeEnv: 'production',
    trustProxyHops: loadConfig({ ...production, TRUST_PROXY: '1' }).trustProxyHops,
    rateLimits: tight,
    logLevel: 'warn',
  },
  logStream: { write: (line) => proxiedLines.push(JSON.parse(line)) },
});
/** '(61) 9NNNN-NNNN', a number no other call of the run sends. */
function contactNumber(): string {
  const digits = nextPhone();
  return `(61) 9${digits.slice(4, 8)}-${digits.slice(7)}`;
}

function post(t: TestApp, url: string, payload: object, ip: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    remoteAddress: ip,
  });
}
const contact = (t: TestApp, ip: string, forwardedFor?: string) =>
  post(t, '/api/contact', { name: 'Quim', number: contactNumber() }, ip, forwardedFor);
const signUp = (t: TestApp, ip: string, forwardedFor?: string) =>
  post(t, '/api/consumer', { phone: nextPhone(), name: 'Robô' }, ip, forwardedFor);

describe('without TRUST_PROXY (the default, production included)', () => {
  it('trusts no proxy', () => {
    expect(loadConfig(production).trustProxyHops).toBe(0);
    expect(loadConfig({ ...production, TRUST_PROXY: '2' }).trustProxyHops).toBe(2);
  });

  it('counts the socket address: a rotated X-Forwarded-For escapes neither the burst nor the ceiling', async () => {
    const ip = nextIp();
    expect((await contact(direct, ip, '203.0.113.1')).statusCode).toBe(204);
    expect((await contact(direct, ip, '203.0.113.2')).statusCode).toBe(204);
    const burst = await contact(direct, ip, '203.0.113.3');
    expect(burst.statusCode).toBe(429);
    expect(burst.json()).toEqual(GENERIC);

    expect((await signUp(direct, ip, '198.51.100.1')).statusCode).toBe(200);
    expect((await signUp(direct, ip, '198.51.100.2')).statusCode).toBe(200);
    const ceiling = await signUp(direct, ip, '198.51.100.3');
    expect(ceiling.statusCode).toBe(429);
    expect(ceiling.json()).toEqual(ADDRESS_LIMITED);
    // Requests without the header are what a server without a proxy gets; the header itself may mean a
    // proxy the setting does not know of (every client one address): said once, whatever the number.
    expect((await signUp(direct, nextIp())).statusCode).toBe(200);
    expect(warningsIn(directLines)).toEqual([]);
    expect(ignoredHeaderIn(directLines)).toEqual([expect.objectContaining({ level: 40, trustProxy: 0 })]);
  });
});

describe('with TRUST_PROXY=1', () => {
  const proxy = '10.200.0.1';

  it('counts the address the proxy saw, not what the client wrote before it', async () => {
    expect((await contact(proxied, proxy, '198.51.100.7')).statusCode).toBe(204);
    // The client wrote '1.2.3.4' itself; the proxy appended the address it saw.
    expect((await contact(proxied, proxy, '1.2.3.4, 198.51.100.7')).statusCode).toBe(204);
    expect((await contact(proxied, proxy, '5.6.7.8, 198.51.100.7')).statusCode).toBe(429);
    // Another consumer behind the same proxy is another address.
    expect((await contact(proxied, proxy, '198.51.100.8')).statusCode).toBe(204);
    expect(warningsIn(proxiedLines)).toEqual([]);
  });

  it('logs one warning, once per process, when a request arrives without X-Forwarded-For', async () => {
    // A load balancer's probes (and Prometheus) reach the server directly: not a sign of a wrong setting.
    for (const url of ['/health', '/ready', '/metrics']) {
      expect(
        (await proxied.app.inject({ method: 'GET', url, remoteAddress: proxy })).statusCode,
      ).toBeLessThan(500);
    }
    expect(warningsIn(proxiedLines)).toEqual([]);
    for (let i = 0; i < 3; i += 1) expect((await signUp(proxied, nextIp())).statusCode).toBe(200);
    expect((await contact(proxied, nextIp())).statusCode).toBe(204);
    expect(warningsIn(proxiedLines)).toEqual([expect.objectContaining({ level: 40, trustProxy: 1 })]);
    expect(ignoredHeaderIn(proxiedLines)).toEqual([]);
  });
});
