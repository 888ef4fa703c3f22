import { like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#api/app';
import { defaultRateLimits, type RateLimitSettings } from '#api/config';
import { rateLimitCounters } from '#api/db/schema/rate-limit.schema';
import type { ManualClock } from '#api/lib/clock';
import { LOGIN_EMAIL_LIMITED_MESSAGE } from '#api/modules/account/login.service';
import { PHONE_RATE_LIMITED_MESSAGE } from '#api/modules/consumer/consumer.routes';
import { SMS_ADDRESS_LIMITED_MESSAGE, SMS_PHONE_LIMITED_MESSAGE } from '#api/modules/consumer/sms-quota';
import { RateLimitCounters } from '#api/modules/rate-limit/rate-limit-counters';
import {
  nextIp,
  nextPhone,
  postConsumer,
  postResendCode,
  postVerifyCode,
  readCodes,
  sessionCookieOf,
} from '#test/consumer-test-helpers';
import { createMerchantFixture } from '#test/fixtures';
import { useTestApp } from '#test/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const GENERIC = { code: 'RATE_LIMITED', message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' };

/** Small numbers, so each limit is reached in a few calls. */
const small: RateLimitSettings = {
  ...defaultRateLimits,
  loginPerIp: { max: 3, windowMs: MINUTE },
  loginPerEmail: { max: 3, windowMs: 15 * MINUTE },
  consumerPerIp: { max: 3, windowMs: 10 * MINUTE },
  consumerPerPhone: { max: 2, windowMs: 10 * MINUTE },
  codePerIp: { max: 3, windowMs: 10 * MINUTE },
  verifyPerConsumer: { max: 2, windowMs: 10 * MINUTE },
  resendPerConsumer: { max: 2, windowMs: 10 * MINUTE },
  contactPerIp: { max: 2, windowMs: 10 * MINUTE },
  cleanupIntervalMs: 0,
};

/** SMS limits small, the others out of the way. */
const smsOnly: RateLimitSettings = {
  ...defaultRateLimits,
  smsPerPhone: { max: 2, windowMs: HOUR },
  smsPerIp: { max: 3, windowMs: DAY },
  cleanupIntervalMs: 0,
};

const t = useTestApp({ config: { rateLimits: small } });
const sms = useTestApp({ config: { rateLimits: smsOnly, featureSmsVerification: true } });

/** Moves the clock forward to the start of the next fixed window, so a test never straddles one. */
function startNextWindow(clock: ManualClock, windowMs: number): void {
  clock.set(new Date((Math.floor(clock.now().getTime() / windowMs) + 1) * windowMs));
}

function expectRetryAfter(res: { headers: Record<string, unknown> }, atMostSeconds: number): void {
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(atMostSeconds);
}

describe('POST /account/login', () => {
  const basic = (email: string, password: string) =>
    `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
  const login = (authorization: string, ip = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { authorization },
      remoteAddress: ip,
    });

  it('limits one address in memory: the 4th attempt of 3 answers 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await login(basic(`ninguem${i}@bar.com`, 'x'), ip)).statusCode).toBe(401);
    }
    const res = await login(basic('outro@bar.com', 'x'), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(GENERIC);
    expectRetryAfter(res, 60);
    expect((await login(basic('outro@bar.com', 'x'))).statusCode).toBe(401);
  });

  it('limits failed logins per e-mail from any address; a success gives its attempt back', async () => {
    startNextWindow(t.clock, small.loginPerEmail.windowMs);
    const { email } = await createMerchantFixture(t.app);
    // Successes do not add up: more than the limit in a row.
    for (let i = 0; i < 4; i += 1) {
      expect((await login(basic(email, 'senha-forte-123'))).statusCode).toBe(200);
    }
    for (let i = 0; i < 3; i += 1) {
      expect((await login(basic(email.toUpperCase(), `errada-${i}`))).statusCode).toBe(401);
    }
    // The 4th failure's address is new, and even the right password is refused now.
    const res = await login(basic(email, 'senha-forte-123'));
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: LOGIN_EMAIL_LIMITED_MESSAGE });
    expectRetryAfter(res, 15 * 60);
    expect((await login(basic('alguem@bar.com', 'x'))).statusCode).toBe(401);

    startNextWindow(t.clock, small.loginPerEmail.windowMs);
    expect((await login(basic(email, 'senha-forte-123'))).statusCode).toBe(200);
  });
});

describe('POST /consumer', () => {
  it('limits one phone across addresses: the 3rd of 2 answers 429, and the next window takes it', async () => {
    startNextWindow(t.clock, small.consumerPerPhone.windowMs);
    const phone = nextPhone();
    for (let i = 0; i < 2; i += 1) {
      expect((await postConsumer(t.app, { phone, name: 'Gil' })).statusCode).toBe(200);
    }
    const res = await postConsumer(t.app, { phone, name: 'Gil' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: PHONE_RATE_LIMITED_MESSAGE });
    expectRetryAfter(res, 10 * 60);
    expect((await postConsumer(t.app, { phone: nextPhone(), name: 'Gil' })).statusCode).toBe(200);

    t.clock.advance(small.consumerPerPhone.windowMs);
    expect((await postConsumer(t.app, { phone, name: 'Gil' })).statusCode).toBe(200);
  });

  it("never counts strangers typing a phone against the device that holds that phone's consumer", async () => {
    startNextWindow(t.clock, small.consumerPerPhone.windowMs);
    const phone = nextPhone();
    const owner = await postConsumer(t.app, { phone, name: 'Dona' });
    const cookies = sessionCookieOf(owner) ?? {};
    for (let i = 0; i < 3; i += 1) await postConsumer(t.app, { phone, name: 'Intruso' });
    expect((await postConsumer(t.app, { phone, name: 'Intruso' })).statusCode).toBe(429);
    const again = await postConsumer(t.app, { phone, name: 'Dona' }, { cookies });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().id).toBe(owner.json().id);
    // Another consumer's session (another phone) is no way around the phone's limit.
    const other = sessionCookieOf(await postConsumer(t.app, { phone: nextPhone(), name: 'Outro' })) ?? {};
    expect((await postConsumer(t.app, { phone, name: 'Intruso' }, { cookies: other })).statusCode).toBe(429);
  });

  it('limits one address in memory: the 4th of 3 answers 429', async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await postConsumer(t.app, { phone: nextPhone(), name: 'Hugo' }, { ip })).statusCode).toBe(200);
    }
    const res = await postConsumer(t.app, { phone: nextPhone(), name: 'Hugo' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(GENERIC);
    expectRetryAfter(res, 10 * 60);
  });

  it('counts phone limits in counters every server process shares', async () => {
    startNextWindow(t.clock, small.consumerPerPhone.windowMs);
    const second = await buildApp(t.config, { database: t.database, clock: t.clock });
    try {
      const phone = nextPhone();
      expect((await postConsumer(t.app, { phone, name: 'Íris' })).statusCode).toBe(200);
      expect((await postConsumer(second, { phone, name: 'Íris' })).statusCode).toBe(200);
      expect((await postConsumer(t.app, { phone, name: 'Íris' })).statusCode).toBe(429);
      expect((await postConsumer(second, { phone, name: 'Íris' })).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('code verification and resend', () => {
  it('limits verify-code per consumer across addresses: the 3rd of 2 answers 429', async () => {
    startNextWindow(t.clock, small.verifyPerConsumer.windowMs);
    const { id } = (await postConsumer(t.app, { phone: nextPhone(), name: 'Lia' })).json();
    for (let i = 0; i < 2; i += 1) expect((await postVerifyCode(t.app, id, '000000')).statusCode).toBe(400);
    const res = await postVerifyCode(t.app, id, '000000');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: PHONE_RATE_LIMITED_MESSAGE });
    expectRetryAfter(res, 10 * 60);
  });

  it('limits verify-code and resend-code per address in memory: the 4th of 3 answers 429', async () => {
    const ip = nextIp();
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1)
      ids.push((await postConsumer(t.app, { phone: nextPhone(), name: 'Mel' })).json().id);
    for (let i = 0; i < 3; i += 1) {
      expect((await postVerifyCode(t.app, ids[i] as string, '000000', { ip })).statusCode).toBe(400);
    }
    const verify = await postVerifyCode(t.app, ids[3] as string, '000000', { ip });
    expect(verify.statusCode).toBe(429);
    expect(verify.json()).toEqual(GENERIC);
    // SMS verification is off on this app: resend answers 404 until the address is cut off.
    const other = nextIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await postResendCode(t.app, ids[i] as string, { ip: other })).statusCode).toBe(404);
    }
    const resend = await postResendCode(t.app, ids[3] as string, { ip: other });
    expect(resend.statusCode).toBe(429);
    expect(resend.json()).toEqual(GENERIC);
  });

  it('limits resend-code per consumer across addresses: the 3rd of 2 answers 429', async () => {
    startNextWindow(t.clock, small.resendPerConsumer.windowMs);
    const { id } = (await postConsumer(t.app, { phone: nextPhone(), name: 'Nil' })).json();
    for (let i = 0; i < 2; i += 1) expect((await postResendCode(t.app, id)).statusCode).toBe(404);
    const res = await postResendCode(t.app, id);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: PHONE_RATE_LIMITED_MESSAGE });
  });
});

describe('SMS sending', () => {
  it('sends one phone at most 2 codes an hour, whatever the path and the address', async () => {
    startNextWindow(sms.clock, HOUR);
    const phone = nextPhone();
    const first = await postConsumer(sms.app, { phone, name: 'Otto' });
    expect(first.json()).toEqual({ id: expect.any(String), phoneVerified: false });
    const id = first.json().id as string;
    sms.clock.advance(61_000);
    // Another device typing the same number: the second code, from another address.
    expect((await postConsumer(sms.app, { phone, name: 'Otto' })).statusCode).toBe(200);
    expect(await readCodes(sms.app, phone)).toHaveLength(2);
    sms.clock.advance(61_000);
    const third = await postResendCode(sms.app, id);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toEqual({ code: 'RATE_LIMITED', message: SMS_PHONE_LIMITED_MESSAGE });
    expectRetryAfter(third, 60 * 60);
    sms.clock.advance(61_000);
    expect((await postConsumer(sms.app, { phone, name: 'Otto' })).statusCode).toBe(429);
    expect(await readCodes(sms.app, phone)).toHaveLength(2);
    // The code that was not sent does not exist: the second one still works.
    const [latest] = await readCodes(sms.app, phone);
    const verified = await postVerifyCode(sms.app, id, latest as string);
    expect(verified.json()).toEqual({ id, phoneVerified: true });

    startNextWindow(sms.clock, HOUR);
    expect((await postResendCode(sms.app, id)).statusCode).toBe(204);
    expect(await readCodes(sms.app, phone)).toHaveLength(3);
  });

  it('sends at most 3 codes a day on requests from one address, whatever the phones', async () => {
    startNextWindow(sms.clock, DAY);
    const ip = nextIp();
    for (let i = 0; i < 3; i += 1) {
      expect((await postConsumer(sms.app, { phone: nextPhone(), name: 'Pia' }, { ip })).statusCode).toBe(200);
    }
    const phone = nextPhone();
    const res = await postConsumer(sms.app, { phone, name: 'Pia' }, { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: SMS_ADDRESS_LIMITED_MESSAGE });
    expectRetryAfter(res, 24 * 60 * 60);
    expect(await readCodes(sms.app, phone)).toEqual([]);
    // Another address still gets its code; the next day this one does too.
    expect((await postConsumer(sms.app, { phone, name: 'Pia' })).statusCode).toBe(200);
    startNextWindow(sms.clock, DAY);
    expect((await postConsumer(sms.app, { phone: nextPhone(), name: 'Pia' }, { ip })).statusCode).toBe(200);
  });

  it('sends no code, and counts nothing, to a device that already holds the verified session', async () => {
    startNextWindow(sms.clock, HOUR);
    const phone = nextPhone();
    const { id } = (await postConsumer(sms.app, { phone, name: 'Rui' })).json();
    const [code] = await readCodes(sms.app, phone);
    const cookies = sessionCookieOf(await postVerifyCode(sms.app, id, code as string));
    for (let i = 0; i < 3; i += 1) {
      expect((await postConsumer(sms.app, { phone, name: 'Rui' }, { cookies })).json()).toEqual({
        id,
        phoneVerified: true,
      });
    }
    expect(await readCodes(sms.app, phone)).toHaveLength(1);
  });
});

describe('POST /contact', () => {
  it('limits one address in memory: the 3rd of 2 answers 429', async () => {
    const ip = nextIp();
    const post = (number: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Quim', number },
        remoteAddress: ip,
      });
    expect((await post('(61) 97777-1001')).statusCode).toBe(204);
    expect((await post('(61) 97777-1002')).statusCode).toBe(204);
    const res = await post('(61) 97777-1003');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(GENERIC);
    expectRetryAfter(res, 10 * 60);
  });
});

describe('reads', () => {
  it('are not limited per address: a restaurant full of consumers polls from one Wi-Fi', async () => {
    const ip = nextIp();
    const statuses = new Set<number>();
    for (let i = 0; i < 120; i += 1) {
      statuses.add(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/flag',
            headers: { 'x-feature-flag': 'SMS_VERIFICATION_ACCOUNT' },
            remoteAddress: ip,
          })
        ).statusCode,
      );
    }
    expect([...statuses]).toEqual([200]);
  });
});

describe('the shared counters', () => {
  const limit = { max: 5, windowMs: MINUTE };

  it('let exactly max attempts through when they arrive at once', async () => {
    startNextWindow(t.clock, MINUTE);
    const counters = new RateLimitCounters(t.database.db, t.clock, t.config.jwtSecret);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 12 }, () => counters.consume([{ scope: 'burst', subject: 'x', limit }])),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
  });

  it('store the limit and a keyed hash, never the phone or e-mail', async () => {
    const phone = nextPhone();
    await t.app.ctx.limits.consume([{ scope: 'privacy', subject: phone, limit }]);
    const rows = await t.database.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(like(rateLimitCounters.key, 'privacy:%'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key).toMatch(/^privacy:[\w-]{32}$/);
    expect(rows[0]?.key).not.toContain(phone);
  });

  it('delete the windows that ended, and keep the current ones', async () => {
    startNextWindow(t.clock, HOUR);
    const counters = t.app.ctx.limits;
    await counters.consume([{ scope: 'cleanup-old', subject: 'a', limit: { max: 9, windowMs: MINUTE } }]);
    await counters.consume([{ scope: 'cleanup-keep', subject: 'a', limit: { max: 9, windowMs: HOUR } }]);
    t.clock.advance(MINUTE);
    expect(await counters.deleteExpired()).toBeGreaterThanOrEqual(1);
    const scopes = await t.database.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} like 'cleanup-%'`);
    expect(scopes.map((row) => row.key.split(':')[0])).toEqual(['cleanup-keep']);
  });
});
