import { describe, expect, it } from 'vitest';
import { createConsumerFixture, createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { useLiveTestApp } from '#test/live-test-app';
import { addUnits, createMerchantWithMenu, createSeatedTable } from '#test/order-test-helpers';
import { callAs } from '#test/test-app';
import { pruneLiveEvents } from './live.repository';
import { createTwoWaiting } from './live-test-helpers';

describe('live streams', () => {
  const t = useLiveTestApp();

  const accept = (authorization: string, queueId: string) =>
    callAs(t, { authorization }, 'POST', `/queue/accept?queueId=${queueId}`);

  it("streams the consumer's own entry, after a retry frame, as text/event-stream", async () => {
    const merchant = await createMerchantFixture(t.app);
    const entry = await createQueueEntryFixture(t, {
      merchantId: merchant.merchantId,
      status: 'WAITING_CONFIRMATION',
    });
    const stream = await t.stream(`/live/diner?consumerId=${entry.consumerId}`, {
      cookies: entry.cookies,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(stream.headers['x-content-type-options']).toBe('nosniff');
      expect((await stream.waitFor(() => true)).retry).toBe(1000);
      expect((await accept(merchant.authorization, entry.id)).statusCode).toBe(200);
      const change = await stream.waitFor((frame) => frame.event === 'change');
      expect(JSON.parse(change.data ?? '')).toEqual({ kind: 'queue', queueEntryId: entry.id, orderId: null });
      expect(change.id).toMatch(/^\d+$/);
    } finally {
      stream.close();
    }
  });

  it("never carries another table's events, while the merchant's stream carries both", async () => {
    const restaurant = await createMerchantWithMenu(t);
    const [mine, other] = [
      await createSeatedTable(t, restaurant.merchantId),
      await createSeatedTable(t, restaurant.merchantId),
    ];
    // A guest holding the link follows the table with a session of its own.
    const guest = await createConsumerFixture(t.app);
    const table = await t.stream(`/live/diner?queueId=${mine.id}`, { cookies: guest.cookies });
    const owner = await t.stream(`/live/diner?consumerId=${mine.consumerId}`, { cookies: mine.cookies });
    const hall = await t.stream(`/live/merchant?merchantId=${restaurant.merchantId}`, {
      cookies: { access_token: restaurant.authorization.slice('Bearer '.length) },
    });
    try {
      await addUnits(t, other, other.orderId, restaurant.sodaId);
      await addUnits(t, mine, mine.orderId, restaurant.burgerId);
      const isMine = (frame: { data?: string }) => frame.data?.includes(mine.orderId) ?? false;
      await Promise.all([table.waitFor(isMine), owner.waitFor(isMine), hall.waitFor(isMine)]);
      await hall.waitFor((frame) => frame.data?.includes(other.orderId) ?? false);
      for (const stream of [table, owner]) {
        expect(stream.changes().map((c) => c.queueEntryId)).toEqual([mine.id]);
        expect(stream.changes()[0]).toMatchObject({ kind: 'order', orderId: mine.orderId });
      }
    } finally {
      for (const stream of [table, owner, hall]) stream.close();
    }
  });

  it('replays what a reconnecting stream missed (Last-Event-ID), then goes live', async () => {
    const { merchant, first, second } = await createTwoWaiting(t);
    const url = `/live/merchant?merchantId=${merchant.merchantId}`;
    const before = await t.stream(url, { headers: { authorization: merchant.authorization } });
    await accept(merchant.authorization, first.id);
    const seen = await before.waitFor((frame) => frame.event === 'change');
    before.close();
    await accept(merchant.authorization, second.id);
    await callAs(t, { authorization: merchant.authorization }, 'POST', `/queue/call?queueId=${first.id}`);
    const after = await t.stream(url, {
      headers: { authorization: merchant.authorization, 'last-event-id': seen.id ?? '' },
    });
    try {
      await after.waitFor((frame) => after.changes().length >= 2 && frame.event === 'change');
      const replayed = after.changes();
      expect(replayed.map((c) => c.queueEntryId)).toEqual([second.id, first.id]);
      expect(Number(replayed[0]?.id)).toBeGreaterThan(Number(seen.id));
      expect(Number(replayed[1]?.id)).toBeGreaterThan(Number(replayed[0]?.id));
      const third = await createQueueEntryFixture(t, {
        merchantId: merchant.merchantId,
        status: 'WAITING_CONFIRMATION',
      });
      await after.waitFor((frame) => frame.data?.includes(third.id) ?? false);
    } finally {
      after.close();
    }
  });

  it('asks for a resync when the Last-Event-ID is unreadable, unknown or older than what is kept', async () => {
    const merchant = await createMerchantFixture(t.app);
    const entry = await createQueueEntryFixture(t, {
      merchantId: merchant.merchantId,
      status: 'WAITING_CONFIRMATION',
    });
    const headers = (id: string) => ({ authorization: merchant.authorization, 'last-event-id': id });
    const url = `/live/merchant?merchantId=${merchant.merchantId}`;
    for (const id of ['abc', '999999999999']) {
      const stream = await t.stream(url, { headers: headers(id) });
      await stream.waitFor((frame) => frame.event === 'resync');
      stream.close();
    }
    await pruneLiveEvents(t.database.db, 0);
    await accept(merchant.authorization, entry.id);
    const stream = await t.stream(url, { headers: headers('1') });
    try {
      expect((await stream.waitFor((frame) => frame.event === 'resync')).data).toBe('{}');
      // Nothing is replayed before it (the accept's own notification may still arrive live, after it).
      expect(stream.frames.slice(0, 2)).toEqual([{ retry: 1000 }, { event: 'resync', data: '{}' }]);
    } finally {
      stream.close();
    }
  });
});
