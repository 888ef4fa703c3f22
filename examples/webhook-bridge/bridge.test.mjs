// node --test examples/webhook-bridge/bridge.test.mjs
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { createBridgeServer, signWebhook, TOLERANCE_SECONDS, verifyWebhook } from './bridge.mjs';

const secret = `whsec_${randomBytes(24).toString('base64')}`;
const now = 1_764_672_000_000;
const timestamp = String(now / 1000);

const order = {
  id: '0b1c2d3e-0000-4000-8000-000000000001',
  table: '12',
  consumer: { name: 'Ana' },
  units: [
    {
      name: 'Picanha',
      price: 89,
      options: [{ group: 'Ponto da carne', name: 'Ao ponto' }],
      note: 'sem sal',
    },
    { name: 'Guaraná', price: 7, options: [], note: null },
  ],
  subtotal: 96,
};
const body = JSON.stringify({ type: 'order.sent', timestamp: new Date(now).toISOString(), data: order });

function headersFor(id, overrides = {}) {
  return {
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': signWebhook({ secret, id, timestamp, body }),
    ...overrides,
  };
}

describe('verifyWebhook', () => {
  it('accepts a delivery signed with the secret, also among other signatures', () => {
    assert.deepEqual(verifyWebhook({ secret, headers: headersFor('msg_1'), body, now }), {
      ok: true,
      id: 'msg_1',
    });
    const two = `v1,${Buffer.alloc(32).toString('base64')} ${headersFor('msg_1')['webhook-signature']}`;
    const headers = headersFor('msg_1', { 'webhook-signature': two });
    assert.equal(verifyWebhook({ secret, headers, body, now }).ok, true);
  });

  it('refuses a changed body, another secret, another id, a stale timestamp and missing headers', () => {
    const refuse = (input) => assert.equal(verifyWebhook({ secret, body, now, ...input }).ok, false);
    refuse({ headers: headersFor('msg_1'), body: body.replace('Ana', 'Bia') });
    refuse({ headers: headersFor('msg_1'), secret: `whsec_${randomBytes(24).toString('base64')}` });
    refuse({ headers: { ...headersFor('msg_1'), 'webhook-id': 'msg_2' } });
    refuse({ headers: headersFor('msg_1'), now: now + (TOLERANCE_SECONDS + 1) * 1000 });
    refuse({ headers: headersFor('msg_1'), now: now - (TOLERANCE_SECONDS + 1) * 1000 });
    refuse({ headers: { ...headersFor('msg_1'), 'webhook-signature': 'v1,abc' } });
    refuse({ headers: { ...headersFor('msg_1'), 'webhook-signature': undefined } });
    // Within the tolerance, either way, it still holds.
    assert.equal(verifyWebhook({ secret, headers: headersFor('m'), body, now: now + 299_000 }).ok, true);
  });
});

describe('the bridge server', () => {
  const printed = [];
  const server = createBridgeServer({ secret, print: (text) => printed.push(text), now: () => now });
  let url = '';
  before(async () => {
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${server.address().port}/suavez`;
  });
  after(() => server.close());

  const post = (headers, payload = body) => fetch(url, { method: 'POST', headers, body: payload });

  it('prints a signed order.sent once, drops its repeat, and refuses a forged one', async () => {
    assert.equal((await post(headersFor('msg_10'))).status, 204);
    assert.equal((await post(headersFor('msg_10'))).status, 204);
    assert.equal(printed.length, 1);
    assert.match(printed[0], /Mesa: 12/);
    assert.match(printed[0], /Cliente: Ana/);
    assert.match(printed[0], /1x Picanha\s+R\$\s89,00/);
    assert.match(printed[0], /- Ponto da carne: Ao ponto/);
    assert.match(printed[0], /Obs\.: sem sal/);
    assert.match(printed[0], /Subtotal: R\$\s96,00/);

    const forged = await post(headersFor('msg_11'), body.replace('"subtotal":96', '"subtotal":1'));
    assert.equal(forged.status, 401);
    assert.equal(printed.length, 1);
  });

  it('answers 400 to a signed body that is not JSON, and prints nothing for other events', async () => {
    const text = 'não é json';
    const id = 'msg_20';
    const signature = signWebhook({ secret, id, timestamp, body: text });
    const bad = await post(
      { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature },
      text,
    );
    assert.equal(bad.status, 400);
    const ping = JSON.stringify({ type: 'ping', timestamp: new Date(now).toISOString(), data: {} });
    const pingHeaders = {
      'webhook-id': 'msg_21',
      'webhook-timestamp': timestamp,
      'webhook-signature': signWebhook({ secret, id: 'msg_21', timestamp, body: ping }),
    };
    assert.equal((await post(pingHeaders, ping)).status, 204);
    assert.equal(printed.length, 1);
  });
});
