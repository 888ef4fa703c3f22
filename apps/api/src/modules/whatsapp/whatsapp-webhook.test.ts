import { describe, expect, it } from 'vitest';
import { callAs, useTestApp } from '#test/test-app';
import {
  fakeWhatsAppInbound,
  messageDelivery,
  newWamid,
  signWhatsAppBody,
  statusDelivery,
  whatsAppDeliveryBody,
} from '#test/whatsapp-deliveries';
import { readInbox, whatsAppTestConfig } from '#test/whatsapp-test-helpers';

// The webhook (docs/whatsapp.md#webhook): Meta's handshake, the signature over the raw bytes, and a verified
// delivery kept in the inbox, item by item, once.

const t = useTestApp({ config: whatsAppTestConfig('http://127.0.0.1:9/v21.0') });
const { appSecret, verifyToken } = fakeWhatsAppInbound;

/** Posts a raw body with the given signature header (none when null). */
function post(raw: string, signature: string | null) {
  return t.app.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
    },
    payload: raw,
  });
}

const signed = (body: unknown) => {
  const raw = JSON.stringify(body);
  return post(raw, signWhatsAppBody(raw, appSecret));
};

describe('the handshake', () => {
  const handshake = (query: string) => t.app.inject({ method: 'GET', url: `/api/whatsapp/webhook?${query}` });

  it('answers the challenge as text/plain when the verify token matches', async () => {
    const res = await handshake(
      `hub.mode=subscribe&hub.verify_token=${verifyToken}&hub.challenge=1158201444`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('1158201444');
  });

  it.each([
    ['a wrong token', `hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1`],
    ['another mode', `hub.mode=unsubscribe&hub.verify_token=${verifyToken}&hub.challenge=1`],
    ['no token', 'hub.mode=subscribe&hub.challenge=1'],
  ])('refuses %s with 403 and a message', async (_what, query) => {
    const res = await handshake(query);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Token de verificação inválido.' });
  });
});

describe('without the conversation configured', () => {
  const bare = useTestApp();

  it('answers 404 to the handshake and to deliveries', async () => {
    const get = await callAs(
      bare,
      null,
      'GET',
      `/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1`,
    );
    expect(get.statusCode).toBe(404);
    const raw = JSON.stringify(messageDelivery({ from: '5511987654321', at: new Date() }));
    const res = await bare.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWhatsAppBody(raw, appSecret),
      },
      payload: raw,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});

describe('the signature', () => {
  it('refuses a delivery without a signature, or signed wrong, or whose body changed by one byte', async () => {
    const before = (await readInbox(t.app)).length;
    const raw = JSON.stringify(
      messageDelivery({ from: '5511987654321', at: t.clock.now(), text: 'fila abc' }),
    );
    const good = signWhatsAppBody(raw, appSecret);
    const changed = raw.replace('fila abc', 'fila abd');
    const cases: [string, string | null][] = [
      [raw, null],
      [raw, signWhatsAppBody(raw, 'outro-segredo')],
      [changed, good],
      [raw, good.slice(0, -1)],
      [raw, `${good}00`],
      [raw, good.replace('sha256=', 'sha1=')],
      [raw, ''],
    ];
    for (const [body, signature] of cases) {
      const res = await post(body, signature);
      expect(res.statusCode, String(signature)).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Assinatura inválida.' });
    }
    expect(await readInbox(t.app)).toHaveLength(before);
  });

  it('keeps a rightly signed delivery, with the message and its profile name', async () => {
    const id = newWamid();
    const res = await signed(
      messageDelivery({ id, from: '551187654321', at: t.clock.now(), name: 'Bia', text: 'oi' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: 1 });
    const row = (await readInbox(t.app)).find((item) => item.eventKey === id);
    expect(row).toMatchObject({
      kind: 'message',
      waId: '551187654321',
      payload: expect.objectContaining({ type: 'text', text: { body: 'oi' }, profileName: 'Bia' }),
      processedAt: null,
      attempts: 0,
    });
  });
});

describe('deliveries', () => {
  it('keeps a repeated delivery once (Meta delivers at least once)', async () => {
    const body = messageDelivery({ from: '5511911112222', at: t.clock.now(), text: 'sair' });
    const first = await signed(body);
    const again = await signed(body);
    expect(first.json()).toEqual({ received: 1 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: 0 });
    expect((await readInbox(t.app)).filter((row) => row.waId === '5511911112222')).toHaveLength(1);
  });

  it('splits a batch of 2 entries × 2 changes, each with messages and statuses', async () => {
    const at = t.clock.now();
    const sentId = newWamid();
    const change = (n: number) => ({
      messages: [
        { from: `55119000000${n}0`, at, text: `m${n}a` },
        { from: `55119000000${n}1`, at, text: `m${n}b`, name: 'Caio' },
      ],
      statuses: [
        { id: sentId, recipient: '5511987650000', status: 'delivered' as const, at },
        { id: newWamid(), recipient: '5511987650000', status: 'read' as const, at },
      ],
    });
    const body = whatsAppDeliveryBody([
      [change(1), change(2)],
      [change(3), change(4)],
    ]);
    const res = await signed(body);
    // 8 messages; the statuses of `sentId` repeat one key (kept once), the others are new: 1 + 4.
    expect(res.json()).toEqual({ received: 13 });
    const rows = await readInbox(t.app);
    expect(rows.filter((row) => row.eventKey === `${sentId}:delivered`)).toHaveLength(1);
    expect(
      rows.filter((row) => row.kind === 'message' && /^55119000000[1-4][01]$/.test(row.waId)),
    ).toHaveLength(8);
  });

  it('keeps a status by `{id}:{status}`, each status of a message once', async () => {
    const id = newWamid();
    for (const status of ['sent', 'delivered', 'read', 'read'] as const) {
      await signed(statusDelivery({ id, recipient: '5511987650001', status, at: t.clock.now() }));
    }
    const keys = (await readInbox(t.app))
      .filter((row) => row.eventKey.startsWith(id))
      .map((row) => row.eventKey);
    expect(keys.sort()).toEqual([`${id}:delivered`, `${id}:read`, `${id}:sent`]);
  });

  it('answers 200 to a signed body that is not a delivery, and keeps nothing', async () => {
    const before = (await readInbox(t.app)).length;
    for (const raw of [
      '{"object":"page","entry":[]}',
      'não é json',
      '[]',
      '{"object":"whatsapp_business_account"}',
    ]) {
      const res = await post(raw, signWhatsAppBody(raw, appSecret));
      expect(res.statusCode, raw).toBe(200);
      expect(res.json()).toEqual({ received: 0 });
    }
    expect(await readInbox(t.app)).toHaveLength(before);
  });

  it('refuses a body over the size limit', async () => {
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [],
      pad: 'x'.repeat(1024 * 1024),
    });
    const res = await post(raw, signWhatsAppBody(raw, appSecret));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'A requisição é grande demais.' });
  });
});
