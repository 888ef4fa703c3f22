import { describe, expect, inject, it } from 'vitest';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { useTwoProcesses } from '#test/live-test-app';
import { callAs } from '#test/test-app';

// Several server processes share one PostgreSQL: a change made through one reaches the streams of all,
// through LISTEN/NOTIFY. PGlite is one process by nature.
describe.runIf(inject('testDbKind') === 'postgres')('live streams across server processes', () => {
  const { first, second } = useTwoProcesses();

  it('delivers a change made through one app to a stream of the other', async () => {
    const merchant = await createMerchantFixture(first.app);
    const entry = await createQueueEntryFixture(first, {
      merchantId: merchant.merchantId,
      status: 'IN_QUEUE',
    });
    const headers = { authorization: merchant.authorization };
    const onSecond = await second.stream(`/live/merchant?merchantId=${merchant.merchantId}`, { headers });
    const consumer = await second.stream(`/live/diner?queueId=${entry.id}`, { cookies: entry.cookies });
    try {
      await Promise.all(
        [onSecond, consumer].map((stream) => stream.waitFor((frame) => frame.retry === 1000)),
      );
      const res = await callAs(
        first,
        { authorization: merchant.authorization },
        'POST',
        `/queue/call?queueId=${entry.id}`,
      );
      expect(res.statusCode).toBe(200);
      for (const stream of [onSecond, consumer]) {
        await stream.waitFor((frame) => frame.event === 'change');
        expect(stream.changes()).toEqual([
          expect.objectContaining({ kind: 'queue', queueEntryId: entry.id, orderId: null }),
        ]);
      }
    } finally {
      onSecond.close();
      consumer.close();
    }
  });

  it("resyncs the streams when the listener's connection is lost, and keeps delivering after", async () => {
    const merchant = await createMerchantFixture(first.app);
    const stream = await second.stream(`/live/merchant?merchantId=${merchant.merchantId}`, {
      headers: { authorization: merchant.authorization },
    });
    try {
      await stream.waitFor((frame) => frame.retry === 1000);
      // Kill the second app's listening connection from the server side, as a failover would.
      await first.database.pool?.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN suavez_live%' AND pid <> pg_backend_pid()`,
      );
      await stream.waitFor((frame) => frame.event === 'resync');
      const entry = await createQueueEntryFixture(first, {
        merchantId: merchant.merchantId,
        status: 'WAITING_CONFIRMATION',
      });
      await stream.waitFor((frame) => frame.data?.includes(entry.id) ?? false);
    } finally {
      stream.close();
    }
  });
});
