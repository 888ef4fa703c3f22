import { CALL_ANSWER_DEADLINE_MS } from '@suavez/shared/domain/queue-machine';
import { describe, expect, it } from 'vitest';
import { createBookingMerchant } from '#test/booking-test-helpers';
import { postJoinQueue } from '#test/consumer-test-helpers';
import { createConsumerFixture, createMerchantFixture, type MerchantFixture } from '#test/fixtures';
import {
  lastMondayNoonMs as lastMonday,
  estimateMonday as monday,
  storeSeatedPartiesHistory,
  twelveWaits,
} from '#test/queue-history-fixtures';
import { callAs, useTestApp } from '#test/test-app';
import { transitionQueueEntry } from './transition-queue-entry.service';
import { UPCOMING_BOOKINGS_TTL_MS, WAIT_MODEL_TTL_MS } from './wait-estimate.service';

// The consumer's position among its status and the wait estimate, against hand-computed history
// (docs/wait-estimates.md).

const MINUTE = 60_000;
const t = useTestApp();

type Merchant = MerchantFixture;
type Consumer = Awaited<ReturnType<typeof createConsumerFixture>>;

/** Past parties of two, one after the other from `startMs` (queue-history-fixtures.ts). */
const storeHistory = (merchant: Merchant, waits: readonly number[], startMs?: number) =>
  storeSeatedPartiesHistory(t, merchant.merchantId, waits, startMs);

async function join(consumer: Consumer, merchant: Merchant, slot = 2) {
  const res = await postJoinQueue(
    t.app,
    { merchantId: merchant.merchantId, consumerId: consumer.consumerId, slot },
    { cookies: consumer.cookies },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; position: number | null; waitEstimate: unknown };
}

async function read(consumer: Consumer) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/queue?consumerId=${consumer.consumerId}`,
    cookies: consumer.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { status: string; position: number | null; waitEstimate: unknown };
}

const merchantEvent = (queueEntryId: string, event: 'accept' | 'call') =>
  transitionQueueEntry({ db: t.database.db, clock: t.clock, queueEntryId, event, actor: 'merchant' });

describe('the wait estimate of GET /queue?consumerId and POST /queue', () => {
  it('answers the range learned from the history for a party with nobody ahead', async () => {
    t.clock.set(monday);
    const merchant = await createMerchantFixture(t.app, { autoAcceptConsumer: true });
    await storeHistory(merchant, twelveWaits);
    const consumer = await createConsumerFixture(t.app);
    expect(await join(consumer, merchant)).toMatchObject({
      position: 1,
      waitEstimate: { minMinutes: 5, maxMinutes: 10 },
    });
    expect(await read(consumer)).toMatchObject({
      status: 'IN_QUEUE',
      waitEstimate: { minMinutes: 5, maxMinutes: 10 },
    });
    // A party of eight waits for other tables: this history says nothing about it.
    const big = await createConsumerFixture(t.app);
    t.clock.advance(1000);
    expect(await join(big, merchant, 8)).toMatchObject({ position: 2, waitEstimate: null });
  });

  it('is the time still to wait: none behind a queue the history never saw, shown once it moved', async () => {
    t.clock.set(monday);
    const merchant = await createMerchantFixture(t.app, { autoAcceptConsumer: true });
    await storeHistory(merchant, twelveWaits);
    const ahead = [];
    for (let i = 0; i < 6; i += 1) {
      ahead.push(await join(await createConsumerFixture(t.app), merchant));
      t.clock.advance(1000);
    }
    const consumer = await createConsumerFixture(t.app);
    expect(await join(consumer, merchant)).toMatchObject({ position: 7, waitEstimate: null });
    for (const entry of ahead) await merchantEvent(entry.id, 'call');
    t.clock.advance(MINUTE);
    expect(await read(consumer)).toMatchObject({
      position: 1,
      waitEstimate: { minMinutes: 5, maxMinutes: 10 },
    });
  });

  it('with tables, counts ahead only the parties that could take its tables (docs/wait-estimates.md#tables)', async () => {
    t.clock.set(monday);
    const merchant = await createMerchantFixture(t.app, { autoAcceptConsumer: true });
    const imported = await callAs(t, merchant, 'POST', '/merchant/tables/import', {
      text: 'Mesa 1..2, 2 lugares\nMesa 10, 8 lugares, mínimo 5',
    });
    expect(imported.statusCode, imported.body).toBe(201);
    await storeHistory(merchant, twelveWaits);
    // Six parties of eight wait for the big table.
    for (let i = 0; i < 6; i += 1) {
      await join(await createConsumerFixture(t.app), merchant, 8);
      t.clock.advance(1000);
    }
    // A couple behind them: none of them can take a 2-top, so it has nobody ahead for its tables and the
    // couples' history answers (without the map it would have six ahead, a queue the history never saw).
    const couple = await createConsumerFixture(t.app);
    expect(await join(couple, merchant)).toMatchObject({
      position: 7,
      waitEstimate: { minMinutes: 5, maxMinutes: 10 },
    });
    expect((await read(couple)).waitEstimate).toEqual({ minMinutes: 5, maxMinutes: 10 });
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/queue/preview?merchantId=${merchant.merchantId}&slot=2`,
    });
    expect(preview.json()).toEqual({ waiting: 7, waitEstimate: { minMinutes: 5, maxMinutes: 10 } });
    // A ninth party of eight has all seven ahead of it and no history of the big table: no number.
    const big = await t.app.inject({
      method: 'GET',
      url: `/api/queue/preview?merchantId=${merchant.merchantId}&slot=8`,
    });
    expect(big.json()).toEqual({ waiting: 7, waitEstimate: null });
  });

  it('counts a booking about to take a table the party fits as one more party ahead (docs/wait-estimates.md#bookings)', async () => {
    t.clock.set(monday);
    // Six 2-tops and one 8-top, bookings on a 15-minute grid from now on (Monday 12:59 in São Paulo).
    const merchant = await createBookingMerchant(t.app, {
      tables: [
        ...[1, 2, 3, 4, 5, 6].map((n) => ({ label: String(n), seats: 2 })),
        { label: '8', seats: 8, minSeats: 5 },
      ],
      shifts: { monday: [{ open: '11:00', close: '23:00' }] },
      settings: { minLeadMinutes: 0, slotMinutes: 15 },
    });
    await storeHistory(merchant, twelveWaits);
    const preview = async (slot: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/queue/preview?merchantId=${merchant.merchantId}&slot=${slot}`,
        })
      ).json();
    expect(await preview(2)).toEqual({ waiting: 0, waitEstimate: { minMinutes: 5, maxMinutes: 10 } });
    // Every 2-top is booked at 13:15: six parties will take the tables a couple waits for, a queue the
    // history never saw (no number beats a wrong one).
    for (let i = 0; i < 6; i += 1) {
      const booked = await callAs(t, merchant, 'POST', '/merchant/bookings', {
        name: `Reserva ${i}`,
        phone: `1198765432${i}`,
        date: '2026-01-05',
        time: '13:15',
        slot: 2,
      });
      expect(booked.statusCode, booked.body).toBe(201);
    }
    // The count of upcoming bookings is reused for a few seconds.
    t.clock.advance(UPCOMING_BOOKINGS_TTL_MS);
    expect(await preview(2)).toEqual({ waiting: 0, waitEstimate: null });
  });

  it('without tables, counts every waiting party ahead', async () => {
    t.clock.set(monday);
    const merchant = await createMerchantFixture(t.app, { autoAcceptConsumer: true });
    await storeHistory(merchant, twelveWaits);
    for (let i = 0; i < 6; i += 1) {
      await join(await createConsumerFixture(t.app), merchant, 8);
      t.clock.advance(1000);
    }
    expect(await join(await createConsumerFixture(t.app), merchant)).toMatchObject({
      position: 7,
      waitEstimate: null,
    });
  });

  it('gives no number without enough history, and learns new history after the cache period', async () => {
    t.clock.set(monday);
    const merchant = await createMerchantFixture(t.app, { autoAcceptConsumer: true });
    await storeHistory(merchant, twelveWaits.slice(0, 11));
    const consumer = await createConsumerFixture(t.app);
    expect(await join(consumer, merchant)).toMatchObject({ position: 1, waitEstimate: null });
    // The twelfth party is stored (joined at 12:59, when the eleventh was called): the cached model
    // still says no until its period ends.
    await storeHistory(merchant, twelveWaits.slice(11), lastMonday + 59 * MINUTE);
    expect((await read(consumer)).waitEstimate).toBeNull();
    // 13:09 now: every sample is one hour away, all weigh the same, so the range is the first test's.
    t.clock.advance(WAIT_MODEL_TTL_MS);
    expect((await read(consumer)).waitEstimate).toEqual({ minMinutes: 5, maxMinutes: 10 });
  });

  it('gives neither position nor estimate once the consumer is called', async () => {
    t.clock.set(monday);
    const merchant = await createMerchantFixture(t.app, { autoAcceptConsumer: true });
    await storeHistory(merchant, twelveWaits);
    const consumer = await createConsumerFixture(t.app);
    const entry = await join(consumer, merchant);
    await merchantEvent(entry.id, 'call');
    expect(await read(consumer)).toMatchObject({ status: 'CALLED', position: null, waitEstimate: null });
  });
});

describe('positions per status', () => {
  it('ranks each entry among its own status, for the consumer (waiting ones) and on every merchant card', async () => {
    t.clock.set(monday);
    const merchant = await createMerchantFixture(t.app);
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createConsumerFixture(t.app)));
    const joinAt = async (consumer: Consumer) => {
      t.clock.advance(1000);
      return (await join(consumer, merchant)).id;
    };
    const aId = await joinAt(a as Consumer);
    const bId = await joinAt(b as Consumer);
    const cId = await joinAt(c as Consumer);
    const dId = await joinAt(d as Consumer);
    // A and C accepted (IN_QUEUE 1 and 2), B and D still waiting for confirmation (1 and 2); then A called.
    await merchantEvent(aId, 'accept');
    await merchantEvent(cId, 'accept');
    expect(await read(a as Consumer)).toMatchObject({ status: 'IN_QUEUE', position: 1 });
    expect(await read(c as Consumer)).toMatchObject({ status: 'IN_QUEUE', position: 2 });
    expect(await read(b as Consumer)).toMatchObject({ status: 'WAITING_CONFIRMATION', position: 1 });
    expect(await read(d as Consumer)).toMatchObject({ status: 'WAITING_CONFIRMATION', position: 2 });
    await merchantEvent(aId, 'call');
    expect(await read(c as Consumer)).toMatchObject({ status: 'IN_QUEUE', position: 1 });
    expect(await read(a as Consumer)).toMatchObject({ status: 'CALLED', position: null });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/queue/current?merchantId=${merchant.merchantId}`,
      headers: { authorization: merchant.authorization },
    });
    expect(res.statusCode).toBe(200);
    const cards = (res.json() as { id: string; status: string; position: number | null }[]).map(
      ({ id, status, position }) => ({ id, status, position }),
    );
    expect(cards).toEqual([
      { id: aId, status: 'CALLED', position: 1 },
      { id: bId, status: 'WAITING_CONFIRMATION', position: 1 },
      { id: cId, status: 'IN_QUEUE', position: 1 },
      { id: dId, status: 'WAITING_CONFIRMATION', position: 2 },
    ]);
  });

  it('counts nobody whose deadline passed, even when the host lists only other table sizes', async () => {
    t.clock.set(monday);
    const merchant = await createMerchantFixture(t.app, { autoAcceptConsumer: true });
    const first = await join(await createConsumerFixture(t.app), merchant);
    t.clock.advance(1000);
    const second = await join(await createConsumerFixture(t.app), merchant, 7);
    await merchantEvent(first.id, 'call');
    t.clock.advance(CALL_ANSWER_DEADLINE_MS / 2);
    await merchantEvent(second.id, 'call');
    // The first call's time is up (not yet swept); the second's is not.
    t.clock.advance(CALL_ANSWER_DEADLINE_MS / 2 + 1000);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/queue/current?merchantId=${merchant.merchantId}&status=CALLED&slots=5`,
      headers: { authorization: merchant.authorization },
    });
    expect(res.json()).toMatchObject([{ id: second.id, status: 'CALLED', position: 1 }]);
  });

  it("refuses to read someone else's entry", async () => {
    const [owner, stranger] = [await createConsumerFixture(t.app), await createConsumerFixture(t.app)];
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/queue?consumerId=${owner.consumerId}`,
      cookies: stranger.cookies,
    });
    expect(res.statusCode).toBe(403);
  });
});
