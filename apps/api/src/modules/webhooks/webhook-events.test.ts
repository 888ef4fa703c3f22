import { webhookEventTypes } from '@suavez/shared/domain/integrations';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '#api/db/schema/booking.schema';
import { webhookDeliveries } from '#api/db/schema/integration.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { insertBookingFixture } from '#test/booking-test-helpers';
import { applyQueueEvent, createQueueEntryFixture } from '#test/fixtures';
import {
  addAndSend,
  createMerchantWithMenu,
  createSeatedTable,
  extrasOptionGroup,
  itemAction,
  setBurgerOptionGroups,
  updateOrderStatus,
} from '#test/order-test-helpers';
import { callAs, useTestApp } from '#test/test-app';

const t = useTestApp();
const url = 'http://127.0.0.1:9/ganchos';

/** A restaurant with a menu and three endpoints: all events, only `order.sent`, and all events but off. */
async function restaurant() {
  const m = await createMerchantWithMenu(t);
  const hook = async (events: readonly string[]) =>
    (await callAs(t, m, 'POST', '/merchant/webhooks', { url, events })).json().id as string;
  const all = await hook(webhookEventTypes);
  const sentOnly = await hook(['order.sent']);
  const off = await hook(webhookEventTypes);
  await callAs(t, m, 'PATCH', `/merchant/webhooks/${off}`, { enabled: false });
  return { m, all, sentOnly, off };
}

/** The deliveries of `type` written for the restaurant, by endpoint. */
async function deliveriesOf(merchantId: string, type: string) {
  return t.database.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.merchantId, merchantId), eq(webhookDeliveries.type, type)));
}

/** The host records the table's bill as paid by Pix. */
async function payByPix(
  m: { merchantId: string; authorization: string },
  table: { id: string; orderId: string },
) {
  const paid = await callAs(t, m, 'PATCH', `/order/payment?merchantId=${m.merchantId}`, {
    queueId: table.id,
    orderId: table.orderId,
    method: 'PIX',
  });
  expect(paid.statusCode, paid.body).toBe(200);
}

describe('the webhook events, written by triggers in the change’s transaction (docs/integrations.md#delivery)', () => {
  it('writes queue.joined, called, seated and left once per subscribed, enabled endpoint', async () => {
    const { m, all } = await restaurant();
    const seated = await createQueueEntryFixture(t, {
      merchantId: m.merchantId,
      status: 'CHECK_IN',
      name: 'Ana',
    });
    const quitter = await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'IN_QUEUE' });
    await applyQueueEvent(t, { queueEntryId: quitter.id, event: 'quit' });

    const joined = await deliveriesOf(m.merchantId, 'queue.joined');
    expect(joined.map((d) => d.endpointId)).toEqual([all, all]);
    expect(joined.find((d) => d.eventKey === `queue.joined:${seated.id}`)?.data).toMatchObject({
      queueId: seated.id,
      name: 'Ana',
      slot: 2,
    });
    const called = await deliveriesOf(m.merchantId, 'queue.called');
    expect(called.map((d) => [d.endpointId, (d.data as { queueId: string }).queueId])).toEqual([
      [all, seated.id],
    ]);
    const seat = await deliveriesOf(m.merchantId, 'queue.seated');
    expect(seat.map((d) => d.eventKey)).toEqual([`queue.seated:${seated.id}`]);
    expect(seat[0]?.data).toMatchObject({ status: 'CHECK_IN' });
    const left = await deliveriesOf(m.merchantId, 'queue.left');
    expect(left.map((d) => d.data)).toEqual([
      expect.objectContaining({ queueId: quitter.id, status: 'CANCELLED_BY_CONSUMER' }),
    ]);
    for (const d of [...joined, ...called, ...seat, ...left]) {
      expect(d.status).toBe('pending');
      expect(d.nextAttemptAt.getTime()).toBe(d.occurredAt.getTime());
    }
  });

  it('writes order.sent with the units, order.item.accepted and delivered, bill.requested and payment.completed', async () => {
    const { m, all, sentOnly } = await restaurant();
    const table = await createSeatedTable(t, m.merchantId, 'Bia');
    const units = await addAndSend(t, table, table.orderId, m.burgerId, 2);
    const sent = await deliveriesOf(m.merchantId, 'order.sent');
    expect(sent.map((d) => d.endpointId).sort()).toEqual([all, sentOnly].sort());
    expect(sent[0]?.data).toMatchObject({
      orderId: table.orderId,
      queueId: table.id,
      consumer: { name: 'Bia' },
      // Units sent together are ordered by creation, then id: here one instant, so by id.
      units: [...units]
        .sort()
        .map((id) => ({ id, name: 'Hambúrguer', price: 32.9, note: null, options: [] })),
    });
    for (const unit of units) {
      t.clock.advance(1000);
      expect((await itemAction(t, m, 'accept', unit)).statusCode).toBe(200);
      t.clock.advance(1000);
      expect((await itemAction(t, m, 'deliver', unit)).statusCode).toBe(200);
    }
    const accepted = await deliveriesOf(m.merchantId, 'order.item.accepted');
    expect(accepted.map((d) => d.endpointId)).toEqual([all, all]);
    expect(accepted.map((d) => (d.data as { unit: { id: string } }).unit.id).sort()).toEqual(
      [...units].sort(),
    );
    expect(accepted[0]?.data).toMatchObject({
      orderId: table.orderId,
      unit: { name: 'Hambúrguer', price: 32.9 },
    });
    const delivered = await deliveriesOf(m.merchantId, 'order.item.delivered');
    expect(delivered.map((d) => d.endpointId)).toEqual([all, all]);

    t.clock.advance(1000);
    const bill = await updateOrderStatus(t, m, table, 'PAYMENT_REQUESTED');
    expect(bill.statusCode, bill.body).toBe(200);
    expect((await deliveriesOf(m.merchantId, 'bill.requested')).map((d) => d.endpointId)).toEqual([all]);
    t.clock.advance(1000);
    await payByPix(m, table);
    expect((await deliveriesOf(m.merchantId, 'payment.completed')).map((d) => d.endpointId)).toEqual([all]);
  });

  it('speaks money as the API does: reais, the unit with its options, and the amount paid', async () => {
    const { m, all } = await restaurant();
    const [extras] = await setBurgerOptionGroups(t, m, [extrasOptionGroup]);
    const bacon = extras?.options[0]?.id as string;
    const table = await createSeatedTable(t, m.merchantId, 'Caio');
    const added = await callAs(t, table, 'PUT', '/order', {
      orderQueue: { id: table.orderId },
      item: { id: m.burgerId },
      options: [bacon],
      note: 'sem cebola',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect((await callAs(t, table, 'POST', `/order/sent?orderId=${table.orderId}`)).statusCode).toBe(200);
    const [sent] = (await deliveriesOf(m.merchantId, 'order.sent')).filter((d) => d.endpointId === all);
    expect(sent?.data).toMatchObject({
      units: [
        {
          name: 'Hambúrguer',
          price: 37.4,
          note: 'sem cebola',
          options: [{ id: bacon, group: 'Adicionais', name: 'Bacon', price: 4.5 }],
        },
      ],
    });

    for (const action of ['accept', 'deliver'] as const) {
      t.clock.advance(1000);
      expect((await itemAction(t, m, action, added.json().id)).statusCode).toBe(200);
    }
    t.clock.advance(1000);
    expect((await updateOrderStatus(t, m, table, 'PAYMENT_REQUESTED')).statusCode).toBe(200);
    const [requested] = await deliveriesOf(m.merchantId, 'bill.requested');
    expect(requested?.data).toMatchObject({ status: 'PAYMENT_REQUESTED', amount: null });
    t.clock.advance(1000);
    await payByPix(m, table);
    const order = await callAs(t, table, 'GET', `/order?orderId=${table.orderId}`);
    const amount = (order.json() as { payment: { amount: number } }).payment.amount;
    expect(amount).toBeGreaterThan(37.4);
    const [completed] = await deliveriesOf(m.merchantId, 'payment.completed');
    expect(completed?.data).toMatchObject({ paymentMethod: 'PIX', amount });
  });

  it('writes booking.created and booking.canceled', async () => {
    const { m, all } = await restaurant();
    const entry = await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'IN_QUEUE' });
    const booking = await insertBookingFixture(t.app, {
      merchantId: m.merchantId,
      consumerId: entry.consumerId,
      startsInMinutes: 120,
    });
    expect(
      (await deliveriesOf(m.merchantId, 'booking.created')).map((d) => [d.endpointId, d.eventKey]),
    ).toEqual([[all, `booking.created:${booking.id}`]]);
    await t.database.db
      .update(bookings)
      .set({ status: 'CANCELED', canceledAt: t.clock.now() })
      .where(eq(bookings.id, booking.id));
    expect((await deliveriesOf(m.merchantId, 'booking.canceled')).map((d) => d.endpointId)).toEqual([all]);
  });

  it('a change that rolls back leaves no delivery; another restaurant’s change writes none here', async () => {
    const { m } = await restaurant();
    const other = await createMerchantWithMenu(t);
    const entry = await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'IN_QUEUE' });
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx
          .update(queueEntries)
          .set({ status: 'CALLED', lastStatusAt: t.clock.now() })
          .where(eq(queueEntries.id, entry.id));
        expect(
          (await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.type, 'queue.called'))).some(
            (d) => (d.data as { queueId: string }).queueId === entry.id,
          ),
        ).toBe(true);
        throw new Error('crash before commit');
      }),
    ).rejects.toThrow('crash before commit');
    expect(await deliveriesOf(m.merchantId, 'queue.called')).toEqual([]);
    await createQueueEntryFixture(t, { merchantId: other.merchantId, status: 'IN_QUEUE' });
    expect(await deliveriesOf(other.merchantId, 'queue.joined')).toEqual([]);
  });
});
