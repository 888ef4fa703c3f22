import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from '#api/plugins/csrf.plugin';
import { nextIp, nextPhone } from '#test/consumer-test-helpers';
import { createConsumerFixture, createMerchantFixture } from '#test/fixtures';
import { useTestApp } from '#test/test-app';

const refusal = {
  code: 'CROSS_SITE_REQUEST',
  message: 'Requisição de outro site recusada. Abra o SuaVez diretamente e tente novamente.',
};

const t = useTestApp({ config: { canonicalHost: 'www.suavez.app' } });

/** `POST /api/consumer` with the given headers (Host defaults to the app's own, as inject sends it). */
function postConsumer(headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/consumer',
    payload: { phone: nextPhone(), name: 'Caio' },
    headers,
    remoteAddress: nextIp(),
  });
}

describe('cross-site refusal of state-changing calls', () => {
  it('refuses Sec-Fetch-Site: cross-site with 403 and a pt-BR message, whatever the Origin', async () => {
    for (const origin of [undefined, 'https://evil.example', 'http://localhost:80']) {
      const res = await postConsumer({ 'sec-fetch-site': 'cross-site', ...(origin ? { origin } : {}) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(refusal);
    }
  });

  it('accepts same-origin and none (typed address, bookmark)', async () => {
    expect(
      (await postConsumer({ 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' })).statusCode,
    ).toBe(200);
    expect((await postConsumer({ 'sec-fetch-site': 'none' })).statusCode).toBe(200);
  });

  it('checks the Origin of a same-site request: a sibling host is refused, our own hosts pass', async () => {
    const sibling = await postConsumer({ 'sec-fetch-site': 'same-site', origin: 'https://blog.suavez.app' });
    expect(sibling.statusCode).toBe(403);
    expect(sibling.json()).toEqual(refusal);
    const alias = await postConsumer({
      'sec-fetch-site': 'same-site',
      origin: 'https://suavez.app',
      host: 'www.suavez.app',
    });
    expect(alias.statusCode).toBe(200);
  });

  it('falls back to Origin without Sec-Fetch-Site: another host or null refused, ours accepted', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:8080', 'null', 'not a url']) {
      const res = await postConsumer({ origin });
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual(refusal);
    }
    // The request's own host (with its port), and the canonical host and its alias.
    expect((await postConsumer({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(
      200,
    );
    expect(
      (await postConsumer({ origin: 'https://www.suavez.app', host: 'api.internal:3000' })).statusCode,
    ).toBe(200);
    expect((await postConsumer({ origin: 'https://suavez.app', host: 'api.internal:3000' })).statusCode).toBe(
      200,
    );
  });

  it('lets through a caller that is not a browser page (no Sec-Fetch-Site, no Origin)', async () => {
    expect((await postConsumer({})).statusCode).toBe(200);
  });

  it('passes the development setup: Vite proxies /api keeping the Host the browser used', async () => {
    const res = await postConsumer({
      host: '127.0.0.1:5173',
      origin: 'http://127.0.0.1:5173',
      'sec-fetch-site': 'same-origin',
    });
    expect(res.statusCode).toBe(200);
    expect((await postConsumer({ host: '127.0.0.1:5173', origin: 'http://127.0.0.1:5173' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a cross-site call that carries a valid consumer cookie before it changes anything', async () => {
    const { merchantId } = await createMerchantFixture(t.app, { open: true });
    const consumer = await createConsumerFixture(t.app);
    const join = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/queue',
        cookies: consumer.cookies,
        headers,
        payload: { merchant: { id: merchantId }, consumer: { id: consumer.consumerId }, slot: 2 },
      });
    const forged = await join({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual(refusal);
    const active = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/queue?consumerId=${consumer.consumerId}`,
        cookies: consumer.cookies,
      });
    expect((await active()).statusCode).toBe(404);
    expect((await join({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await active()).statusCode).toBe(200);
  });

  it('refuses PUT, PATCH and DELETE too, and leaves reads alone', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: '/api/order/item',
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(res.statusCode, method).toBe(403);
      expect(res.json()).toEqual(refusal);
    }
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/flag',
      headers: { 'sec-fetch-site': 'cross-site', 'x-feature-flag': 'SMS_VERIFICATION_ACCOUNT' },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('isCrossSiteRequest', () => {
  const trusted = ['www.suavez.app', 'suavez.app'];
  it.each([
    [{ secFetchSite: 'cross-site', origin: undefined, host: 'a' }, true],
    [{ secFetchSite: 'CROSS-SITE', origin: 'https://a', host: 'a' }, true],
    [{ secFetchSite: 'same-origin', origin: 'https://evil.example', host: 'a' }, false],
    [{ secFetchSite: 'none', origin: undefined, host: 'a' }, false],
    [{ secFetchSite: 'same-site', origin: 'https://blog.suavez.app', host: 'www.suavez.app' }, true],
    [{ secFetchSite: 'same-site', origin: undefined, host: 'www.suavez.app' }, false],
    [{ secFetchSite: undefined, origin: 'https://WWW.SuaVez.app', host: 'x' }, false],
    [{ secFetchSite: undefined, origin: 'http://a:1', host: 'a:2' }, true],
    [{ secFetchSite: undefined, origin: 'http://a:1', host: 'A:1' }, false],
    [{ secFetchSite: undefined, origin: 'null', host: 'a' }, true],
    [{ secFetchSite: undefined, origin: undefined, host: 'a' }, false],
  ])('%o → %s', (request, expected) => {
    expect(isCrossSiteRequest(request, trusted)).toBe(expected);
  });
});
