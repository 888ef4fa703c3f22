import { errorMessages } from '@suavez/shared/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from '#api/db/schema/idempotency.schema';
import { orderItems } from '#api/db/schema/order.schema';
import { createMerchantWithMenu, createSeatedTable, updateOrderStatus } from '#test/order-test-helpers';
import { callAs, useFixture, useTestApp } from '#test/test-app';

// `PUT /order` with an Idempotency-Key: a retried addition adds once, on either engine.

const t = useTestApp();
const restaurant = useFixture(() => createMerchantWithMenu(t));

function addWithKey(
  consumer: { cookies: Record<string, string>; orderId: string },
  itemId: string,
  key: string,
) {
  return callAs(
    t,
    consumer,
    'PUT',
    '/order',
    { orderQueue: { id: consumer.orderId }, item: { id: itemId } },
    { headers: { 'idempotency-key': key } },
  );
}

async function countUnits(orderId: string): Promise<number> {
  return (await t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).length;
}

describe('Idempotency-Key on PUT /order', () => {
  it('replays the first answer (same status and body) on a retry, adding once', async () => {
    const consumer = await createSeatedTable(t, restaurant.merchantId);
    const first = await addWithKey(consumer, restaurant.sodaId, 'chave-1');
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const retry = await addWithKey(consumer, restaurant.sodaId, 'chave-1');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await countUnits(consumer.orderId)).toBe(1);

    // Another key is another action; no key at all keeps adding (the old clients' behaviour).
    expect((await addWithKey(consumer, restaurant.sodaId, 'chave-2')).statusCode).toBe(201);
    const bare = { orderQueue: { id: consumer.orderId }, item: { id: restaurant.sodaId } };
    expect((await callAs(t, consumer, 'PUT', '/order', bare)).statusCode).toBe(201);
    expect((await callAs(t, consumer, 'PUT', '/order', bare)).statusCode).toBe(201);
    expect(await countUnits(consumer.orderId)).toBe(4);
  });

  it('refuses the key reused with another item (422, pt-BR) and adds nothing', async () => {
    const consumer = await createSeatedTable(t, restaurant.merchantId);
    expect((await addWithKey(consumer, restaurant.sodaId, 'reuso')).statusCode).toBe(201);
    const reused = await addWithKey(consumer, restaurant.burgerId, 'reuso');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      code: 'IDEMPOTENCY_KEY_REUSED',
      message: errorMessages.IDEMPOTENCY_KEY_REUSED,
    });
    expect(await countUnits(consumer.orderId)).toBe(1);
  });

  it('scopes keys per consumer: two consumers with the same key both add', async () => {
    const ana = await createSeatedTable(t, restaurant.merchantId);
    const bia = await createSeatedTable(t, restaurant.merchantId);
    const a = await addWithKey(ana, restaurant.sodaId, 'mesma-chave');
    const b = await addWithKey(bia, restaurant.sodaId, 'mesma-chave');
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().id).not.toBe(b.json().id);
    expect(await countUnits(ana.orderId)).toBe(1);
    expect(await countUnits(bia.orderId)).toBe(1);
  });

  it('serialises 20 concurrent retries with one key: one addition, every answer the same 201', async () => {
    const consumer = await createSeatedTable(t, restaurant.merchantId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => addWithKey(consumer, restaurant.burgerId, 'rajada')),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await countUnits(consumer.orderId)).toBe(1);
  });

  it('keeps no key for a refused addition: the retry runs again once the order is open', async () => {
    const consumer = await createSeatedTable(t, restaurant.merchantId);
    const update = (orderStatus: string) => updateOrderStatus(t, restaurant, consumer, orderStatus);
    expect((await update('PAYMENT_REQUESTED')).statusCode).toBe(200);
    const refused = await addWithKey(consumer, restaurant.sodaId, 'depois');
    expect(refused.statusCode).toBe(409);
    expect((await update('OPEN')).statusCode).toBe(200);
    const retry = await addWithKey(consumer, restaurant.sodaId, 'depois');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await countUnits(consumer.orderId)).toBe(1);
  });

  it('forgets keys after 24 hours, and new keys delete expired ones', async () => {
    const consumer = await createSeatedTable(t, restaurant.merchantId);
    expect((await addWithKey(consumer, restaurant.sodaId, 'velha')).statusCode).toBe(201);
    expect((await addWithKey(consumer, restaurant.sodaId, 'outra-velha')).statusCode).toBe(201);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    // Expired: the same key is a new action now, even with another item.
    const reused = await addWithKey(consumer, restaurant.burgerId, 'velha');
    expect(reused.statusCode).toBe(201);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    expect(await countUnits(consumer.orderId)).toBe(3);
    const keys = await t.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.consumerId, consumer.consumerId));
    expect(keys.map((row) => row.key)).toEqual(['velha']);
  });

  it('answers 400 to a malformed key and documents the header in the OpenAPI schema', async () => {
    const consumer = await createSeatedTable(t, restaurant.merchantId);
    for (const key of ['com espaço', 'x'.repeat(201)]) {
      const res = await addWithKey(consumer, restaurant.sodaId, key);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await countUnits(consumer.orderId)).toBe(0);
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const parameters = docs.paths['/api/order'].put.parameters as { in: string; name: string }[];
    expect(parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key' }));
    expect(docs.paths['/api/order'].put.responses).toHaveProperty('422');
  });
});
