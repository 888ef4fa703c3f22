import type { QueueTransitionEvent } from '@suavez/shared/domain/queue-machine';
import { eq, inArray } from 'drizzle-orm';
import { consumers } from '#api/db/schema/consumer.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { submitFeedback } from '#api/modules/feedback/feedback.service';
import { createOrder } from '#api/modules/order/create-order.service';
import { updateOrderStatus } from '#api/modules/order/update-order-status.service';
import { joinQueue } from '#api/modules/queue/join-queue.service';
import { checkoutQueueEntry } from '#api/modules/queue/queue-checkout.service';
import { testAuditActor } from './audit-test-helpers';
import { insertConsumerRow } from './fixture-rows';
import { applyQueueEvent } from './fixtures';
import type { TestApp } from './test-app';

// Consumers and visits dated by the test clock (the database's own now() would date them today), for the
// retention tests.

let sequence = 0;

/** A consumer created a second after the clock's now (then the clock's new now), with a phone of its own. */
export async function createConsumerAt(t: TestApp, name: string, phone?: string): Promise<string> {
  sequence += 1;
  t.clock.advance(1000);
  const at = t.clock.now();
  return insertConsumerRow(t.database.db, {
    name,
    phone: phone ?? `1196${String(sequence).padStart(3, '0')}${String(Math.random()).slice(2, 6)}`,
    createdAt: at,
    updatedAt: at,
  });
}

/** Joins `merchantId`'s queue now and goes through `events`, a minute apart; answers the entry id. */
export async function visitAt(
  t: TestApp,
  merchantId: string,
  consumerId: string,
  events: readonly QueueTransitionEvent[],
): Promise<string> {
  const db = t.database.db;
  const entry = await joinQueue({ db, clock: t.clock, merchantId, consumerId, slot: 2 });
  for (const event of events) {
    t.clock.advance(60_000);
    await applyQueueEvent(t, { queueEntryId: entry.id, event });
  }
  return entry.id;
}

/**
 * A seated table's whole evening, as the services do it: the owner and any guests open orders, the
 * merchant asks for payment and closes each, then checks the table out; the owner rates the visit.
 */
export async function finishTableAt(
  t: TestApp,
  table: { merchantId: string; queueId: string; ownerId: string; guestIds?: readonly string[] },
): Promise<void> {
  const db = t.database.db;
  const { merchantId, queueId } = table;
  const actor = testAuditActor(merchantId);
  for (const consumerId of [table.ownerId, ...(table.guestIds ?? [])]) {
    const order = await createOrder({ db, clock: t.clock, queueId, consumerId });
    for (const target of ['PAYMENT_REQUESTED', 'CLOSED'] as const) {
      t.clock.advance(60_000);
      await updateOrderStatus({ db, clock: t.clock, merchantId, orderId: order.id, queueId, target, actor });
    }
  }
  t.clock.advance(60_000);
  await checkoutQueueEntry({ db, clock: t.clock, merchantId, queueId, actor });
  const ratings = { firstRating: 5, secondRating: 4, thirdRating: 5 };
  await submitFeedback({ db, clock: t.clock, queueEntryId: queueId, consumerId: table.ownerId, ratings });
}

/** The consumers' rows as stored, by id. */
export async function readConsumers(t: TestApp, ids: string[]) {
  const rows = await t.database.db.select().from(consumers).where(inArray(consumers.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The phones an entry's consumer left on its entries. */
export async function entryPhones(t: TestApp, consumerId: string): Promise<(string | null)[]> {
  const rows = await t.database.db
    .select({ phone: queueEntries.phone })
    .from(queueEntries)
    .where(eq(queueEntries.consumerId, consumerId));
  return rows.map((row) => row.phone);
}

/** The same instant `months` calendar months later (the tests' dates never fall on a month's end). */
export function monthsAfter(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() + months);
  return result;
}

/** `days` days after `date`. */
export function daysAfter(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 24 * 60 * 60 * 1000);
}
