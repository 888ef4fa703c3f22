import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, items } from '#api/db/schema/catalog.schema';
import { orderItems, orders } from '#api/db/schema/order.schema';
import { createConsumerFixture, createQueueEntryFixture } from '#test/fixtures';
import {
  addAndSend,
  addUnits,
  createMerchantWithMenu,
  createSeatedTable,
  itemAction,
} from '#test/order-test-helpers';
import { callAs, useFixture, useTestApp } from '#test/test-app';

const t = useTestApp();
const restaurant = useFixture(() => createMerchantWithMenu(t));
const otherRestaurant = useFixture(() => createMerchantWithMenu(t));

const put = (caller: { cookies: Record<string, string> } | null, orderId: string, itemId: string) =>
  callAs(t, caller, 'PUT', '/order', { orderQueue: { id: orderId }, item: { id: itemId } });

describe('opening an order', () => {
  it('answers 404 before the order exists, then the same id to both tabs', async () => {
    const owner = await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'CHECK_IN' });
    const info = `/order/info?queueId=${owner.id}&consumerId=${owner.consumerId}`;
    const none = await callAs(t, owner, 'GET', info);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Você ainda não tem um pedido nesta mesa.');
    const body = { consumerId: owner.consumerId, queueId: owner.id };
    const first = await callAs(t, owner, 'POST', '/order', body);
    expect(first.statusCode).toBe(201);
    const second = await callAs(t, owner, 'POST', '/order', body);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect((await callAs(t, owner, 'GET', info)).json()).toEqual({ orderId: first.json().id });
  });

  it('creates one order when POST /order races ten times', async () => {
    const owner = await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status: 'CHECK_IN' });
    const body = { consumerId: owner.consumerId, queueId: owner.id };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => callAs(t, owner, 'POST', '/order', body)),
    );
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
    const rows = await t.database.db.select().from(orders).where(eq(orders.queueEntryId, owner.id));
    expect(rows).toHaveLength(1);
  });

  it('lets a guest who knows the queue id open its own order at the table', async () => {
    const owner = await createSeatedTable(t, restaurant.merchantId);
    const guest = await createConsumerFixture(t.app);
    const res = await callAs(t, guest, 'POST', '/order', { consumerId: guest.consumerId, queueId: owner.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(owner.orderId);
  });

  it('refuses before check-in (409), for another consumer id (403), without a session (401), unknown entry (404)', async () => {
    const waiting = await createQueueEntryFixture(t, {
      merchantId: restaurant.merchantId,
      status: 'IN_QUEUE',
    });
    const early = await callAs(t, waiting, 'POST', '/order', {
      consumerId: waiting.consumerId,
      queueId: waiting.id,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Os pedidos só podem ser feitos depois do check-in na mesa.');
    const seated = await createQueueEntryFixture(t, {
      merchantId: restaurant.merchantId,
      status: 'CHECK_IN',
    });
    const other = await createConsumerFixture(t.app);
    const body = { consumerId: seated.consumerId, queueId: seated.id };
    expect((await callAs(t, other, 'POST', '/order', body)).statusCode).toBe(403);
    expect((await callAs(t, null, 'POST', '/order', body)).statusCode).toBe(401);
    expect(
      (await callAs(t, other, 'GET', `/order/info?queueId=${seated.id}&consumerId=${seated.consumerId}`))
        .statusCode,
    ).toBe(403);
    const unknown = { consumerId: seated.consumerId, queueId: '00000000-0000-4000-8000-000000000000' };
    expect((await callAs(t, seated, 'POST', '/order', unknown)).statusCode).toBe(404);
    const bad = await callAs(t, seated, 'POST', '/order', { consumerId: 'x', queueId: seated.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Cliente inválido');
  });
});

describe('the cart', () => {
  it('adds units with the price copied at add time, in reais; later menu edits do not change it', async () => {
    const owner = await createSeatedTable(t, restaurant.merchantId);
    const res = await put(owner, owner.orderId, restaurant.burgerId);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      item: { id: restaurant.burgerId, name: 'Hambúrguer', price: 32.9 },
      orderItemStatus: 'CREATED',
      prepared: true,
    });
    await t.database.db
      .update(items)
      .set({ priceCents: 9999, name: 'Hambúrguer novo' })
      .where(eq(items.id, restaurant.burgerId));
    const order = await callAs(t, null, 'GET', `/order?orderId=${owner.orderId}`);
    expect(order.statusCode).toBe(200);
    expect(order.json().items[0].item).toMatchObject({ name: 'Hambúrguer', price: 32.9 });
    await t.database.db
      .update(items)
      .set({ priceCents: 3290, name: 'Hambúrguer' })
      .where(eq(items.id, restaurant.burgerId));
  });

  it('refuses inactive, deleted, inactive-category and other-restaurant items, adding nothing', async () => {
    const owner = await createSeatedTable(t, restaurant.merchantId);
    const refused = [restaurant.inactiveItemId, otherRestaurant.sodaId];
    for (const itemId of refused) {
      const res = await put(owner, owner.orderId, itemId);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Este item não está disponível no cardápio.');
    }
    const db = t.database.db;
    await db.update(items).set({ deletedAt: new Date() }).where(eq(items.id, restaurant.sodaId));
    expect((await put(owner, owner.orderId, restaurant.sodaId)).statusCode).toBe(409);
    await db.update(items).set({ deletedAt: null }).where(eq(items.id, restaurant.sodaId));
    await db.update(categories).set({ active: false }).where(eq(categories.id, restaurant.categoryId));
    expect((await put(owner, owner.orderId, restaurant.sodaId)).statusCode).toBe(409);
    await db.update(categories).set({ active: true }).where(eq(categories.id, restaurant.categoryId));
    const unknown = await put(owner, owner.orderId, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(409);
    const rows = await db.select().from(orderItems).where(eq(orderItems.orderId, owner.orderId));
    expect(rows).toHaveLength(0);
  });

  it("removes CREATED units only, and only the consumer's own", async () => {
    const owner = await createSeatedTable(t, restaurant.merchantId);
    const guest = await createConsumerFixture(t.app);
    const [first, second] = await addUnits(t, owner, owner.orderId, restaurant.sodaId, 2);
    expect((await callAs(t, guest, 'DELETE', `/order/item?orderItemId=${first}`)).statusCode).toBe(403);
    expect((await callAs(t, null, 'DELETE', `/order/item?orderItemId=${first}`)).statusCode).toBe(401);
    expect((await callAs(t, owner, 'DELETE', `/order/item?orderItemId=${first}`)).statusCode).toBe(204);
    // Gone now: answered as another consumer's unit would be, so no id is told apart
    // (docs/access.md#unknown-ids).
    expect((await callAs(t, owner, 'DELETE', `/order/item?orderItemId=${first}`)).statusCode).toBe(403);
    await callAs(t, owner, 'POST', `/order/sent?orderId=${owner.orderId}`);
    const sent = await callAs(t, owner, 'DELETE', `/order/item?orderItemId=${second}`);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe('Só é possível remover itens que ainda não foram enviados.');
  });

  it('sends every CREATED unit at once; an empty cart answers 409', async () => {
    const owner = await createSeatedTable(t, restaurant.merchantId);
    const empty = await callAs(t, owner, 'POST', `/order/sent?orderId=${owner.orderId}`);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe('Seu carrinho está vazio.');
    await addUnits(t, owner, owner.orderId, restaurant.sodaId, 3);
    const res = await callAs(t, owner, 'POST', `/order/sent?orderId=${owner.orderId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((unit: { orderItemStatus: string }) => unit.orderItemStatus)).toEqual([
      'SENT',
      'SENT',
      'SENT',
    ]);
  });

  it('asks to cancel a SENT unit, and refuses it for other statuses', async () => {
    const owner = await createSeatedTable(t, restaurant.merchantId);
    const [created] = await addUnits(t, owner, owner.orderId, restaurant.sodaId);
    const url = (id: string | undefined) => `/order/item/request/cancel?orderItemId=${id}`;
    expect((await callAs(t, owner, 'PATCH', url(created))).statusCode).toBe(409);
    await callAs(t, owner, 'POST', `/order/sent?orderId=${owner.orderId}`);
    const stranger = await createConsumerFixture(t.app);
    expect((await callAs(t, stranger, 'PATCH', url(created))).statusCode).toBe(403);
    const res = await callAs(t, owner, 'PATCH', url(created));
    expect(res.statusCode).toBe(200);
    expect(res.json().orderItemStatus).toBe('CANCEL_REQUEST');
    const again = await callAs(t, owner, 'PATCH', url(created));
    expect(again.statusCode).toBe(409);
  });
});

describe('access between consumers of a table and of other tables', () => {
  it('lets a guest read the table but change only its own order; another table changes nothing', async () => {
    const owner = await createSeatedTable(t, restaurant.merchantId);
    const guest = await createConsumerFixture(t.app);
    const guestOrder = await callAs(t, guest, 'POST', '/order', {
      consumerId: guest.consumerId,
      queueId: owner.id,
    });
    const guestOrderId = guestOrder.json().id as string;
    const otherTable = await createSeatedTable(t, restaurant.merchantId);
    const [ownerUnit] = await addUnits(t, owner, owner.orderId, restaurant.sodaId);

    for (const intruder of [guest, otherTable]) {
      expect((await put(intruder, owner.orderId, restaurant.sodaId)).statusCode).toBe(403);
      expect((await callAs(t, intruder, 'POST', `/order/sent?orderId=${owner.orderId}`)).statusCode).toBe(
        403,
      );
      expect((await callAs(t, intruder, 'DELETE', `/order/item?orderItemId=${ownerUnit}`)).statusCode).toBe(
        403,
      );
      const close = await callAs(t, intruder, 'PATCH', '/order/close', {
        orderId: owner.orderId,
        queueId: owner.id,
        serviceFee: 10,
      });
      expect(close.statusCode).toBe(403);
    }
    expect((await put(null, owner.orderId, restaurant.sodaId)).statusCode).toBe(401);
    expect((await put(guest, guestOrderId, restaurant.sodaId)).statusCode).toBe(201);

    const ownerOrder = await callAs(t, null, 'GET', `/order?orderId=${owner.orderId}`);
    expect(ownerOrder.json().items).toHaveLength(1);
    expect(ownerOrder.json().items[0].orderItemStatus).toBe('CREATED');
    const table = await callAs(t, guest, 'GET', `/queue?queueId=${owner.id}`);
    expect(table.statusCode).toBe(200);
  });
});

describe('closing the order (consumer)', () => {
  it('asks for the bill only when every unit is settled, with the chosen fee', async () => {
    const owner = await createSeatedTable(t, restaurant.merchantId);
    const [soda, burger] = [
      ...(await addAndSend(t, owner, owner.orderId, restaurant.sodaId)),
      ...(await addAndSend(t, owner, owner.orderId, restaurant.burgerId)),
    ];
    const close = (serviceFee: unknown, queueId = owner.id) =>
      callAs(t, owner, 'PATCH', '/order/close', { orderId: owner.orderId, queueId, serviceFee });
    const early = await close(10);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toContain('Só é possível pedir a conta');
    expect((await close(101)).statusCode).toBe(400);
    expect((await close(10.5)).statusCode).toBe(400);
    expect((await itemAction(t, restaurant, 'accept', soda as string)).statusCode).toBe(200);
    expect((await itemAction(t, restaurant, 'deliver', soda as string)).statusCode).toBe(200);
    expect((await itemAction(t, restaurant, 'refuse', burger as string)).statusCode).toBe(200);
    const otherQueue = await createQueueEntryFixture(t, {
      merchantId: restaurant.merchantId,
      status: 'CHECK_IN',
    });
    expect((await close(10, otherQueue.id)).statusCode).toBe(404);
    const res = await close(10);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'PAYMENT_REQUESTED', serviceFee: 10 });
    const twice = await close(10);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('O pedido já foi finalizado.');
    expect((await put(owner, owner.orderId, restaurant.sodaId)).statusCode).toBe(409);
  });

  it('lets a consumer who ordered nothing close with 0 % and accepts 100 %', async () => {
    const zero = await createSeatedTable(t, restaurant.merchantId);
    const res = await callAs(t, zero, 'PATCH', '/order/close', {
      orderId: zero.orderId,
      queueId: zero.id,
      serviceFee: 0,
    });
    expect(res.json()).toMatchObject({ status: 'PAYMENT_REQUESTED', serviceFee: 0 });
    const full = await createSeatedTable(t, restaurant.merchantId);
    const res100 = await callAs(t, full, 'PATCH', '/order/close', {
      orderId: full.orderId,
      queueId: full.id,
      serviceFee: 100,
    });
    expect(res100.json().serviceFee).toBe(100);
  });
});

describe('GET /order', () => {
  it('is public, answers 404 for an unknown id and 400 for a malformed one', async () => {
    const owner = await createSeatedTable(t, restaurant.merchantId, 'Joana');
    const res = await callAs(t, null, 'GET', `/order?orderId=${owner.orderId}`);
    expect(res.statusCode).toBe(200);
    // A stranger reads the summary, never the table's guest pass (queueId) nor a consumer id.
    expect(res.json()).toEqual({
      id: owner.orderId,
      status: 'OPEN',
      merchantName: expect.any(String),
      consumerName: 'Joana',
      table: null,
      createdAt: expect.any(String),
      serviceFee: null,
      items: [],
      payment: null,
      pixReportedAt: null,
    });
    const own = await callAs(t, owner, 'GET', `/order?orderId=${owner.orderId}`);
    expect(own.json()).toMatchObject({ id: owner.orderId, queueId: owner.id, consumerId: owner.consumerId });
    const missing = await callAs(t, null, 'GET', '/order?orderId=00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const bad = await callAs(t, null, 'GET', '/order?orderId=1');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Pedido inválido');
  });
});
