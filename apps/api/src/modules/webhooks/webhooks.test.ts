import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMerchantFixture } from '#test/fixtures';
import { createStaffLogin } from '#test/staff-test-helpers';
import { callAs, useFixture, useTestApp } from '#test/test-app';
import { WEBHOOK_URL_REFUSED_MESSAGE } from './webhook-url-guard';

const t = useTestApp();
const owner = useFixture(() => createMerchantFixture(t.app, { name: 'Cantina' }));
const other = useFixture(() => createMerchantFixture(t.app, { name: 'Outro' }));

const url = 'http://127.0.0.1:9/ganchos';
const create = (caller: { authorization: string }, body: Record<string, unknown>) =>
  callAs(t, caller, 'POST', '/merchant/webhooks', body);

describe('the webhooks (rules §15 Webhooks)', () => {
  it('creates one with its secret shown once, lists it without the secret, changes and removes it', async () => {
    const m = await createMerchantFixture(t.app);
    const made = await create(m, { url, events: ['order.sent', 'queue.joined', 'order.sent'] });
    expect(made.statusCode).toBe(201);
    const { id, secret } = made.json();
    expect(made.json()).toEqual({ id, url, events: ['order.sent', 'queue.joined'], secret });
    expect(secret).toMatch(/^whsec_/);
    expect(Buffer.from(secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);

    const list = await callAs(t, m, 'GET', '/merchant/webhooks');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id,
        url,
        events: ['order.sent', 'queue.joined'],
        enabled: true,
        disabledReason: null,
        consecutiveFailures: 0,
        createdAt: expect.any(String),
      },
    ]);
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain('whsec_');

    const changed = await callAs(t, m, 'PATCH', `/merchant/webhooks/${id}`, {
      events: ['bill.requested'],
      enabled: false,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, events: ['bill.requested'], enabled: false });
    expect(changed.body).not.toContain('whsec_');

    expect((await callAs(t, m, 'DELETE', `/merchant/webhooks/${id}`)).statusCode).toBe(204);
    expect((await callAs(t, m, 'GET', '/merchant/webhooks')).json()).toEqual([]);
  });

  it('keeps each restaurant to its own webhooks: another one’s or an unknown id is 403', async () => {
    const made = await create(owner, { url, events: ['queue.joined'] });
    const id = made.json().id;
    for (const [method, path, body] of [
      ['PATCH', `/merchant/webhooks/${id}`, { enabled: false }],
      ['DELETE', `/merchant/webhooks/${id}`, undefined],
      ['POST', `/merchant/webhooks/${id}/test`, undefined],
      ['GET', `/merchant/webhooks/${id}/deliveries`, undefined],
      ['POST', `/merchant/webhooks/${id}/deliveries/${randomUUID()}/retry`, undefined],
      ['PATCH', `/merchant/webhooks/${randomUUID()}`, { enabled: false }],
    ] as const) {
      const res = await callAs(t, other, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().message).toBeTruthy();
    }
    expect((await callAs(t, other, 'GET', '/merchant/webhooks')).json()).toEqual([]);
    const still = await callAs(t, owner, 'GET', '/merchant/webhooks');
    expect(still.json().find((w: { id: string }) => w.id === id)).toMatchObject({ enabled: true });
  });

  it('is the owner’s alone: every staff role gets 403', async () => {
    const made = await create(owner, { url, events: ['queue.joined'] });
    for (const role of ['host', 'waiter', 'kitchen'] as const) {
      const staff = await createStaffLogin(t.app, owner, role);
      expect((await callAs(t, staff, 'GET', '/merchant/webhooks')).statusCode).toBe(403);
      expect((await create(staff, { url, events: ['queue.joined'] })).statusCode).toBe(403);
      expect((await callAs(t, staff, 'POST', `/merchant/webhooks/${made.json().id}/test`)).statusCode).toBe(
        403,
      );
    }
    expect((await callAs(t, null, 'GET', '/merchant/webhooks')).statusCode).toBe(401);
  });

  it.each([
    [{ url: '', events: ['queue.joined'] }, 'Informe o endereço do webhook'],
    [{ url: 'not a url', events: ['queue.joined'] }, 'O endereço do webhook deve começar com https://'],
    [
      { url: 'ftp://127.0.0.1/x', events: ['queue.joined'] },
      'O endereço do webhook deve começar com https://',
    ],
    [{ url: `http://127.0.0.1/${'x'.repeat(2048)}`, events: ['queue.joined'] }, 'no máximo 2048'],
    [{ url, events: [] }, 'Escolha pelo menos um evento'],
    [{ url, events: ['order.eaten'] }, 'Evento desconhecido'],
    [{ url }, 'Escolha os eventos'],
    [{ url: 'http://10.0.0.8/x', events: ['queue.joined'] }, WEBHOOK_URL_REFUSED_MESSAGE],
    [{ url: 'http://user:pw@127.0.0.1/x', events: ['queue.joined'] }, WEBHOOK_URL_REFUSED_MESSAGE],
  ])('refuses %j with 400 in pt-BR', async (body, message) => {
    const res = await create(owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses an empty change and a bad id with 400', async () => {
    const made = await create(owner, { url, events: ['queue.joined'] });
    const empty = await callAs(t, owner, 'PATCH', `/merchant/webhooks/${made.json().id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Nada a alterar');
    expect((await callAs(t, owner, 'DELETE', '/merchant/webhooks/abc')).statusCode).toBe(400);
  });

  it('queues a ping on Testar, lists it among the deliveries, and makes it due again on Reenviar', async () => {
    const m = await createMerchantFixture(t.app);
    const id = (await create(m, { url, events: ['queue.joined'] })).json().id;
    const ping = await callAs(t, m, 'POST', `/merchant/webhooks/${id}/test`);
    expect(ping.statusCode).toBe(202);
    const { deliveryId } = ping.json();
    const list = await callAs(t, m, 'GET', `/merchant/webhooks/${id}/deliveries`);
    expect(list.json()).toEqual([
      {
        id: deliveryId,
        type: 'ping',
        status: 'pending',
        attempts: 0,
        lastStatusCode: null,
        lastError: null,
        nextAttemptAt: t.clock.now().toISOString(),
        createdAt: expect.any(String),
      },
    ]);
    t.clock.advance(60_000);
    const retry = await callAs(t, m, 'POST', `/merchant/webhooks/${id}/deliveries/${deliveryId}/retry`);
    expect(retry.statusCode).toBe(202);
    const after = await callAs(t, m, 'GET', `/merchant/webhooks/${id}/deliveries`);
    expect(after.json()[0]).toMatchObject({ status: 'pending', nextAttemptAt: t.clock.now().toISOString() });

    await callAs(t, m, 'PATCH', `/merchant/webhooks/${id}`, { enabled: false });
    const off = await callAs(t, m, 'POST', `/merchant/webhooks/${id}/test`);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe('Este webhook está desligado: ligue-o antes de testar.');
  });
});

describe('the SSRF guard when saved, in production (docs/integrations.md#ssrf-guard)', () => {
  const prod = useTestApp({ config: { isProduction: true, nodeEnv: 'production' } });
  const m = useFixture(() => createMerchantFixture(prod.app));

  it.each([
    'http://example.com/hook',
    'http://127.0.0.1:8080/hook',
    'https://127.0.0.1/hook',
    'https://localhost/hook',
    'https://10.1.2.3/hook',
    'https://192.168.0.10/hook',
    'https://172.20.0.1/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/hook',
    'https://[::1]/hook',
    'https://[fd00::1]/hook',
    'https://[fe80::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:a9fe:a9fe]/hook',
  ])('refuses %s with 400', async (refused) => {
    const res = await callAs(prod, m, 'POST', '/merchant/webhooks', { url: refused, events: ['order.sent'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/https:\/\/|Não encontramos/);
  });

  it('takes a public https address given as an IP, and checks a changed URL again', async () => {
    const made = await callAs(prod, m, 'POST', '/merchant/webhooks', {
      url: 'https://8.8.8.8/hook',
      events: ['order.sent'],
    });
    expect(made.statusCode).toBe(201);
    const moved = await callAs(prod, m, 'PATCH', `/merchant/webhooks/${made.json().id}`, {
      url: 'https://127.0.0.1/hook',
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(WEBHOOK_URL_REFUSED_MESSAGE);
  });
});
