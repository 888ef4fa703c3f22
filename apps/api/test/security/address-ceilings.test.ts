import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#api/app';
import { defaultRateLimits, type RateLimitSettings } from '#api/config';
import type { ManualClock } from '#api/lib/clock';
import { SMS_BUDGET_LIMITED_MESSAGE, SMS_PHONE_LIMITED_MESSAGE } from '#api/modules/consumer/sms-quota';
import { ADDRESS_RATE_LIMITED_MESSAGE } from '#api/modules/rate-limit/address-limits';
import { nextIp, nextPhone, postConsumer, readCodes } from '#test/consumer-test-helpers';
import { createMerchantFixture } from '#test/fixtures';
import { useTestApp } from '#test/test-app';

// The shared per-address ceilings of login and contact, and the SMS budget of the whole service
// (docs/security.md, "Rate limits"), with small numbers so each is reached in a few calls.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const ADDRESS_LIMITED = { code: 'RATE_LIMITED', message: ADDRESS_RATE_LIMITED_MESSAGE };

/** The in-memory bursts out of the way, the shared ceilings small. */
const ceilings: RateLimitSettings = {
  ...defaultRateLimits,
  loginPerIpCeiling: { max: 3, windowMs: HOUR },
  contactPerIpCeiling: { max: 3, windowMs: DAY },
  smsPerPhone: { max: 1, windowMs: HOUR },
  smsPerDay: { max: 3, windowMs: DAY },
  cleanupIntervalMs: 0,
};

const lines: { level: number; msg: string }[] = [];
const logStream = { write: (line: string) => lines.push(JSON.parse(line)) };
const t = useTestApp({
  config: { rateLimits: ceilings, featureSmsVerification: true, logLevel: 'warn' },
  logStream,
});
let second: FastifyInstance;

beforeAll(async () => {
  // Another server process on the same database, with a memory of its own.
  second = await buildApp(t.config, { database: t.database, clock: t.clock, logStream });
});
afterAll(async () => second.close());

function startNext(clock: ManualClock, windowMs: number): void {
  clock.set(new Date((Math.floor(clock.now().getTime() / windowMs) + 1) * windowMs));
}

/** '21991234567' as the contact form sends it: '(21) 99123-4567'. */
function masked(phone: string): string {
  return `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`;
}

function retryAfterOf(res: { headers: Record<string, unknown> }): number {
  return Number(res.headers['retry-after']);
}

describe('POST /account/login per address', () => {
  const basic = (email: string, password: string) =>
    `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
  const login = (app: FastifyInstance, email: string, password: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { authorization: basic(email, password) },
      remoteAddress: ip,
    });

  it('counts failed logins over every e-mail, in every process; successes give theirs back', async () => {
    startNext(t.clock, HOUR);
    const { email } = await createMerchantFixture(t.app);
    const ip = nextIp();
    for (let i = 0; i < 4; i += 1)
      expect((await login(t.app, email, 'senha-forte-123', ip)).statusCode).toBe(200);
    expect((await login(t.app, 'a@bar.com', 'x', ip)).statusCode).toBe(401);
    expect((await login(second, 'b@bar.com', 'x', ip)).statusCode).toBe(401);
    expect((await login(t.app, 'c@bar.com', 'x', ip)).statusCode).toBe(401);
    const refused = await login(second, email, 'senha-forte-123', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(ADDRESS_LIMITED);
    expect(retryAfterOf(refused)).toBeLessThanOrEqual(60 * 60);
    expect((await login(t.app, email, 'senha-forte-123', nextIp())).statusCode).toBe(200);
    startNext(t.clock, HOUR);
    expect((await login(t.app, email, 'senha-forte-123', ip)).statusCode).toBe(200);
  });
});

describe('POST /contact per address', () => {
  const contact = (app: FastifyInstance, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Quim', number: masked(nextPhone()) },
      remoteAddress: ip,
    });

  it('holds a daily ceiling every process shares', async () => {
    startNext(t.clock, DAY);
    const ip = nextIp();
    expect((await contact(t.app, ip)).statusCode).toBe(204);
    expect((await contact(second, ip)).statusCode).toBe(204);
    expect((await contact(t.app, ip)).statusCode).toBe(204);
    const refused = await contact(second, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(ADDRESS_LIMITED);
    expect(retryAfterOf(refused)).toBeLessThanOrEqual(24 * 60 * 60);
    expect((await contact(t.app, nextIp())).statusCode).toBe(204);
  });
});

describe('the SMS budget of the whole service', () => {
  const budgetLines = () => lines.filter((line) => line.msg.startsWith('orçamento diário de SMS esgotado'));

  it('sends at most SMS_LIMIT_PER_DAY codes a day, whatever the addresses, and counts only those sent', async () => {
    startNext(t.clock, DAY);
    const first = nextPhone();
    expect((await postConsumer(t.app, { phone: first, name: 'Rui' })).statusCode).toBe(200);
    // Refused by the phone's own limit: that attempt does not use up the budget.
    t.clock.advance(61_000);
    const samePhone = await postConsumer(second, { phone: first, name: 'Rui' });
    expect(samePhone.json()).toEqual({ code: 'RATE_LIMITED', message: SMS_PHONE_LIMITED_MESSAGE });
    for (const app of [t.app, second]) {
      expect((await postConsumer(app, { phone: nextPhone(), name: 'Rui' })).statusCode).toBe(200);
    }
    // The 4th message of the day, from yet another address and phone, in either process.
    for (const app of [t.app, second, t.app]) {
      const phone = nextPhone();
      const refused = await postConsumer(app, { phone, name: 'Rui' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 'RATE_LIMITED', message: SMS_BUDGET_LIMITED_MESSAGE });
      expect(retryAfterOf(refused)).toBeLessThanOrEqual(24 * 60 * 60);
      expect(await readCodes(t.app, phone)).toEqual([]);
    }
    // The operator hears of it once, not once per refusal or per process.
    expect(budgetLines()).toHaveLength(1);
    expect(budgetLines()[0]?.level).toBe(50);

    startNext(t.clock, DAY);
    const tomorrow = nextPhone();
    expect((await postConsumer(second, { phone: tomorrow, name: 'Rui' })).statusCode).toBe(200);
    expect(await readCodes(t.app, tomorrow)).toHaveLength(1);
  });
});
