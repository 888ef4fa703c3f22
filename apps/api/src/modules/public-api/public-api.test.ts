import type { ApiKeyScope } from '@suavez/shared/domain/integrations';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { defaultRateLimits } from '#api/config';
import { auditEntries } from '#api/db/schema/audit.schema';
import { createApiKeyLogin } from '#test/api-key-test-helpers';
import { insertBookingFixture } from '#test/booking-test-helpers';
import { createConsumerFixture, createMerchantFixture } from '#test/fixtures';
import { addAndSend, createMerchantWithMenu, createSeatedTable, itemAction } from '#test/order-test-helpers';
import { useTestApp } from '#test/test-app';

type Method = 'GET' | 'POST' | 'PATCH';

describe('public API v1', () => {
  const t = useTestApp();

  const v1 = (authorization: string | null, method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: authorization ? { authorization } : {},
      ...(payload ? { payload } : {}),
    });

  /** Each route with the scope it needs and a valid request. */
  const routes = (
    itemId: string,
  ): { scope: ApiKeyScope; method: Method; url: string; payload?: object }[] => [
    { scope: 'queue:read', method: 'GET', url: '/queue' },
    { scope: 'queue:write', method: 'POST', url: '/queue', payload: { name: 'Totem', slot: 2 } },
    { scope: 'orders:read', method: 'GET', url: '/orders?since=2026-01-01T00:00:00Z' },
    { scope: 'menu:read', method: 'GET', url: '/menu' },
    { scope: 'menu:write', method: 'PATCH', url: `/menu/items/${itemId}`, payload: { soldOut: false } },
    { scope: 'bookings:read', method: 'GET', url: '/bookings?date=2026-01-05' },
  ];

  it('lets each route in with its scope only: without it 403, without a live key 401', async () => {
    const merchant = await createMerchantWithMenu(t);
    const all = await createApiKeyLogin(t.app, merchant);
    for (const route of routes(merchant.sodaId)) {
      const others = (await createApiKeyLogin(t.app, merchant, ['queue:read', 'menu:read'])).authorization;
      const only = await createApiKeyLogin(t.app, merchant, [route.scope]);
      const label = `${route.method} ${route.url}`;
      expect((await v1(only.authorization, route.method, route.url, route.payload)).statusCode, label).toBe(
        route.method === 'POST' ? 201 : 200,
      );
      expect((await v1(all.authorization, route.method, route.url, route.payload)).statusCode, label).toBe(
        route.method === 'POST' ? 201 : 200,
      );
      if (route.scope !== 'queue:read' && route.scope !== 'menu:read') {
        const refused = await v1(others, route.method, route.url, route.payload);
        expect(refused.statusCode, label).toBe(403);
        expect(refused.json().message, label).toBe(`Esta chave de API não tem a permissão ${route.scope}.`);
      }
      for (const authorization of [
        null,
        'Bearer ',
        'Bearer sv_naoexiste',
        `Basic ${only.key}`,
        `Bearer ${only.key}x`,
        merchant.authorization,
      ]) {
        const res = await v1(authorization, route.method, route.url, route.payload);
        expect(res.statusCode, `${label} ${authorization}`).toBe(401);
        expect(res.json().message).toMatch(/^Chave de API ausente, inválida ou revogada/);
      }
    }
  });

  it('GET and POST /v1/queue: the waiting list, and a walk-in under the host rules, recorded as the key', async () => {
    const merchant = await createMerchantFixture(t.app);
    const key = await createApiKeyLogin(t.app, merchant, ['queue:read', 'queue:write'], 'Totem');
    expect((await v1(key.authorization, 'GET', '/queue')).json()).toEqual([]);

    const res = await v1(key.authorization, 'POST', '/queue', {
      name: ' Ana ',
      phone: '(11) 98765-4321',
      slot: 3,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), status: 'IN_QUEUE' });
    t.clock.advance(1000);
    const second = await v1(key.authorization, 'POST', '/queue', { name: 'Bia', slot: 2 });
    expect(second.statusCode).toBe(201);

    const queue = await v1(key.authorization, 'GET', '/queue');
    expect(queue.statusCode).toBe(200);
    expect(queue.json()).toEqual([
      {
        id: res.json().id,
        name: 'Ana',
        slot: 3,
        status: 'IN_QUEUE',
        position: 1,
        joinedAt: new Date(t.clock.now().getTime() - 1000).toISOString(),
      },
      {
        id: second.json().id,
        name: 'Bia',
        slot: 2,
        status: 'IN_QUEUE',
        position: 2,
        joinedAt: t.clock.now().toISOString(),
      },
    ]);
    expect(queue.body).not.toContain('98765');

    const again = await v1(key.authorization, 'POST', '/queue', {
      name: 'Ana de novo',
      phone: '11987654321',
      slot: 2,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Este telefone já está na fila deste restaurante.');
    for (const payload of [
      { slot: 2 },
      { name: 'Ana', slot: 0 },
      { name: 'Ana', slot: 2, phone: '123' },
      { name: 'A\u202E', slot: 2 },
    ]) {
      const bad = await v1(key.authorization, 'POST', '/queue', payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(typeof bad.json().message).toBe('string');
    }

    const [audit] = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.targetId, res.json().id), eq(auditEntries.action, 'queue.add')));
    expect(audit?.actorName).toBe('Chave de API: Totem');
    expect(audit?.actorUserId).toBe(key.id);
  });

  it('GET /v1/orders?since: the orders changed since that instant, with units, options, note and subtotal', async () => {
    const merchant = await createMerchantWithMenu(t);
    const other = await createMerchantWithMenu(t);
    const key = await createApiKeyLogin(t.app, merchant, ['orders:read']);
    const start = t.clock.now().toISOString();
    const table = await createSeatedTable(t, merchant.merchantId, 'Carla');
    const [soda] = await addAndSend(t, table, table.orderId, merchant.sodaId, 2);
    const elsewhere = await createSeatedTable(t, other.merchantId);
    await addAndSend(t, elsewhere, elsewhere.orderId, other.sodaId);

    const res = await v1(key.authorization, 'GET', `/orders?since=${encodeURIComponent(start)}`);
    expect(res.statusCode).toBe(200);
    const [order, ...rest] = res.json();
    expect(rest).toEqual([]);
    expect(order).toMatchObject({
      id: table.orderId,
      queueId: table.id,
      status: expect.any(String),
      consumer: { name: 'Carla' },
      subtotal: 13,
    });
    expect(order.units).toHaveLength(2);
    // Both units were added at the same instant: find the first by its id.
    expect(order.units.find((unit: { id: string }) => unit.id === soda)).toEqual({
      id: soda,
      itemId: merchant.sodaId,
      name: 'Refrigerante',
      options: [],
      note: null,
      price: 6.5,
      status: expect.any(String),
    });

    t.clock.advance(60_000);
    const later = t.clock.now().toISOString();
    expect((await v1(key.authorization, 'GET', `/orders?since=${encodeURIComponent(later)}`)).json()).toEqual(
      [],
    );
    // A unit's refusal changes the order: it comes back, and the refused unit leaves the subtotal.
    const refused = await itemAction(t, merchant, 'refuse', soda as string);
    expect(refused.statusCode).toBe(200);
    const changed = (await v1(key.authorization, 'GET', `/orders?since=${encodeURIComponent(later)}`)).json();
    expect(changed.map((o: { id: string }) => o.id)).toEqual([table.orderId]);
    expect(changed[0].subtotal).toBe(6.5);
    expect(changed[0].updatedAt).toBe(later);

    for (const query of ['', '?since=', '?since=ontem', '?since=2026-13-01T00:00:00Z', '?since=2026-01-01']) {
      const bad = await v1(key.authorization, 'GET', `/orders${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message).toMatch(/since|ISO|Dados/);
    }
  });

  it("GET /v1/menu and PATCH /v1/menu/items/{id}: the active menu, sold out; another restaurant's item 403", async () => {
    const merchant = await createMerchantWithMenu(t);
    const other = await createMerchantWithMenu(t);
    const key = await createApiKeyLogin(t.app, merchant, ['menu:read', 'menu:write']);
    const menu = await v1(key.authorization, 'GET', '/menu');
    expect(menu.statusCode).toBe(200);
    const items = menu.json().flatMap((category: { items: { name: string }[] }) => category.items);
    expect(items.map((item: { name: string }) => item.name)).toEqual(['Refrigerante', 'Hambúrguer']);

    const patched = await v1(key.authorization, 'PATCH', `/menu/items/${merchant.burgerId}`, {
      soldOut: true,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: merchant.burgerId, soldOut: true });
    const after = (await v1(key.authorization, 'GET', '/menu')).json();
    const burger = after
      .flatMap((c: { items: { id: string }[] }) => c.items)
      .find((i: { id: string }) => i.id === merchant.burgerId);
    expect(burger.soldOut).toBe(true);

    for (const id of [other.burgerId, '6f1c1c8e-3f7e-4a53-9d0e-2b7d8f0a1c11']) {
      const refused = await v1(key.authorization, 'PATCH', `/menu/items/${id}`, { soldOut: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Você não tem permissão para acessar este recurso.');
    }
    const otherKey = await createApiKeyLogin(t.app, other, ['menu:read']);
    const otherMenu = (await v1(otherKey.authorization, 'GET', '/menu')).json();
    expect(
      otherMenu
        .flatMap((c: { items: { soldOut: boolean }[] }) => c.items)
        .some((i: { soldOut: boolean }) => i.soldOut),
    ).toBe(false);
    for (const payload of [{}, { soldOut: 'sim' }]) {
      expect(
        (await v1(key.authorization, 'PATCH', `/menu/items/${merchant.burgerId}`, payload)).statusCode,
      ).toBe(400);
    }
    expect((await v1(key.authorization, 'PATCH', '/menu/items/nao-e-id', { soldOut: true })).statusCode).toBe(
      400,
    );

    const empty = await createMerchantFixture(t.app);
    const emptyKey = await createApiKeyLogin(t.app, empty, ['menu:read']);
    expect((await v1(emptyKey.authorization, 'GET', '/menu')).json()).toEqual([]);
  });

  it('GET /v1/bookings?date: that day of the restaurant only', async () => {
    t.clock.set(new Date('2026-01-05T15:00:00Z'));
    const merchant = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    const key = await createApiKeyLogin(t.app, merchant, ['bookings:read']);
    const consumer = await createConsumerFixture(t.app, { name: 'Davi' });
    const booking = await insertBookingFixture(t.app, {
      merchantId: merchant.merchantId,
      consumerId: consumer.consumerId,
      startsInMinutes: 60,
    });
    await insertBookingFixture(t.app, {
      merchantId: other.merchantId,
      consumerId: consumer.consumerId,
      startsInMinutes: 60,
    });
    const res = await v1(key.authorization, 'GET', '/bookings?date=2026-01-05');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ id: booking.id, name: 'Davi', date: '2026-01-05', time: '13:00' }),
    ]);
    expect((await v1(key.authorization, 'GET', '/bookings?date=2026-01-06')).json()).toEqual([]);
    for (const query of ['', '?date=05/01/2026', '?date=2026-02-30']) {
      expect((await v1(key.authorization, 'GET', `/bookings${query}`)).statusCode, query).toBe(400);
    }
  });

  it('GET /v1/openapi.json: the v1 operations only, with the key bearer scheme', async () => {
    const res = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/api/v1/bookings',
      '/api/v1/menu',
      '/api/v1/menu/items/{id}',
      '/api/v1/orders',
      '/api/v1/queue',
    ]);
    expect(Object.keys(doc.paths['/api/v1/queue']).sort()).toEqual(['get', 'post']);
    expect(doc.components.securitySchemes).toEqual({
      apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'sv_…' },
    });
    expect(doc.paths['/api/v1/orders'].get.security).toEqual([{ apiKey: [] }]);
    expect(Object.keys(doc.paths['/api/v1/orders'].get.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '429',
    ]);
    expect(JSON.stringify(doc)).not.toContain('/api/merchant');
  });
});

describe('public API v1 limit', () => {
  const t = useTestApp({
    config: { rateLimits: { ...defaultRateLimits, apiKeyRequests: { max: 3, windowMs: 60_000 } } },
  });

  it('answers 429 with Retry-After past the key limit, per key, until the minute turns', async () => {
    const merchant = await createMerchantFixture(t.app);
    t.clock.set(new Date('2026-01-05T15:00:20Z'));
    const key = await createApiKeyLogin(t.app, merchant, ['queue:read']);
    const otherKey = await createApiKeyLogin(t.app, merchant, ['queue:read']);
    const call = (authorization: string) =>
      t.app.inject({ url: '/api/v1/queue', headers: { authorization } });
    for (let i = 0; i < 3; i += 1) expect((await call(key.authorization)).statusCode).toBe(200);
    const over = await call(key.authorization);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('40');
    expect(over.json().message).toBe(
      'Limite de requisições desta chave de API atingido. Tente novamente em instantes.',
    );
    expect((await call(otherKey.authorization)).statusCode).toBe(200);
    t.clock.advance(40_000);
    expect((await call(key.authorization)).statusCode).toBe(200);
  });
});
