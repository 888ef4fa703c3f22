import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMerchantFixture, createQueueEntryFixture } from '../../../test/fixtures';
import { createTwoProcesses, type LiveTestApp, type TwoProcesses } from '../../../test/live-test-app';
import type { Database } from '../../db/client';
import { callAs } from '../order/order-test-helpers';

// Several server processes share one PostgreSQL: a change made through one reaches the streams of all,
// through LISTEN/NOTIFY. PGlite is one process by nature.
describe.runIf(inject('testDbKind') === 'postgres')('live streams across server processes', () => {
  let processes: TwoProcesses | undefined;
  let database: Database;
  let first: LiveTestApp;
  let second: LiveTestApp;
  beforeAll(async () => {
    processes = await createTwoProcesses();
    ({ database, first, second } = processes);
  }, 60_000);
  afterAll(async () => processes?.close());

  it('delivers a change made through one app to a stream of the other', async () => {
    const merchant = await createMerchantFixture(first.app);
    const entry = await createQueueEntryFixture(first, {
      merchantId: merchant.merchantId,
      status: 'IN_QUEUE',
    });
    const headers = { authorization: merchant.authorization };
    const onSecond = await second.stream(`/live/merchant?merchantId=${merchant.merchantId}`, { headers });
    const diner = await second.stream(`/live/diner?queueId=${entry.id}`, { cookies: entry.cookies });
    try {
      await Promise.all([onSecond, diner].map((stream) => stream.waitFor((frame) => frame.retry === 1000)));
      const res = await callAs(
        first,
        { authorization: merchant.authorization },
        'POST',
        `/queue/call?queueId=${entry.id}`,
      );
      expect(res.statusCode).toBe(200);
      for (const stream of [onSecond, diner]) {
        await stream.waitFor((frame) => frame.event === 'change');
        expect(stream.changes()).toEqual([
          expect.objectContaining({ kind: 'queue', queueEntryId: entry.id, orderId: null }),
        ]);
      }
    } finally {
      onSecond.close();
      diner.close();
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
      await database.pool?.query(
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
