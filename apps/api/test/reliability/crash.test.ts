import { randomUUID } from 'node:crypto';
import { activeQueueStatuses } from '@suavez/shared/domain/queue-status';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '#api/db/schema/idempotency.schema';
import { orderItems } from '#api/db/schema/order.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import type { ServerProcess } from '../../../../scripts/lib/server-process.mjs';
import {
  type CrashData,
  type CrashStore,
  crashEngines,
  createRunCrashStore,
  seedCrashData,
  startStoreServer,
} from './crash-fixture';
import {
  type Attempt,
  type JoinRequest,
  type LoadResult,
  runLoad,
  sendAdd,
  sendAddOnNewConnection,
} from './crash-load';
import { findHistoryProblems } from './reliability-helpers';

// Crash tests on real server processes: a write load, SIGKILL in the middle, a restart on the same data,
// then SIGTERM under load. Both engines run here, in the PGlite pass only (vitest.config.ts excludes this
// file from the PostgreSQL pass): PostgreSQL on a database made for the test on TEST_DATABASE_URL's server.

const engines = crashEngines('crash.test.ts');

/** How many acknowledged additions the load reaches before the kill. */
const ADDS_BEFORE_KILL = 20;

describe.each(engines)('server process on %s', (engine) => {
  let store: CrashStore;
  let data: CrashData;
  let server: ServerProcess | undefined;
  let firstLoad: LoadResult;

  beforeAll(async () => {
    store = await createRunCrashStore(engine);
    data = await seedCrashData(store, { seated: 6, joiners: 24 });
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    await store?.destroy();
  });

  const start = async () => {
    server = await startStoreServer(store, data.jwtSecret);
    return server;
  };

  it('keeps every answered write exactly once across a SIGKILL, and retried keys add nothing twice', async () => {
    const first = await start();
    let isKilled = false;
    const load = runLoad(first.url, data, (result) => {
      const acknowledged = result.adds.filter((attempt) => attempt.status === 201).length;
      if (!isKilled && acknowledged >= ADDS_BEFORE_KILL) {
        isKilled = true;
        first.child.kill('SIGKILL');
        load.stop();
      }
    });
    firstLoad = await load.done;
    expect(isKilled).toBe(true);
    expect(await first.exited).toBeNull();
    // Before the kill, every answer was a success: the load is valid, so anything else is a bug.
    for (const attempt of [...firstLoad.adds, ...firstLoad.joins]) {
      expect([201, null], JSON.stringify(attempt)).toContain(attempt.status);
    }

    // The restart must not be blocked by the killed process's PGlite lock, and must recover its data.
    const second = await start();
    expect(second.output()).not.toContain('está em uso');

    // Joins: every answered one is the consumer's active entry; one cut by the kill is there or not, once.
    for (const attempt of firstLoad.joins) {
      const res = await fetch(`${second.url}/api/queue?consumerId=${attempt.request.consumerId}`, {
        headers: { cookie: attempt.request.cookie },
      });
      if (attempt.status === 201) {
        expect(res.status).toBe(200);
        expect(((await res.json()) as { id: string }).id).toBe((attempt.body as { id: string }).id);
      } else {
        expect([200, 404]).toContain(res.status);
      }
    }

    // Retrying every addition with its key: an answered one replays its answer, a cut one is added now
    // or replayed (if it committed before the kill). Either way each key ends up as exactly one unit.
    const retries = await Promise.all(firstLoad.adds.map((attempt) => sendAdd(second.url, attempt.request)));
    for (const [i, retry] of retries.entries()) {
      const original = firstLoad.adds[i] as Attempt<unknown>;
      expect(retry.status, JSON.stringify(retry)).toBe(201);
      if (original.status === 201) expect(retry.body).toEqual(original.body);
    }
    for (const consumer of data.seated) {
      const res = await fetch(`${second.url}/api/order?orderId=${consumer.orderId}`);
      const order = (await res.json()) as { items: { id: string }[] };
      const unitIds = order.items.map((unit) => unit.id).sort();
      const expected = retries
        .filter((retry) => retry.request.orderId === consumer.orderId)
        .map((retry) => (retry.body as { id: string }).id)
        .sort();
      expect(unitIds).toEqual(expected);
    }
  }, 180_000);

  it('finishes every request sent before SIGTERM, exits 0, and leaves consistent data', async () => {
    const running = server as ServerProcess;
    const inFlight = data.seated.flatMap((consumer, i) =>
      Array.from({ length: 6 }, (_, n) =>
        sendAddOnNewConnection(running.url, {
          orderId: consumer.orderId,
          cookie: consumer.cookie,
          itemId: data.itemIds[(i + n) % data.itemIds.length] as string,
          key: randomUUID(),
        }),
      ),
    );
    // Every request is written to its connection (it is sent: the rest is the server's job), then SIGTERM.
    await Promise.all(inFlight.map((call) => call.written));
    running.child.kill('SIGTERM');
    const answers = await Promise.all(inFlight.map((call) => call.answer));
    for (const answer of answers) expect(answer.error, JSON.stringify(answer)).toBeUndefined();
    expect(answers.map((answer) => answer.status).filter((status) => status !== 201)).toEqual([]);
    expect(await running.exited).toBe(0);

    // The data as the next process will find it, read directly.
    const database = await store.open();
    try {
      const db = database.db;
      const orderIds = data.seated.map((consumer) => consumer.orderId);
      const units = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds));
      const unitIds = new Set(units.map((unit) => unit.id));
      for (const answer of answers) expect(unitIds.has((answer.body as { id: string }).id)).toBe(true);
      // Every addition carried a key, and the key is written with its unit: as many keys as units.
      const [keys] = await db
        .select({ n: count() })
        .from(idempotencyKeys)
        .where(
          inArray(
            idempotencyKeys.consumerId,
            data.seated.map((consumer) => consumer.consumerId),
          ),
        );
      expect(keys?.n).toBe(units.length);

      const consumerIds = [...data.seated, ...data.joiners].map((consumer) => consumer.consumerId);
      const entries = await db
        .select()
        .from(queueEntries)
        .where(inArray(queueEntries.consumerId, consumerIds));
      const active = entries.filter((entry) =>
        (activeQueueStatuses as readonly string[]).includes(entry.status),
      );
      expect(new Set(active.map((entry) => entry.consumerId)).size).toBe(active.length);
      expect(
        await findHistoryProblems(
          db,
          entries.map((entry) => entry.id),
        ),
      ).toEqual([]);
      const joined = firstLoad.joins.filter((attempt: Attempt<JoinRequest>) => attempt.status === 201);
      for (const attempt of joined) {
        const rows = await db
          .select()
          .from(queueEntries)
          .where(eq(queueEntries.id, (attempt.body as { id: string }).id));
        expect(rows).toHaveLength(1);
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
