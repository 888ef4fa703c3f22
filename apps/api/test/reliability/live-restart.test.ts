import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '#api/db/client';
import { ManualClock } from '#api/lib/clock';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { createLiveTestApp, type LiveTestApp } from '#test/live-test-app';
import { openSse, type SseConnection } from '#test/sse-client';
import { callAs, openTestDatabase } from '#test/test-app';
import { findFreePort, type ServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { startTestServer } from './server-process';

// A live stream (docs/architecture.md#how-a-request-flows) survives its server's crash. The browser's
// EventSource reconnects (every second) with the id of the last event it saw; the restarted server replays
// what happened meanwhile from the database. Changes are made through another "process" (an app in this
// process on the same PostgreSQL), which keeps working while the server is down.

/** Reconnects like EventSource: until a stream opens, with `Last-Event-ID` when one was seen. */
async function reconnect(
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<SseConnection> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const stream = await openSse(url, { headers });
      if (stream.status === 200) return stream;
      stream.close();
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(inject('testDbKind') === 'postgres')('live stream across a server restart', () => {
  const jwtSecret = randomBytes(32).toString('base64url');
  const dataDir = mkdtempSync(join(tmpdir(), 'suavez-live-'));
  let database: Database;
  let other: LiveTestApp;
  let server: ServerProcess | undefined;

  const start = async (port: number) => {
    server = await startTestServer({
      port,
      dataDir,
      databaseUrl: database.url,
      jwtSecret,
      timeoutMs: 60_000,
    });
    return server;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    // The server runs on the system clock: tokens signed here must be valid now.
    other = await createLiveTestApp({ database, config: { jwtSecret }, clock: new ManualClock(new Date()) });
  }, 60_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await other?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('replays the change made while the server was down, then goes on live', async () => {
    const port = await findFreePort();
    const { url: baseUrl } = await start(port);
    const merchant = await createMerchantFixture(other.app);
    const entry = await createQueueEntryFixture(other, {
      merchantId: merchant.merchantId,
      status: 'IN_QUEUE',
    });
    const url = `${baseUrl}/api/live/merchant?merchantId=${merchant.merchantId}`;
    const headers = { authorization: merchant.authorization };

    const before = await openSse(url, { headers });
    await before.waitFor((frame) => frame.retry === 1000);
    const called = await callAs(other, headers, 'POST', `/queue/call?queueId=${entry.id}`);
    expect(called.statusCode).toBe(200);
    const seen = await before.waitFor((frame) => frame.event === 'change', 10_000);

    await server?.stop('SIGKILL');
    await before.ended;
    // A consumer joins while the server is down.
    const joined = await createQueueEntryFixture(other, {
      merchantId: merchant.merchantId,
      status: 'WAITING_CONFIRMATION',
    });

    await start(port);
    const after = await reconnect(url, { ...headers, 'last-event-id': seen.id ?? '' }, 30_000);
    try {
      const missed = await after.waitFor((frame) => frame.event === 'change', 10_000);
      expect(Number(missed.id)).toBeGreaterThan(Number(seen.id));
      expect(JSON.parse(missed.data ?? '')).toEqual({
        kind: 'queue',
        queueEntryId: joined.id,
        orderId: null,
      });
      const next = await createQueueEntryFixture(other, {
        merchantId: merchant.merchantId,
        status: 'WAITING_CONFIRMATION',
      });
      await after.waitFor((frame) => frame.data?.includes(next.id) ?? false, 10_000);
    } finally {
      after.close();
    }
  }, 120_000);
});
