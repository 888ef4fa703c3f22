import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { merchants } from '#api/db/schema/merchant.schema';
import { createMerchantFixture, type MerchantFixture } from '#test/fixtures';
import { callAs, type TestApp, useTestApp } from '#test/test-app';
import { WHATSAPP_UNAVAILABLE_MESSAGE } from './update-text-channel.service';

// The call's text message (docs/notifications.md#text-messages): the automation NOTIFY_SMS, the channel
// that carries it, and what the public merchant read says of them.

const whatsApp = {
  apiUrl: 'http://127.0.0.1:9/v21.0',
  phoneNumberId: '1234567890',
  token: 'token-de-teste',
  template: 'mesa_pronta',
  language: 'pt_BR',
};

const full = (t: TestApp, m: MerchantFixture) => callAs(t, m, 'GET', `/merchant/full?id=${m.merchantId}`);
const setChannel = (t: TestApp, m: MerchantFixture | null, channel: string, id = m?.merchantId) =>
  callAs(t, m, 'PATCH', `/merchant/text-channel?id=${id}&channel=${channel}`);
const toggleSms = (t: TestApp, m: MerchantFixture) =>
  callAs(t, m, 'PATCH', `/merchant/toggle/automation?id=${m.merchantId}&automation=NOTIFY_SMS`);
const publicRead = (t: TestApp, m: MerchantFixture) =>
  callAs(t, null, 'GET', `/merchant?id=${m.merchantId}&public=true`);

describe('on a server without WhatsApp', () => {
  const t = useTestApp();

  it('GET /merchant/full shows the text settings: off, by SMS, WhatsApp not available', async () => {
    const merchant = await createMerchantFixture(t.app);
    expect((await full(t, merchant)).json()).toMatchObject({
      notifySms: false,
      textChannel: 'sms',
      whatsAppAvailable: false,
    });
  });

  it('NOTIFY_SMS flips notifySms alone, and the public read follows it', async () => {
    const merchant = await createMerchantFixture(t.app);
    expect((await publicRead(t, merchant)).json()).toMatchObject({ notifySms: false, textChannel: 'sms' });
    const on = await toggleSms(t, merchant);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ notifySms: true, autoQueue: false, autoAcceptConsumer: false });
    expect((await full(t, merchant)).json().notifySms).toBe(true);
    expect((await publicRead(t, merchant)).json()).toMatchObject({ notifySms: true, textChannel: 'sms' });
    const off = await toggleSms(t, merchant);
    expect(off.json()).toMatchObject({ notifySms: false });
    expect((await publicRead(t, merchant)).json().notifySms).toBe(false);
  });

  it('refuses WhatsApp with 409 and a pt-BR message, changing nothing; SMS is accepted', async () => {
    const merchant = await createMerchantFixture(t.app);
    const refused = await setChannel(t, merchant, 'whatsapp');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: WHATSAPP_UNAVAILABLE_MESSAGE });
    expect((await full(t, merchant)).json().textChannel).toBe('sms');
    const sms = await setChannel(t, merchant, 'sms');
    expect(sms.statusCode).toBe(200);
    expect(sms.json()).toMatchObject({ textChannel: 'sms', whatsAppAvailable: false });
  });

  it('refuses an unknown channel (400), no session (401) and another merchant (403)', async () => {
    const merchant = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    const bad = await setChannel(t, merchant, 'telegram');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Canal inválido: use sms ou whatsapp');
    expect((await setChannel(t, null, 'sms', merchant.merchantId)).statusCode).toBe(401);
    expect((await setChannel(t, merchant, 'sms', other.merchantId)).statusCode).toBe(403);
  });

  it('tells consumers no text will come when the chosen WhatsApp is no longer configured', async () => {
    const merchant = await createMerchantFixture(t.app);
    await t.database.db
      .update(merchants)
      .set({ notifySms: true, textChannel: 'whatsapp' })
      .where(eq(merchants.id, merchant.merchantId));
    expect((await publicRead(t, merchant)).json()).toMatchObject({
      notifySms: false,
      textChannel: 'whatsapp',
    });
    expect((await full(t, merchant)).json()).toMatchObject({
      notifySms: true,
      textChannel: 'whatsapp',
      whatsAppAvailable: false,
    });
  });
});

describe('on a server with a WhatsApp account', () => {
  const t = useTestApp({ config: { whatsApp } });

  it('lets the merchant choose WhatsApp and back, and the public read names the channel', async () => {
    const merchant = await createMerchantFixture(t.app);
    expect((await full(t, merchant)).json().whatsAppAvailable).toBe(true);
    await toggleSms(t, merchant);
    const chosen = await setChannel(t, merchant, 'whatsapp');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toMatchObject({
      notifySms: true,
      textChannel: 'whatsapp',
      whatsAppAvailable: true,
    });
    expect((await publicRead(t, merchant)).json()).toMatchObject({
      notifySms: true,
      textChannel: 'whatsapp',
    });
    // Any other answer of the home data carries the same settings.
    const toggled = await callAs(t, merchant, 'PATCH', `/merchant/toggle/open?id=${merchant.merchantId}`);
    expect(toggled.json()).toMatchObject({
      notifySms: true,
      textChannel: 'whatsapp',
      whatsAppAvailable: true,
    });
    expect((await setChannel(t, merchant, 'sms')).json().textChannel).toBe('sms');
  });
});
