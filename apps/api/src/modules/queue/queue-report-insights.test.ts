import type { QueueReportInsights } from '@suavez/shared/contracts/queue-report-insights.contract';
import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import type { QueueTransitionEvent } from '@suavez/shared/domain/queue-machine';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '#api/db/schema/order.schema';
import {
  applyQueueEvent,
  createConsumerFixture,
  createMerchantFixture,
  joinQueueFixture,
  type MerchantFixture,
} from '#test/fixtures';
import { createMerchantWithMenu } from '#test/order-test-helpers';
import { callAs, useTestApp } from '#test/test-app';

// A hand-computed fixture: every number below is worked out in the comments from the times and bills
// the visits are given (the merchant is in São Paulo, UTC-3; 9 March 2026 is a Monday).

type Restaurant = Awaited<ReturnType<typeof createMerchantWithMenu>>;
type Step = readonly [QueueTransitionEvent, number];

const t = useTestApp();
let restaurant: Restaurant;
let other: MerchantFixture;

/** A party of `slot` that joins at `at` (UTC) and then goes through `steps`, each `minutes` after the last. */
async function visit(merchantId: string, at: string, slot: number, steps: readonly Step[]) {
  t.clock.set(new Date(at));
  const entry = await joinQueueFixture(t, { merchantId, slot });
  for (const [event, minutes] of steps) {
    t.clock.advance(minutes * 60_000);
    await applyQueueEvent(t, { queueEntryId: entry.id, event, reason: 'Outros' });
  }
  return { merchantId, queueEntryId: entry.id, consumerId: entry.consumerId };
}

/** An order written as it stands at checkout: its fee and its units' prices and statuses. */
async function order(
  table: { merchantId: string; queueEntryId: string; consumerId: string },
  serviceFeePercent: number | null,
  units: readonly [number, OrderItemStatus][],
) {
  const db = t.database.db;
  const [row] = await db
    .insert(orders)
    .values({
      merchantId: table.merchantId,
      queueEntryId: table.queueEntryId,
      consumerId: table.consumerId,
      status: 'CLOSED',
      serviceFeePercent,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    units.map(([priceCents, status]) => ({
      merchantId: table.merchantId,
      orderId: row?.id as string,
      itemId: restaurant.sodaId,
      name: 'Item',
      priceCents,
      prepared: false,
      status,
    })),
  );
}

const seat: Step[] = [
  ['accept', 0],
  ['call', 0],
];

beforeAll(async () => {
  t.clock.set(new Date('2026-03-10T12:00:00Z'));
  restaurant = await createMerchantWithMenu(t);
  other = await createMerchantFixture(t.app);
  const m = restaurant.merchantId;
  // Monday, local 12:00: waits 10 min (600 s), seated 60 min (3600 s). Two orders:
  // 650 + 3290 served (+ refused, cancelled and cart units that never count) at 10 % → 3940 + 394 = 4334;
  // a guest's 3290 at 5 % → 164.5 rounds half up to 165 → 3455. The table: 7789.
  const a = await visit(m, '2026-03-09T15:00:00Z', 2, [
    ['accept', 0],
    ['call', 10],
    ['checkIn', 2],
    ['checkout', 60],
  ]);
  await order(a, 10, [
    [650, 'COMPLETED'],
    [3290, 'COMPLETED'],
    [650, 'REFUSED'],
    [650, 'CANCELED'],
    [650, 'CREATED'],
  ]);
  const guest = await createConsumerFixture(t.app);
  await order({ ...a, consumerId: guest.consumerId }, 5, [[3290, 'COMPLETED']]);
  // Monday 12:30: waits 1200 s, seated 1800 s, four people; 2 × 650 without fee → 1300.
  const b = await visit(m, '2026-03-09T15:30:00Z', 4, [
    ['accept', 0],
    ['call', 20],
    ['checkIn', 1],
    ['checkout', 30],
  ]);
  await order(b, 0, [
    [650, 'COMPLETED'],
    [650, 'ACCEPTED'],
  ]);
  // Monday 13:00: leaves before being called: a walk-away.
  await visit(m, '2026-03-09T16:00:00Z', 2, [
    ['accept', 0],
    ['quit', 5],
  ]);
  // Monday 13:10: called after 1800 s and never answers (the deadline passes later): a no-show.
  await visit(m, '2026-03-09T16:10:00Z', 2, [
    ['accept', 0],
    ['call', 30],
  ]);
  // 01:30 UTC on Tuesday is Monday 22:30 in São Paulo: removed, never called.
  await visit(m, '2026-03-10T01:30:00Z', 2, [
    ['accept', 0],
    ['remove', 3],
  ]);
  // Sunday 23:00 in São Paulo: outside the range.
  await visit(m, '2026-03-09T02:00:00Z', 2, [...seat, ['quit', 1]]);
  // Tuesday 11:00: called after 2400 s, confirms, never arrives: a no-show.
  await visit(m, '2026-03-10T14:00:00Z', 2, [
    ['accept', 0],
    ['call', 40],
    ['answer', 1],
  ]);
  // Tuesday 11:30: called after 300 s, confirms, then gives up: called, so not a walk-away.
  await visit(m, '2026-03-10T14:30:00Z', 2, [
    ['accept', 0],
    ['call', 5],
    ['answer', 1],
    ['quit', 1],
  ]);
  // Tuesday 12:00: waits 900 s, seated 1200 s, orders nothing: a table, not a billed one.
  await visit(m, '2026-03-10T15:00:00Z', 3, [
    ['accept', 0],
    ['call', 15],
    ['checkIn', 1],
    ['checkout', 20],
  ]);
  // Tuesday 13:00: waits 600 s and is still seated: its wait counts, its open bill and time do not.
  const i = await visit(m, '2026-03-10T16:00:00Z', 2, [
    ['accept', 0],
    ['call', 10],
    ['checkIn', 1],
  ]);
  await order(i, 12, [[3290, 'COMPLETED']]);
  // Another merchant's consumer never counts.
  await visit(other.merchantId, '2026-03-09T15:00:00Z', 2, [
    ['accept', 0],
    ['call', 1],
  ]);
  // Within the tokens' 12 hours, and past every deadline above.
  t.clock.set(new Date('2026-03-10T20:00:00Z'));
});

function insights(who: { authorization: string } | null, id: string, startDate: string, endDate: string) {
  const query = new URLSearchParams({ id, startDate, endDate });
  return callAs(t, who, 'GET', `/queue/report/insights?${query}`);
}

const none = { walkAwayRate: null, noShowRate: null, avgWaitSeconds: null, p90WaitSeconds: null };
const zero = { joined: 0, called: 0, walkAways: 0, noShows: 0, ...none };

describe('GET /queue/report/insights', () => {
  it('computes every indicator of the range exactly', async () => {
    const res = await insights(restaurant, restaurant.merchantId, '09/03/2026', '10/03/2026');
    expect(res.statusCode).toBe(200);
    const body: QueueReportInsights = res.json();
    expect(body.timeZone).toBe('America/Sao_Paulo');
    // Waits 300, 600, 600, 900, 1200, 1800, 2400: mean 7800 / 7 = 1114.3; p90 at rank 5.4 → 1800 + 0.4 × 600.
    expect(body.overall).toEqual({
      joined: 9,
      called: 7,
      walkAways: 1,
      noShows: 2,
      walkAwayRate: 1 / 9,
      noShowRate: 2 / 7,
      avgWaitSeconds: 1114,
      p90WaitSeconds: 2040,
    });
    // Seated 1200, 1800, 3600: mean 2200; p90 at rank 1.8 → 1800 + 0.8 × 1800. Bills 7789 and 1300:
    // 9089 / 2 = 4544.5 → 4545; per person 9089 / 6 = 1514.8 → 1515.
    expect(body.tables).toEqual({
      tables: 3,
      avgTableSeconds: 2200,
      p90TableSeconds: 3240,
      billedTables: 2,
      billedPeople: 6,
      billTotal: 90.89,
      avgBillPerTable: 45.45,
      avgBillPerPerson: 15.15,
      // No payment was recorded on these tables' orders (docs/reports.md#payments).
      received: { pix: 0, other: 0, pixOrders: 0, otherOrders: 0 },
    });
  });

  it("splits by weekday and hour of the merchant's zone, answering every one of them", async () => {
    const body: QueueReportInsights = (
      await insights(restaurant, restaurant.merchantId, '09/03/2026', '10/03/2026')
    ).json();
    expect(body.byWeekday.map((row) => row.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // Monday: waits 600, 1200, 1800 (p90 at rank 1.8 → 1680); the 22:30 removal counts on Monday.
    expect(body.byWeekday[0]).toEqual({
      weekday: 1,
      joined: 5,
      called: 3,
      walkAways: 1,
      noShows: 1,
      walkAwayRate: 1 / 5,
      noShowRate: 1 / 3,
      avgWaitSeconds: 1200,
      p90WaitSeconds: 1680,
    });
    // Tuesday: waits 300, 600, 900, 2400 (p90 at rank 2.7 → 900 + 0.7 × 1500).
    expect(body.byWeekday[1]).toEqual({
      weekday: 2,
      joined: 4,
      called: 4,
      walkAways: 0,
      noShows: 1,
      walkAwayRate: 0,
      noShowRate: 1 / 4,
      avgWaitSeconds: 1050,
      p90WaitSeconds: 1950,
    });
    for (const row of body.byWeekday.slice(2)) expect(row).toEqual({ weekday: row.weekday, ...zero });

    expect(body.byHour.map((row) => row.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    const byHour = Object.fromEntries(body.byHour.map(({ hour, ...metrics }) => [hour, metrics]));
    expect(byHour[11]).toEqual({
      joined: 2,
      called: 2,
      walkAways: 0,
      noShows: 1,
      walkAwayRate: 0,
      noShowRate: 1 / 2,
      avgWaitSeconds: 1350,
      p90WaitSeconds: 2190,
    });
    expect(byHour[12]).toMatchObject({ joined: 3, called: 3, avgWaitSeconds: 900, p90WaitSeconds: 1140 });
    expect(byHour[13]).toMatchObject({
      joined: 3,
      called: 2,
      walkAways: 1,
      noShows: 1,
      p90WaitSeconds: 1680,
    });
    expect(byHour[22]).toEqual({ ...zero, joined: 1, walkAwayRate: 0 });
    // Sunday 23:00 is outside the range; nothing else happened at those hours.
    expect(byHour[23]).toEqual(zero);
    expect(body.byHour.reduce((sum, row) => sum + row.joined, 0)).toBe(9);
  });

  it('answers zeros and nulls for a range without entries', async () => {
    const body: QueueReportInsights = (
      await insights(restaurant, restaurant.merchantId, '11/03/2026', '11/03/2026')
    ).json();
    expect(body.overall).toEqual(zero);
    expect(body.tables).toEqual({
      tables: 0,
      avgTableSeconds: null,
      p90TableSeconds: null,
      billedTables: 0,
      billedPeople: 0,
      billTotal: 0,
      avgBillPerTable: null,
      avgBillPerPerson: null,
      received: { pix: 0, other: 0, pixOrders: 0, otherOrders: 0 },
    });
    expect(body.byHour).toHaveLength(24);
  });

  it('applies the same range rules as the counts (400)', async () => {
    const id = restaurant.merchantId;
    expect((await insights(restaurant, id, '01/01/2024', '31/12/2024')).statusCode).toBe(200);
    const long = await insights(restaurant, id, '01/01/2025', '02/01/2026');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('366 dias');
    const reversed = await insights(restaurant, id, '10/03/2026', '09/03/2026');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain('data inicial');
    for (const [start, end] of [
      ['2026-03-09', '10/03/2026'],
      ['31/02/2026', '10/03/2026'],
      ['09/03/2026', ''],
    ]) {
      const bad = await insights(restaurant, id, start as string, end as string);
      expect(bad.statusCode, `${start}..${end}`).toBe(400);
      expect(bad.json().message).toContain('dd/mm/aaaa');
    }
  });

  it("refuses another merchant's id (403) and no session (401)", async () => {
    const mine = await insights(restaurant, other.merchantId, '09/03/2026', '10/03/2026');
    expect(mine.statusCode).toBe(403);
    expect((await insights(other, restaurant.merchantId, '09/03/2026', '10/03/2026')).statusCode).toBe(403);
    expect((await insights(null, restaurant.merchantId, '09/03/2026', '10/03/2026')).statusCode).toBe(401);
    // The other merchant's own report sees only its consumer, called once and expired unanswered.
    const theirs: QueueReportInsights = (
      await insights(other, other.merchantId, '09/03/2026', '10/03/2026')
    ).json();
    expect(theirs.overall).toMatchObject({ joined: 1, called: 1, noShows: 1, avgWaitSeconds: 60 });
  });

  it('counts each unit at its price with its options, as the shared bill does', async () => {
    // A restaurant of its own, on a Monday of its own: 32,90 + 7,50 of options served, and a refused
    // 6,50 + 1,00, at 10 % → 4040 + 404 = 4444.
    t.clock.set(new Date('2026-04-06T20:00:00Z'));
    const own = await createMerchantWithMenu(t);
    try {
      const table = await visit(own.merchantId, '2026-04-06T15:00:00Z', 2, [
        ['accept', 0],
        ['call', 5],
        ['checkIn', 1],
        ['checkout', 30],
      ]);
      const db = t.database.db;
      const [row] = await db
        .insert(orders)
        .values({ ...table, status: 'CLOSED', serviceFeePercent: 10 })
        .returning({ id: orders.id });
      const unit = {
        merchantId: own.merchantId,
        orderId: row?.id as string,
        itemId: own.burgerId,
        name: 'Hambúrguer',
        prepared: true,
      };
      await db.insert(orderItems).values([
        { ...unit, priceCents: 3290, optionsPriceCents: 750, status: 'COMPLETED' },
        { ...unit, priceCents: 650, optionsPriceCents: 100, status: 'REFUSED' },
      ]);
      t.clock.set(new Date('2026-04-06T20:00:00Z'));
      const body: QueueReportInsights = (
        await insights(own, own.merchantId, '06/04/2026', '06/04/2026')
      ).json();
      expect(body.tables).toMatchObject({ billedTables: 1, billTotal: 44.44 });
    } finally {
      t.clock.set(new Date('2026-03-10T20:00:00Z'));
    }
  });
});
