import { computeBill, reaisToCents } from '@suavez/shared/domain/bill';
import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import { activeQueueStatuses } from '@suavez/shared/domain/queue-status';
import { and, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderItems, orders } from '#api/db/schema/order.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { callAs } from '#test/test-app';
import type { Model, Real } from './model-state';
import { findHistoryProblems } from './reliability-helpers';

const byFirst = (a: readonly unknown[], b: readonly unknown[]) => String(a[0]).localeCompare(String(b[0]));

/**
 * The invariants checked after every step: the database holds exactly what the model holds (entries,
 * orders, units, each with its status and copied price), at most one active entry per consumer, a history
 * that only moves along the shared machine and ends in the entry's status, and bills whose subtotal is
 * the sum of the billed units' copied prices.
 */
export async function checkInvariants(m: Model, r: Real): Promise<void> {
  const db = r.t.database.db;
  const consumerIds = r.consumers.map((consumer) => consumer.consumerId);

  const modelEntries = m.consumers.flatMap((consumer, i) =>
    consumer.entries.map((entry) => ({ ...entry, consumerId: consumerIds[i] as string })),
  );
  const entries = await db.select().from(queueEntries).where(inArray(queueEntries.consumerId, consumerIds));
  expect(entries.map((e) => [e.id, e.consumerId, e.status]).sort(byFirst), 'entries').toEqual(
    modelEntries.map((e) => [e.id, e.consumerId, e.status]).sort(byFirst),
  );

  const active = await db
    .select({ consumerId: queueEntries.consumerId })
    .from(queueEntries)
    .where(
      and(inArray(queueEntries.consumerId, consumerIds), inArray(queueEntries.status, activeQueueStatuses)),
    );
  expect(new Set(active.map((row) => row.consumerId)).size, 'one active entry per consumer').toBe(
    active.length,
  );

  const entryIds = modelEntries.map((entry) => entry.id);
  expect(await findHistoryProblems(db, entryIds), 'history').toEqual([]);

  const modelOrders = modelEntries.flatMap((entry) =>
    entry.order ? [{ ...entry.order, entryId: entry.id }] : [],
  );
  const dbOrders =
    entryIds.length === 0 ? [] : await db.select().from(orders).where(inArray(orders.queueEntryId, entryIds));
  expect(
    dbOrders.map((o) => [o.id, o.queueEntryId, o.status, o.serviceFeePercent]).sort(byFirst),
    'orders',
  ).toEqual(modelOrders.map((o) => [o.id, o.entryId, o.status, o.serviceFee]).sort(byFirst));

  const orderIds = modelOrders.map((order) => order.id);
  const dbUnits =
    orderIds.length === 0
      ? []
      : await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
  expect(dbUnits.map((u) => [u.id, u.orderId, u.status, u.priceCents]).sort(byFirst), 'units').toEqual(
    modelOrders.flatMap((o) => o.units.map((u) => [u.id, o.id, u.status, u.priceCents])).sort(byFirst),
  );

  for (const order of modelOrders) {
    const res = await callAs(r.t, {}, 'GET', `/order?orderId=${order.id}`);
    expect(res.statusCode).toBe(200);
    const items = (res.json().items as { item: { price: number }; orderItemStatus: OrderItemStatus }[]).map(
      (unit) => ({ priceCents: reaisToCents(unit.item.price), status: unit.orderItemStatus }),
    );
    const bill = computeBill({ items, serviceFeePercent: order.serviceFee ?? 0 });
    const billed = order.units.filter((u) => !['CANCELED', 'REFUSED', 'CREATED'].includes(u.status));
    expect(bill.subtotalCents, `subtotal of ${order.id}`).toBe(
      billed.reduce((sum, u) => sum + u.priceCents, 0),
    );
  }
}
