import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '#api/config';
import { createHttpSmsProvider } from '#api/modules/consumer/sms-http.provider';
import { createSmsProvider, type SmsProvider } from '#api/modules/consumer/sms-provider';
import { SMS_BUDGET_LIMITED_MESSAGE } from '#api/modules/consumer/sms-quota';
import { nextPhone, postConsumer } from '#test/consumer-test-helpers';
import { type FakeHttpEndpoint, startFakeHttpEndpoint } from '#test/fake-http-endpoint';
import { outboundNotification } from '#test/notification-fixtures';
import { type TestApp, useTestApp } from '#test/test-app';
import { measureSms } from './gsm7';
import { createSmsSender, SMS_RETRY_REASON } from './sms-sender';
import { textSkipReasons } from './text-message-rules';

// The SMS channel of the outbox (docs/notifications.md#text-messages), through the real providers: the
// development outbox (read back at GET /dev/sms) and the HTTP gateway against a fake on 127.0.0.1.

const DAY = 24 * 60 * 60 * 1000;
const limits = {
  ...defaultRateLimits,
  textPerMerchantDay: { max: 2, windowMs: DAY },
  smsPerDay: { max: 5, windowMs: DAY },
  cleanupIntervalMs: 0,
};
const t = useTestApp({ config: { rateLimits: limits, featureSmsVerification: true } });

function senderFor(app: TestApp, sms?: SmsProvider) {
  return createSmsSender({
    sms:
      sms ??
      createSmsProvider({ config: app.config, db: app.database.db, clock: app.clock, log: app.app.log }),
    counters: app.app.ctx.limits,
    limits: app.config.rateLimits,
    clock: app.clock,
    log: app.app.log,
  });
}

const merchantNamed = (name: string) => ({ id: randomUUID(), name });

async function devSms(phone: string): Promise<{ body: string; provider: string }[]> {
  return (await t.app.inject({ method: 'GET', url: `/api/dev/sms?phone=${phone}` })).json();
}

/** Moves the clock to the start of the next UTC day: every daily budget starts again. */
function startNextDay(): void {
  t.clock.set(new Date((Math.floor(t.clock.now().getTime() / DAY) + 1) * DAY + 12 * 60 * 60 * 1000));
}

describe('the SMS sender through the outbox provider', () => {
  it('sends one GSM-7 segment with the restaurant and the link, readable at GET /dev/sms', async () => {
    startNextDay();
    const phone = nextPhone();
    const outcome = await senderFor(t).send(
      outboundNotification({
        now: t.clock.now(),
        merchant: merchantNamed('Cantina da Praça'),
        consumer: { phone },
      }),
    );
    expect(outcome).toEqual({ status: 'sent' });
    const [message, ...others] = await devSms(phone);
    expect(others).toEqual([]);
    expect(message).toMatchObject({
      provider: 'outbox',
      body: 'SuaVez: sua mesa em Cantina da Praca esta pronta! Responda em 5 min: https://www.suavez.app/queue',
    });
    expect(measureSms(message?.body ?? '')).toMatchObject({ encoding: 'gsm7', segments: 1 });
  });

  it('counts the minutes left to answer, and cuts a long accented name to one segment', async () => {
    startNextDay();
    const phone = nextPhone();
    const now = t.clock.now();
    const name =
      'Restaurante e Pizzaria Tradicional Italiana Família Bortolotto Nápoli São João da Boa Vista';
    await senderFor(t).send(
      outboundNotification({
        now,
        merchant: merchantNamed(name),
        consumer: { phone },
        deadlineAt: new Date(now.getTime() + 150_000),
      }),
    );
    const [message] = await devSms(phone);
    expect(message?.body).toMatch(
      /^SuaVez: sua mesa em Restaurante e Pizzaria .* esta pronta! Responda em 3 min: /,
    );
    expect(measureSms(message?.body ?? '')).toMatchObject({ encoding: 'gsm7', segments: 1 });
  });

  it('skips, with the reason, a consumer without a phone, a notice that is not the call, and a call that ended', async () => {
    startNextDay();
    const now = t.clock.now();
    const merchant = merchantNamed('Bar');
    const sender = senderFor(t);
    expect(await sender.send(outboundNotification({ now, merchant, consumer: { phone: null } }))).toEqual({
      status: 'skipped',
      reason: textSkipReasons.noPhone,
    });
    const phone = nextPhone();
    const skips = [
      outboundNotification({ now, merchant, consumer: { phone }, kind: 'almost' }),
      outboundNotification({ now, merchant, consumer: { phone }, deadlineAt: null }),
      outboundNotification({ now, merchant, consumer: { phone }, deadlineAt: new Date(now.getTime() - 1) }),
    ];
    expect(await Promise.all(skips.map((notice) => sender.send(notice)))).toEqual([
      { status: 'skipped', reason: textSkipReasons.notACall },
      { status: 'skipped', reason: textSkipReasons.callOver },
      { status: 'skipped', reason: textSkipReasons.callOver },
    ]);
    expect(await devSms(phone)).toEqual([]);
    // Nothing skipped used the restaurant's budget: both of its texts are still there.
    for (let i = 0; i < 2; i += 1) {
      expect((await sender.send(outboundNotification({ now, merchant, consumer: { phone } }))).status).toBe(
        'sent',
      );
    }
  });
});

describe('the daily budgets', () => {
  it("skips a restaurant's texts past its budget, and other restaurants still send", async () => {
    startNextDay();
    const sender = senderFor(t);
    const now = t.clock.now();
    const busy = merchantNamed('Cantina Cheia');
    const phones = [nextPhone(), nextPhone(), nextPhone()];
    const outcomes = [];
    for (const phone of phones) {
      outcomes.push(await sender.send(outboundNotification({ now, merchant: busy, consumer: { phone } })));
    }
    expect(outcomes).toEqual([
      { status: 'sent' },
      { status: 'sent' },
      { status: 'skipped', reason: textSkipReasons.merchantBudget },
    ]);
    expect(await devSms(phones[2] as string)).toEqual([]);
    const calm = await sender.send(
      outboundNotification({ now, merchant: merchantNamed('Outro'), consumer: {} }),
    );
    expect(calm).toEqual({ status: 'sent' });
    // The next day the restaurant's budget starts again.
    startNextDay();
    const tomorrow = await sender.send(
      outboundNotification({ now: t.clock.now(), merchant: busy, consumer: { phone: nextPhone() } }),
    );
    expect(tomorrow).toEqual({ status: 'sent' });
  });

  it("shares the service's daily SMS budget with the verification codes", async () => {
    startNextDay();
    const sender = senderFor(t);
    const now = t.clock.now();
    for (let i = 0; i < 5; i += 1) {
      const outcome = await sender.send(
        outboundNotification({ now, merchant: merchantNamed(`R${i}`), consumer: {} }),
      );
      expect(outcome).toEqual({ status: 'sent' });
    }
    const over = await sender.send(
      outboundNotification({ now, merchant: merchantNamed('R5'), consumer: {} }),
    );
    expect(over).toEqual({ status: 'skipped', reason: textSkipReasons.serviceBudget });
    // The restaurant refused by the service's budget keeps its own: a code asked for now is refused too.
    const code = await postConsumer(t.app, { phone: nextPhone(), name: 'Ana' });
    expect(code.statusCode).toBe(429);
    expect(code.json().message).toBe(SMS_BUDGET_LIMITED_MESSAGE);
  });
});

describe('the SMS sender through the HTTP gateway', () => {
  let gateway: FakeHttpEndpoint;
  let status = 202;
  beforeAll(async () => {
    gateway = await startFakeHttpEndpoint(() => ({ status, body: { ok: status < 300 } }));
  });
  afterAll(() => gateway.close());

  it('posts the text; a 5xx is tried again and gives its budget back, a 4xx fails for good', async () => {
    startNextDay();
    const sender = senderFor(t, createHttpSmsProvider({ url: `${gateway.origin}/sms`, token: 'tk' }));
    const now = t.clock.now();
    const merchant = merchantNamed('Cantina da Praça');
    const notice = () => outboundNotification({ now, merchant, consumer: { phone: '11987654321' } });
    status = 503;
    expect(await sender.send(notice())).toEqual({ status: 'retry', reason: SMS_RETRY_REASON });
    status = 429;
    expect(await sender.send(notice())).toEqual({ status: 'retry', reason: SMS_RETRY_REASON });
    status = 400;
    expect(await sender.send(notice())).toEqual({
      status: 'failed',
      reason: 'O serviço de SMS recusou a mensagem (HTTP 400).',
    });
    // None of the three was sent, so the restaurant's two texts of the day are still there.
    status = 202;
    expect(await sender.send(notice())).toEqual({ status: 'sent' });
    expect(await sender.send(notice())).toEqual({ status: 'sent' });
    expect(await sender.send(notice())).toEqual({
      status: 'skipped',
      reason: textSkipReasons.merchantBudget,
    });
    expect(gateway.received).toHaveLength(5);
    expect(gateway.received[4]).toMatchObject({
      method: 'POST',
      url: '/sms',
      headers: expect.objectContaining({ authorization: 'Bearer tk' }),
      body: {
        to: '+5511987654321',
        message:
          'SuaVez: sua mesa em Cantina da Praca esta pronta! Responda em 5 min: https://www.suavez.app/queue',
      },
    });
  });

  it('tries again when the gateway cannot be reached', async () => {
    startNextDay();
    const sender = senderFor(t, createHttpSmsProvider({ url: 'http://127.0.0.1:9/sms', timeoutMs: 2000 }));
    const outcome = await sender.send(
      outboundNotification({ now: t.clock.now(), merchant: merchantNamed('Bar'), consumer: {} }),
    );
    expect(outcome).toEqual({ status: 'retry', reason: SMS_RETRY_REASON });
  });
});
