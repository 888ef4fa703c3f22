import { describe, expect, it } from 'vitest';
import { createMerchantFixture, type MerchantFixture } from '#test/fixtures';
import { callAs, type TestApp, useTestApp } from '#test/test-app';

// 'Entrar pelo WhatsApp' (docs/whatsapp.md#where-diners-find-it): the public read and the home data carry
// the business number (and the public read the short id) only when this server holds the conversation.

const account = {
  apiUrl: 'http://127.0.0.1:9/v21.0',
  phoneNumberId: '1234567890',
  token: 'token-de-teste',
  template: 'mesa_pronta',
  language: 'pt_BR',
};
const inbound = { appSecret: 'segredo-do-app', verifyToken: 'token-de-verificacao', number: '5511999990000' };

const publicRead = (t: TestApp, m: MerchantFixture) =>
  callAs(t, null, 'GET', `/merchant?id=${m.merchantId}&public=true`);
const full = (t: TestApp, m: MerchantFixture) => callAs(t, m, 'GET', `/merchant/full?id=${m.merchantId}`);

describe('on a server whose WhatsApp account only carries the call', () => {
  const t = useTestApp({ config: { whatsApp: account } });

  it('offers no WhatsApp number nor short id to anyone', async () => {
    const merchant = await createMerchantFixture(t.app);
    const read = await publicRead(t, merchant);
    expect(read.statusCode).toBe(200);
    expect(read.json()).not.toHaveProperty('whatsAppNumber');
    expect(read.json()).not.toHaveProperty('shortId');
    expect((await full(t, merchant)).json()).not.toHaveProperty('whatsAppNumber');
  });
});

describe('on a server that holds the WhatsApp conversation', () => {
  const t = useTestApp({ config: { whatsApp: { ...account, inbound } } });

  it('gives diners the number and the code of `fila {shortId}`, and the home data the number', async () => {
    const merchant = await createMerchantFixture(t.app);
    const home = await full(t, merchant);
    expect(home.json()).toMatchObject({ whatsAppNumber: '5511999990000' });
    const { shortId } = home.json() as { shortId: string };
    const read = await publicRead(t, merchant);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ whatsAppNumber: '5511999990000', shortId });
    // Every answer of the home data carries it, a change's too (the screen keeps the latest answer).
    const toggled = await callAs(t, merchant, 'PATCH', `/merchant/toggle/open?id=${merchant.merchantId}`);
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json()).toMatchObject({ whatsAppNumber: '5511999990000' });
  });

  it('still answers an unknown restaurant 404 with a pt-BR message, and a malformed id 400', async () => {
    const unknown = await callAs(
      t,
      null,
      'GET',
      '/merchant?id=aaaaaaaa-0000-4000-8000-000000000000&public=true',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Estabelecimento não encontrado.');
    expect((await callAs(t, null, 'GET', '/merchant?id=nope&public=true')).statusCode).toBe(400);
  });
});
