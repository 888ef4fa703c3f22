import type { WebhookDelivery } from '@suavez/shared/contracts/webhooks.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_LEASE_MS, WEBHOOK_RETRY_DELAYS_MS } from '#api/modules/webhooks/webhook-policy';
import {
  type FakeWebhookReceiver,
  type ReceivedWebhook,
  startFakeWebhookReceiver,
} from '#test/fake-webhook-receiver';
import type { ServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { type CrashStore, crashEngines, createRunCrashStore, startStoreServer } from './crash-fixture';
import { waitFor } from './reliability-helpers';
import {
  callEntry,
  countWorkerOutcomes,
  createCallEndpoint,
  readDeliveryLog,
  seedWebhookLine,
  type WebhookLine,
  type WorkerCounts,
  webhooksOf,
} from './webhook-crash-fixture';

// The webhooks' outbox on real server processes (docs/integrations.md#delivery): a SIGKILL between the
// commit of a change and its delivery, then a restart, delivers each event, signed, with the same
// webhook-id as the try the kill cut; two processes on one PostgreSQL deliver each event once per attempt.
// The endpoint is made through the owner's API and the real sender posts to a fake receiver on 127.0.0.1,
// which checks the Standard Webhooks signature on its own. Both engines run here, in the PGlite pass only
// (vitest.config.ts leaves this file out of the PostgreSQL pass), as in notification-crash.test.ts.

const engines = crashEngines('webhook-crash.test.ts');

/** Waits until the endpoint's log shows `count` deliveries, each as `isDone` wants; answers the log. */
async function waitForLog(
  server: ServerProcess,
  line: WebhookLine,
  endpointId: string,
  expected: { count: number; isDone: (delivery: WebhookDelivery) => boolean; timeoutMs: number },
): Promise<WebhookDelivery[]> {
  let log: WebhookDelivery[] = [];
  await waitFor(
    `as ${expected.count} entregas terminarem`,
    async () => {
      log = await readDeliveryLog(server, line, endpointId);
      return log.length === expected.count && log.every(expected.isDone);
    },
    expected.timeoutMs,
  );
  return log;
}

const isDelivered = (delivery: WebhookDelivery) => delivery.status === 'delivered';

/** How many times each webhook-id arrived. */
function arrivalsById(receiver: FakeWebhookReceiver): Map<string, number> {
  const counts = new Map<string, number>();
  for (const webhook of receiver.received) counts.set(webhook.id, (counts.get(webhook.id) ?? 0) + 1);
  return counts;
}

describe.each(engines)('webhooks across a SIGKILL on %s', (engine) => {
  let store: CrashStore;
  let line: WebhookLine;
  let receiver: FakeWebhookReceiver;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    store = await createRunCrashStore(engine);
    line = await seedWebhookLine(store, 3);
    receiver = await startFakeWebhookReceiver();
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await receiver?.close();
    await store?.destroy();
  });

  const start = async () => {
    const server = await startStoreServer(store, line.jwtSecret);
    servers.push(server);
    return server;
  };

  it('delivers each event after a kill mid-send and a kill before the send, signed, with its webhook-id', async () => {
    const [inFlight, unsent, afterRestart] = line.waiting as [string, string, string];
    receiver.isHolding = true;
    const first = await start();
    const endpointId = await createCallEndpoint(first, line, receiver);
    // The call commits with its delivery row; the worker claims it and posts it; the receiver never answers.
    const beforeInFlightClaim = Date.now();
    await callEntry(first, line, inFlight);
    await waitFor(
      'o webhook em voo chegar ao receptor',
      () => webhooksOf(receiver, inFlight).length === 1,
      20_000,
    );
    // The worker waits on that send (up to 10 s), so this call's delivery is committed but not claimed.
    await callEntry(first, line, unsent);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(receiver.received, 'só o webhook em voo saiu antes do kill').toHaveLength(1);

    receiver.isHolding = false;
    const second = await start();
    expect(second.output()).not.toContain('está em uso');
    // The delivery never claimed goes out at once; the one cut mid-send once its lease runs out.
    await waitFor('o webhook não enviado chegar', () => webhooksOf(receiver, unsent).length === 1, 20_000);
    // Not before its lease runs out (from its claim, which came after beforeInFlightClaim). On a slow
    // machine the restart alone can outlast the lease; then there is nothing to check here.
    const inFlightSoFar = webhooksOf(receiver, inFlight).length;
    if (Date.now() < beforeInFlightClaim + WEBHOOK_LEASE_MS) expect(inFlightSoFar).toBe(1);
    await callEntry(second, line, afterRestart);
    await waitFor(
      'o webhook da nova chamada chegar',
      () => webhooksOf(receiver, afterRestart).length === 1,
      20_000,
    );
    // Once the log shows all three delivered, none is pending: nothing more can go out.
    const log = await waitForLog(second, line, endpointId, {
      count: 3,
      isDone: isDelivered,
      timeoutMs: WEBHOOK_LEASE_MS + 20_000,
    });
    await second.stop();

    const deliveryOf = (entryId: string) => {
      const [webhook] = webhooksOf(receiver, entryId);
      return log.find((delivery) => delivery.id === webhook?.id);
    };
    for (const entryId of [inFlight, unsent, afterRestart]) {
      const webhooks = webhooksOf(receiver, entryId);
      expect(webhooks, entryId).toHaveLength(entryId === inFlight ? 2 : 1);
      // Every try is the same event under the same webhook-id (the delivery's), signed with the secret.
      for (const webhook of webhooks) {
        expect(webhook, entryId).toMatchObject({
          id: deliveryOf(entryId)?.id,
          type: 'queue.called',
          data: { queueId: entryId, status: 'CALLED' },
          isSignatureValid: true,
        });
      }
      expect(deliveryOf(entryId), entryId).toMatchObject({
        type: 'queue.called',
        status: 'delivered',
        attempts: entryId === inFlight ? 2 : 1,
        lastStatusCode: 200,
        lastError: null,
      });
    }
    expect(receiver.received).toHaveLength(4);
    // The try after the lease is signed afresh, at its own send time.
    const [cut, again] = webhooksOf(receiver, inFlight) as [ReceivedWebhook, ReceivedWebhook];
    expect(again.timestamp).toBeGreaterThanOrEqual(cut.timestamp + WEBHOOK_LEASE_MS / 1000 - 1);
  }, 180_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('webhooks on two server processes on one PostgreSQL', () => {
  /** Events answered 2xx at once. */
  const answeredCount = 30;
  /**
   * Events whose first try is answered 500: fewer than 20, since 20 failures in a row turn the endpoint
   * off (WEBHOOK_FAILURES_TO_DISABLE) and every first try fails before any retry succeeds.
   */
  const failedOnceCount = 16;
  let store: CrashStore;
  let line: WebhookLine;
  let receiver: FakeWebhookReceiver;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    store = await createRunCrashStore('postgres');
    line = await seedWebhookLine(store, answeredCount + failedOnceCount);
    receiver = await startFakeWebhookReceiver();
    // A receiver much slower than the worker's period (1 s): each process's claim comes while the other's
    // sends are in flight (a tick of the idle process surely lands inside the other's batch, even on a busy
    // machine), so a row it could take twice (no lease, no SKIP LOCKED) would arrive twice.
    receiver.delayMs = 2500;
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await receiver?.close();
    await store?.destroy();
  });

  it('delivers each event once per attempt, whichever process claims it', async () => {
    // At `info` each process logs what its worker recorded (countWorkerOutcomes).
    const startLogged = () => startStoreServer(store, line.jwtSecret, { LOG_LEVEL: 'info' });
    servers.push(...(await Promise.all([1, 2].map(startLogged))));
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const endpointId = await createCallEndpoint(a, line, receiver);
    const answered = line.waiting.slice(0, answeredCount);
    const failedOnce = line.waiting.slice(answeredCount);

    // The calls come through both processes, in two waves: the second comes once a process is sending the
    // first (its batch in flight for the receiver's delay), so the other one claims it. All at once, one
    // process's tick could claim every row before the other's came (both workers run, only one sends).
    const half = Math.ceil(answered.length / 2);
    const call = (entryId: string, i: number) => callEntry(i % 2 === 0 ? a : b, line, entryId);
    await Promise.all(answered.slice(0, half).map(call));
    await waitFor('a primeira entrega chegar ao receptor', () => receiver.received.length > 0, 15_000);
    await Promise.all(answered.slice(half).map(call));
    const firstLog = await waitForLog(b, line, endpointId, {
      count: answered.length,
      isDone: isDelivered,
      timeoutMs: 30_000,
    });
    expect(firstLog.every((delivery) => delivery.attempts === 1)).toBe(true);
    expect(receiver.received).toHaveLength(answered.length);
    expect([...arrivalsById(receiver).keys()].sort()).toEqual(firstLog.map((delivery) => delivery.id).sort());
    for (const entryId of answered) expect(webhooksOf(receiver, entryId), entryId).toHaveLength(1);

    // Now each event's first try is answered 500: it arrives again after its backoff, and only then.
    receiver.answer = (webhook) =>
      receiver.received.filter((other) => other.id === webhook.id).length === 1 ? 500 : 200;
    await Promise.all(failedOnce.map((entryId, i) => callEntry(i % 2 === 0 ? a : b, line, entryId)));
    const log = await waitForLog(a, line, endpointId, {
      count: answered.length + failedOnce.length,
      isDone: isDelivered,
      timeoutMs: (WEBHOOK_RETRY_DELAYS_MS[0] ?? 0) + 30_000,
    });
    for (const server of servers) await server.stop();

    const arrivals = arrivalsById(receiver);
    expect(receiver.received).toHaveLength(answered.length + 2 * failedOnce.length);
    expect([...arrivals.keys()].sort()).toEqual(log.map((delivery) => delivery.id).sort());
    for (const delivery of log) {
      const [webhook] = receiver.received.filter((received) => received.id === delivery.id);
      const entryId = String((webhook?.data as { queueId?: string } | undefined)?.queueId);
      const tries = failedOnce.includes(entryId) ? 2 : 1;
      expect(arrivals.get(delivery.id), entryId).toBe(tries);
      expect(webhooksOf(receiver, entryId), entryId).toHaveLength(tries);
      expect(delivery, entryId).toMatchObject({ attempts: tries, lastStatusCode: 200, lastError: null });
    }
    expect(receiver.received.every((webhook) => webhook.isSignatureValid)).toBe(true);
    // Both processes sent, and between them recorded each outcome once.
    const [fromA, fromB] = servers.map(countWorkerOutcomes) as [WorkerCounts, WorkerCounts];
    expect(fromA.delivered, 'entregas pelo processo A').toBeGreaterThan(0);
    expect(fromB.delivered, 'entregas pelo processo B').toBeGreaterThan(0);
    expect({
      delivered: fromA.delivered + fromB.delivered,
      retried: fromA.retried + fromB.retried,
      failed: fromA.failed + fromB.failed,
    }).toEqual({ delivered: answered.length + failedOnce.length, retried: failedOnce.length, failed: 0 });
  }, 120_000);
});
