import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '#api/config';
import type { WhatsAppSettings } from '#api/config-whatsapp';
import {
  cloudApiError,
  type FakeWhatsAppCloud,
  fakeWhatsAppAccount,
  startFakeWhatsAppCloud,
} from '#test/fake-whatsapp-cloud';
import { outboundNotification } from '#test/notification-fixtures';
import { useTestApp } from '#test/test-app';
import { textSkipReasons } from './text-message-rules';
import {
  createWhatsAppSender,
  WHATSAPP_BAD_PHONE_REASON,
  WHATSAPP_NOT_CONFIGURED_REASON,
} from './whatsapp-sender';

// The WhatsApp channel of the outbox (docs/notifications.md#text-messages) against a fake Cloud API on
// 127.0.0.1 that checks every request as Meta's would (path, bearer token, template message body).

const DAY = 24 * 60 * 60 * 1000;
const t = useTestApp({
  config: {
    rateLimits: { ...defaultRateLimits, textPerMerchantDay: { max: 3, windowMs: DAY }, cleanupIntervalMs: 0 },
  },
});
let cloud: FakeWhatsAppCloud;
let settings: WhatsAppSettings;

beforeAll(async () => {
  cloud = await startFakeWhatsAppCloud();
  settings = { ...fakeWhatsAppAccount, apiUrl: cloud.apiUrl };
});
afterAll(() => cloud.close());
beforeEach(() => {
  cloud.received.length = 0;
  cloud.next.length = 0;
  // Each test on a day of its own: the restaurant's budget starts again.
  t.clock.set(new Date((Math.floor(t.clock.now().getTime() / DAY) + 1) * DAY + 12 * 60 * 60 * 1000));
});

function senderWith(account: WhatsAppSettings | undefined) {
  return createWhatsAppSender({
    settings: account,
    counters: t.app.ctx.limits,
    limits: t.config.rateLimits,
    clock: t.clock,
    log: t.app.log,
    timeoutMs: 2000,
  });
}

const notice = (values: { merchantId?: string; phone?: string | null; name?: string } = {}) =>
  outboundNotification({
    now: t.clock.now(),
    channel: 'whatsapp',
    merchant: { id: values.merchantId ?? randomUUID(), name: values.name ?? 'Cantina da Praça' },
    consumer: { phone: values.phone === undefined ? '11987654321' : values.phone },
  });

describe('the WhatsApp sender', () => {
  it('posts the template message to {apiUrl}/{phone-number-id}/messages with the bearer token', async () => {
    const outcome = await senderWith(settings).send(notice({ name: '  Cantina\nda   Praça ' }));
    expect(outcome).toEqual({ status: 'sent', providerMessageId: expect.stringMatching(/^wamid\./) });
    expect(cloud.received).toHaveLength(1);
    expect(cloud.received[0]).toMatchObject({
      method: 'POST',
      url: `/v21.0/${fakeWhatsAppAccount.phoneNumberId}/messages`,
      headers: expect.objectContaining({ authorization: `Bearer ${fakeWhatsAppAccount.token}` }),
      body: {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '+5511987654321',
        type: 'template',
        template: {
          name: 'mesa_pronta',
          language: { code: 'pt_BR' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Cantina da Praça' },
                { type: 'text', text: 'https://www.suavez.app/queue' },
              ],
            },
          ],
        },
      },
    });
  });

  it("sends the template in the diner's language when it is approved in it", async () => {
    const spanish = outboundNotification({
      now: t.clock.now(),
      channel: 'whatsapp',
      merchant: { id: randomUUID(), name: 'Cantina da Praça' },
      consumer: { phone: '11987654321', language: 'es' },
    });
    await senderWith({ ...settings, templateLanguages: ['es', 'en_US'] }).send(spanish);
    await senderWith(settings).send({ ...spanish, id: randomUUID() });
    expect(
      cloud.received.map(
        (request) => (request.body as { template: { language: unknown } }).template.language,
      ),
    ).toEqual([{ code: 'es' }, { code: 'pt_BR' }]);
  });

  it('tries again on a 5xx, a 429 and throttling codes, and gives the budget back', async () => {
    const merchantId = randomUUID();
    cloud.next.push(
      { status: 503, body: { error: { message: 'Service Unavailable', code: 131016 } } },
      { status: 500 },
      cloudApiError(429, 4, 'Application request limit reached'),
      cloudApiError(400, 130429, 'Rate limit hit'),
    );
    const sender = senderWith(settings);
    const outcomes = [];
    for (let i = 0; i < 4; i += 1) outcomes.push(await sender.send(notice({ merchantId })));
    expect(outcomes).toEqual([
      {
        status: 'retry',
        reason: 'WhatsApp indisponível (HTTP 503, código 131016); nova tentativa em instantes.',
      },
      { status: 'retry', reason: 'WhatsApp indisponível (HTTP 500); nova tentativa em instantes.' },
      { status: 'retry', reason: 'WhatsApp indisponível (HTTP 429, código 4); nova tentativa em instantes.' },
      {
        status: 'retry',
        reason: 'WhatsApp indisponível (HTTP 400, código 130429); nova tentativa em instantes.',
      },
    ]);
    // None was sent: the restaurant's three messages of the day are all still there.
    for (let i = 0; i < 3; i += 1)
      expect(await sender.send(notice({ merchantId }))).toMatchObject({ status: 'sent' });
    expect(await sender.send(notice({ merchantId }))).toEqual({
      status: 'skipped',
      reason: textSkipReasons.merchantBudget,
    });
    expect(cloud.received).toHaveLength(7);
  });

  it('fails for good on a 4xx refusal, naming what the host can act on', async () => {
    cloud.next.push(cloudApiError(400, 131026, 'Message undeliverable'));
    const sender = senderWith(settings);
    expect(await sender.send(notice())).toEqual({
      status: 'failed',
      reason: 'O número do cliente não recebe mensagens do WhatsApp.',
    });
    cloud.next.push(cloudApiError(400, 131009, 'Parameter value is not valid'));
    expect(await sender.send(notice())).toEqual({
      status: 'failed',
      reason: 'O WhatsApp recusou a mensagem (HTTP 400, código 131009).',
    });
    // The fake's own checks: a wrong token is refused as Meta refuses it.
    expect(await senderWith({ ...settings, token: 'outro' }).send(notice())).toEqual({
      status: 'failed',
      reason: 'O token do WhatsApp é inválido ou expirou.',
    });
    expect(await senderWith({ ...settings, template: 'outro_modelo' }).send(notice())).toEqual({
      status: 'failed',
      reason: 'O modelo de mensagem do WhatsApp não aceitou os dados enviados.',
    });
  });

  it('tries again when the Cloud API cannot be reached', async () => {
    const outcome = await senderWith({ ...settings, apiUrl: 'http://127.0.0.1:9/v21.0' }).send(notice());
    expect(outcome).toEqual({
      status: 'retry',
      reason: 'WhatsApp fora do ar ou lento; nova tentativa em instantes.',
    });
  });

  it('skips without an account, without a phone or after the call; fails on a phone that is not Brazilian', async () => {
    expect(await senderWith(undefined).send(notice())).toEqual({
      status: 'skipped',
      reason: WHATSAPP_NOT_CONFIGURED_REASON,
    });
    const sender = senderWith(settings);
    expect(await sender.send(notice({ phone: null }))).toEqual({
      status: 'skipped',
      reason: textSkipReasons.noPhone,
    });
    expect(await sender.send({ ...notice(), deadlineAt: null })).toEqual({
      status: 'skipped',
      reason: textSkipReasons.callOver,
    });
    expect(await sender.send(notice({ phone: '123' }))).toEqual({
      status: 'failed',
      reason: WHATSAPP_BAD_PHONE_REASON,
    });
    expect(cloud.received).toEqual([]);
  });
});
