import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consumers } from '#api/db/schema/consumer.schema';
import { transitionQueueEntry } from '#api/modules/queue/transition-queue-entry.service';
import { nextPhone } from '#test/consumer-test-helpers';
import { fakeWhatsAppAccount, startFakeWhatsAppCloud } from '#test/fake-whatsapp-cloud';
import { createMerchantFixture, joinQueueFixture, type MerchantFixture } from '#test/fixtures';
import { createAppNotificationSenders, runWorkerPass } from '#test/notification-test-helpers';
import { callAs, type TestApp, useFixture, useTestApp } from '#test/test-app';

// A call's text message from end to end (docs/notifications.md#text-messages): the merchant's automation and
// channel through the API, the call through the API, the outbox worker with the server's real senders, and
// what the host's queue card reads back.

const cloud = useFixture(() => startFakeWhatsAppCloud(), { teardown: (fake) => fake.close() });
const t = useTestApp(() => ({ config: { whatsApp: { ...fakeWhatsAppAccount, apiUrl: cloud.apiUrl } } }));
const statusUrl = 'http://127.0.0.1:3000/queue';

/** A restaurant with the automation on and `channel` chosen, through the merchant's own calls. */
async function restaurantTexting(channel: 'sms' | 'whatsapp', name: string): Promise<MerchantFixture> {
  const merchant = await createMerchantFixture(t.app, { name });
  const id = merchant.merchantId;
  const on = await callAs(t, merchant, 'PATCH', `/merchant/toggle/automation?id=${id}&automation=NOTIFY_SMS`);
  expect(on.json()).toMatchObject({ notifySms: true });
  const chosen = await callAs(t, merchant, 'PATCH', `/merchant/text-channel?id=${id}&channel=${channel}`);
  expect(chosen.json()).toMatchObject({ textChannel: channel });
  return merchant;
}

/** A consumer with `phone` in line at `merchant`, called by the host through the API. */
async function callSomeone(merchant: MerchantFixture, phone: string): Promise<string> {
  const entry = await joinQueueFixture(t, { merchantId: merchant.merchantId, phone, events: ['accept'] });
  const call = await callAs(t, merchant, 'POST', `/queue/call?queueId=${entry.id}`);
  expect(call.statusCode, call.body).toBe(200);
  return entry.id;
}

const workerPass = (app: TestApp) => runWorkerPass(app, createAppNotificationSenders(app.app));

/** The notices the host's card reads for an entry (`GET /queue/current`), of the text channels. */
async function textNotices(merchant: MerchantFixture, entryId: string) {
  const res = await callAs(
    t,
    merchant,
    'GET',
    `/queue/current?merchantId=${merchant.merchantId}&status=CALLED`,
  );
  const entry = (res.json() as { id: string; notifications: { channel: string }[] }[]).find(
    (row) => row.id === entryId,
  );
  return entry?.notifications.filter((notice) => notice.channel !== 'push');
}

const devSms = async (phone: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/sms?phone=${phone}` })).json() as { body: string }[];

describe('the call text through the outbox', () => {
  it('sends one SMS per call, and the host sees it sent', async () => {
    const merchant = await restaurantTexting('sms', 'Cantina da Praça');
    const phone = nextPhone();
    const entryId = await callSomeone(merchant, phone);
    await workerPass(t);
    await workerPass(t);
    expect((await devSms(phone)).map((message) => message.body)).toEqual([
      `SuaVez: sua mesa em Cantina da Praca esta pronta! Responda em 5 min: ${statusUrl}`,
    ]);
    expect(await textNotices(merchant, entryId)).toEqual([
      { channel: 'sms', kind: 'called', status: 'sent', at: t.clock.now().toISOString() },
    ]);
  });

  it("writes the SMS in the diner's language (the consumer's, rules.md §16)", async () => {
    const merchant = await restaurantTexting('sms', 'Cantina da Praça');
    const [spanish, english] = [nextPhone(), nextPhone()];
    const spanishEntry = await joinQueueFixture(t, { merchantId: merchant.merchantId, phone: spanish });
    const englishEntry = await joinQueueFixture(t, { merchantId: merchant.merchantId, phone: english });
    for (const [entry, lang] of [
      [spanishEntry, 'es'],
      [englishEntry, 'en'],
    ] as const) {
      await t.database.db.update(consumers).set({ lang }).where(eq(consumers.id, entry.consumerId));
      await transitionQueueEntry({
        db: t.database.db,
        clock: t.clock,
        queueEntryId: entry.id,
        event: 'accept',
        actor: 'merchant',
      });
      const call = await callAs(t, merchant, 'POST', `/queue/call?queueId=${entry.id}`);
      expect(call.statusCode, call.body).toBe(200);
    }
    await workerPass(t);
    await workerPass(t);
    expect((await devSms(spanish)).map((message) => message.body)).toEqual([
      `SuaVez: tu mesa en Cantina da Praca ya esta lista! Responde en 5 min: ${statusUrl}`,
    ]);
    expect((await devSms(english)).map((message) => message.body)).toEqual([
      `SuaVez: your table at Cantina da Praca is ready! Reply within 5 min: ${statusUrl}`,
    ]);
  });

  it('sends the WhatsApp template instead for a restaurant that chose it, retrying a 5xx', async () => {
    const merchant = await restaurantTexting('whatsapp', 'Bar do Zé');
    const phone = nextPhone();
    const entryId = await callSomeone(merchant, phone);
    cloud.next.push({ status: 503, body: { error: { message: 'Service unavailable', code: 131016 } } });
    const before = cloud.received.length;
    await workerPass(t);
    expect(await textNotices(merchant, entryId)).toMatchObject([{ channel: 'whatsapp', status: 'pending' }]);
    t.clock.advance(60_000);
    await workerPass(t);
    expect(await textNotices(merchant, entryId)).toMatchObject([
      { channel: 'whatsapp', kind: 'called', status: 'sent' },
    ]);
    const requests = cloud.received.slice(before);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.body).toMatchObject({
      to: `+55${phone}`,
      template: { components: [{ parameters: [{ text: 'Bar do Zé' }, { text: statusUrl }] }] },
    });
    expect(await devSms(phone)).toEqual([]);
  });

  it('sends no text for a restaurant with the automation off', async () => {
    const merchant = await createMerchantFixture(t.app);
    const phone = nextPhone();
    const entryId = await callSomeone(merchant, phone);
    await workerPass(t);
    expect(await textNotices(merchant, entryId)).toEqual([]);
    expect(await devSms(phone)).toEqual([]);
  });
});
