import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderItems } from '#api/db/schema/order.schema';
import { createMerchantFixture } from '#test/fixtures';
import {
  addAndSend,
  addUnits,
  createMerchantWithMenu,
  createSeatedTable,
  itemAction,
  updateOrderStatus,
} from '#test/order-test-helpers';
import { callAs, useFixture, useTestApp } from '#test/test-app';

const t = useTestApp();
const restaurant = useFixture(() => createMerchantWithMenu(t));
const otherMerchant = useFixture(() => createMerchantFixture(t.app));

async function unitStatus(id: string) {
  const [row] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, id));
  return row?.status;
}

async function sentUnit(itemId = restaurant.sodaId) {
  const consumer = await createSeatedTable(t, restaurant.merchantId);
  const [unit] = await addAndSend(t, consumer, consumer.orderId, itemId);
  return { consumer, unit: unit as string };
}

describe('merchant item transitions', () => {
  it('accepts a plain unit to ACCEPTED and a prepared one to PREPARING, then delivers', async () => {
    const plain = await sentUnit(restaurant.sodaId);
    const accepted = await itemAction(t, restaurant, 'accept', plain.unit);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().orderItemStatus).toBe('ACCEPTED');
    const prepared = await sentUnit(restaurant.burgerId);
    expect((await itemAction(t, restaurant, 'accept', prepared.unit)).json().orderItemStatus).toBe(
      'PREPARING',
    );
    for (const unit of [plain.unit, prepared.unit]) {
      const delivered = await itemAction(t, restaurant, 'deliver', unit);
      expect(delivered.statusCode).toBe(200);
      expect(delivered.json().orderItemStatus).toBe('COMPLETED');
    }
    // A delivered unit may still be cancelled by the merchant; a cancelled one moves no more.
    expect((await itemAction(t, restaurant, 'cancel', plain.unit)).json().orderItemStatus).toBe('CANCELED');
    for (const action of ['accept', 'refuse', 'deliver', 'cancel'] as const) {
      const res = await itemAction(t, restaurant, action, plain.unit);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('Cancelado');
    }
  });

  it('refuses a SENT unit; a refused unit moves no more', async () => {
    const { unit } = await sentUnit();
    expect((await itemAction(t, restaurant, 'refuse', unit)).json().orderItemStatus).toBe('REFUSED');
    for (const action of ['accept', 'refuse', 'deliver', 'cancel'] as const) {
      expect((await itemAction(t, restaurant, action, unit)).statusCode).toBe(409);
    }
    expect(await unitStatus(unit)).toBe('REFUSED');
  });

  it('grants a cancel request (cancel) or denies it (accept)', async () => {
    const granted = await sentUnit();
    await callAs(t, granted.consumer, 'PATCH', `/order/item/request/cancel?orderItemId=${granted.unit}`);
    expect((await itemAction(t, restaurant, 'deliver', granted.unit)).statusCode).toBe(409);
    expect((await itemAction(t, restaurant, 'refuse', granted.unit)).statusCode).toBe(409);
    expect((await itemAction(t, restaurant, 'cancel', granted.unit)).json().orderItemStatus).toBe('CANCELED');
    const denied = await sentUnit(restaurant.burgerId);
    await callAs(t, denied.consumer, 'PATCH', `/order/item/request/cancel?orderItemId=${denied.unit}`);
    expect((await itemAction(t, restaurant, 'accept', denied.unit)).json().orderItemStatus).toBe('PREPARING');
  });

  it('refuses actions on CREATED and SENT units that the table does not allow', async () => {
    const consumer = await createSeatedTable(t, restaurant.merchantId);
    const [created] = await addUnits(t, consumer, consumer.orderId, restaurant.sodaId);
    for (const action of ['accept', 'refuse', 'deliver', 'cancel'] as const) {
      expect((await itemAction(t, restaurant, action, created as string)).statusCode).toBe(409);
    }
    const { unit } = await sentUnit();
    expect((await itemAction(t, restaurant, 'deliver', unit)).statusCode).toBe(409);
    expect((await itemAction(t, restaurant, 'cancel', unit)).statusCode).toBe(409);
    expect(await unitStatus(unit)).toBe('SENT');
  });

  it('lets two concurrent accepts of one unit make one transition: one 200, one 409', async () => {
    const { unit } = await sentUnit();
    const before = await t.database.db.select().from(orderItems).where(eq(orderItems.id, unit));
    t.clock.advance(1000);
    const answers = await Promise.all([
      itemAction(t, restaurant, 'accept', unit),
      itemAction(t, restaurant, 'accept', unit),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const [after] = await t.database.db.select().from(orderItems).where(eq(orderItems.id, unit));
    expect(after?.status).toBe('ACCEPTED');
    expect(after?.statusAt.getTime()).toBeGreaterThan(before[0]?.statusAt.getTime() ?? 0);
  });

  it("answers 403 for another merchant's unit or merchantId and for an unknown unit, 401 anonymous", async () => {
    const { unit, consumer } = await sentUnit();
    const foreign = await callAs(
      t,
      otherMerchant,
      'PATCH',
      `/order/item/accept?orderItemId=${unit}&merchantId=${otherMerchant.merchantId}`,
    );
    expect(foreign.statusCode).toBe(403);
    const wrongId = await callAs(
      t,
      restaurant,
      'PATCH',
      `/order/item/accept?orderItemId=${unit}&merchantId=${otherMerchant.merchantId}`,
    );
    expect(wrongId.statusCode).toBe(403);
    const anonymous = await callAs(
      t,
      null,
      'PATCH',
      `/order/item/accept?orderItemId=${unit}&merchantId=${restaurant.merchantId}`,
    );
    expect(anonymous.statusCode).toBe(401);
    // A consumer's session is not a merchant credential.
    const asConsumer = await callAs(
      t,
      consumer,
      'PATCH',
      `/order/item/accept?orderItemId=${unit}&merchantId=${restaurant.merchantId}`,
    );
    expect(asConsumer.statusCode).toBe(401);
    expect(
      (await itemAction(t, restaurant, 'accept', '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(403);
    expect(await unitStatus(unit)).toBe('SENT');
  });
});

describe('GET /order/queue', () => {
  it("lists the table's orders for its merchant only", async () => {
    const owner = await createSeatedTable(t, restaurant.merchantId, 'Dona');
    await addAndSend(t, owner, owner.orderId, restaurant.sodaId, 2);
    const res = await callAs(t, restaurant, 'GET', `/order/queue?queueId=${owner.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(res.json()[0]).toMatchObject({ id: owner.orderId, consumerName: 'Dona' });
    expect(res.json()[0].items).toHaveLength(2);
    expect((await callAs(t, otherMerchant, 'GET', `/order/queue?queueId=${owner.id}`)).statusCode).toBe(403);
    expect((await callAs(t, owner, 'GET', `/order/queue?queueId=${owner.id}`)).statusCode).toBe(401);
  });
});

describe('PATCH /order/status/update', () => {
  const update = (
    merchant: { merchantId: string; authorization: string },
    order: { orderId: string; id: string },
    orderStatus: string,
  ) => updateOrderStatus(t, merchant, order, orderStatus);

  it('requests payment with 12 % by default, dropping the cart; refused while units wait', async () => {
    const owner = await createSeatedTable(t, restaurant.merchantId);
    const [unit] = await addAndSend(t, owner, owner.orderId, restaurant.sodaId);
    await addUnits(t, owner, owner.orderId, restaurant.sodaId);
    const blocked = await update(restaurant, owner, 'PAYMENT_REQUESTED');
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toContain('Há itens aguardando');
    await itemAction(t, restaurant, 'accept', unit as string);
    expect((await update(restaurant, owner, 'PAYMENT_REQUESTED')).statusCode).toBe(409);
    await itemAction(t, restaurant, 'deliver', unit as string);
    const res = await update(restaurant, owner, 'PAYMENT_REQUESTED');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'PAYMENT_REQUESTED', serviceFee: 12 });
    expect(res.json().items.map((u: { orderItemStatus: string }) => u.orderItemStatus)).toEqual([
      'COMPLETED',
    ]);
  });

  it("keeps the consumer's fee, reopens, closes; refuses the moves the table does not allow", async () => {
    const owner = await createSeatedTable(t, restaurant.merchantId);
    expect((await update(restaurant, owner, 'CLOSED')).statusCode).toBe(409);
    expect((await update(restaurant, owner, 'OPEN')).statusCode).toBe(409);
    await callAs(t, owner, 'PATCH', '/order/close', {
      orderId: owner.orderId,
      queueId: owner.id,
      serviceFee: 7,
    });
    const reopened = await update(restaurant, owner, 'OPEN');
    expect(reopened.json()).toMatchObject({ status: 'OPEN', serviceFee: 7 });
    const requested = await update(restaurant, owner, 'PAYMENT_REQUESTED');
    expect(requested.json()).toMatchObject({ status: 'PAYMENT_REQUESTED', serviceFee: 7 });
    expect((await update(restaurant, owner, 'PAYMENT_REQUESTED')).statusCode).toBe(409);
    const closed = await update(restaurant, owner, 'CLOSED');
    expect(closed.json().status).toBe('CLOSED');
    for (const status of ['OPEN', 'PAYMENT_REQUESTED', 'CLOSED']) {
      expect((await update(restaurant, owner, status)).statusCode).toBe(409);
    }
    const bad = await update(restaurant, owner, 'PAYMENT_COMPLETED');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Status de pedido inválido');
  });

  it('refuses another merchant and an unknown order (403), a wrong queue (404), anonymous (401); item actions on a closed order', async () => {
    const owner = await createSeatedTable(t, restaurant.merchantId);
    const [unit] = await addAndSend(t, owner, owner.orderId, restaurant.sodaId);
    await itemAction(t, restaurant, 'accept', unit as string);
    await itemAction(t, restaurant, 'deliver', unit as string);
    expect((await update(otherMerchant, owner, 'PAYMENT_REQUESTED')).statusCode).toBe(403);
    const wrongQuery = await callAs(
      t,
      restaurant,
      'PATCH',
      `/order/status/update?merchantId=${otherMerchant.merchantId}`,
      { orderId: owner.orderId, queueId: owner.id, orderStatus: 'PAYMENT_REQUESTED' },
    );
    expect(wrongQuery.statusCode).toBe(403);
    const other = await createSeatedTable(t, restaurant.merchantId);
    expect(
      (await update(restaurant, { orderId: owner.orderId, id: other.id }, 'PAYMENT_REQUESTED')).statusCode,
    ).toBe(404);
    const unknownOrder = { orderId: '00000000-0000-4000-8000-000000000000', id: owner.id };
    expect((await update(restaurant, unknownOrder, 'PAYMENT_REQUESTED')).statusCode).toBe(403);
    const anonymous = await callAs(
      t,
      null,
      'PATCH',
      `/order/status/update?merchantId=${restaurant.merchantId}`,
      {
        orderId: owner.orderId,
        queueId: owner.id,
        orderStatus: 'PAYMENT_REQUESTED',
      },
    );
    expect(anonymous.statusCode).toBe(401);
    await update(restaurant, owner, 'PAYMENT_REQUESTED');
    await update(restaurant, owner, 'CLOSED');
    const late = await itemAction(t, restaurant, 'cancel', unit as string);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('O pedido já foi finalizado.');
  });
});
