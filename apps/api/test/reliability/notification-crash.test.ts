import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_LEASE_MS } from '#api/modules/notification/notification-policy';
import type { ServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { type CrashStore, crashEngines, createRunCrashStore, startStoreServer } from './crash-fixture';
import {
  type NotificationLine,
  readSmsRows,
  seedNotificationLine,
  startFakeSmsGateway,
} from './notification-crash-fixture';
import { waitFor } from './reliability-helpers';

// The outbox on real server processes (docs/notifications.md#delivery-guarantee): a SIGKILL between the
// commit of a call and its send, then a restart, sends each call SMS exactly once; two processes on one
// PostgreSQL send each once. The SMS goes through the real `http` provider to a fake gateway on 127.0.0.1.
// Both engines run here, in the PGlite pass only (vitest.config.ts leaves this file out of the PostgreSQL
// pass): PostgreSQL on a database made for the test on TEST_DATABASE_URL's server.

const engines = crashEngines('notification-crash.test.ts');

async function call(server: ServerProcess, line: NotificationLine, entryId: string): Promise<void> {
  const res = await fetch(`${server.url}/api/queue/call?queueId=${entryId}`, {
    method: 'POST',
    headers: { authorization: line.authorization },
  });
  expect(res.status, await res.text()).toBe(200);
}

type FakeSmsGateway = Awaited<ReturnType<typeof startFakeSmsGateway>>;

/** A server process on the store, sending its SMS through the `http` provider to the fake gateway. */
function startSmsServer(store: CrashStore, line: NotificationLine, gateway: FakeSmsGateway) {
  return startStoreServer(store, line.jwtSecret, { SMS_PROVIDER: 'http', SMS_HTTP_URL: gateway.url });
}

describe.each(engines)('notification outbox across a SIGKILL on %s', (engine) => {
  let store: CrashStore;
  let line: NotificationLine;
  let gateway: FakeSmsGateway;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    store = await createRunCrashStore(engine);
    line = await seedNotificationLine(store, 3);
    gateway = await startFakeSmsGateway();
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await gateway?.close();
    await store?.destroy();
  });

  const start = async () => {
    const server = await startSmsServer(store, line, gateway);
    servers.push(server);
    return server;
  };

  it('sends each call SMS exactly once after a kill mid-send and a kill before the send', async () => {
    const [inFlight, unsent, afterRestart] = line.waiting as [
      NotificationLine['waiting'][number],
      NotificationLine['waiting'][number],
      NotificationLine['waiting'][number],
    ];
    gateway.hold(true);
    const first = await start();
    // The call commits; the worker claims its SMS and sends it; the gateway never answers.
    const beforeInFlightClaim = Date.now();
    await call(first, line, inFlight.entryId);
    await waitFor('o SMS em voo chegar ao gateway', () => gateway.receivedTo(inFlight.phone) === 1, 20_000);
    // The worker waits on that send, so this call's SMS is committed but not yet claimed.
    await call(first, line, unsent.entryId);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(gateway.receivedTo(unsent.phone)).toBe(0);
    expect(gateway.delivered).toEqual([]);

    gateway.hold(false);
    const second = await start();
    expect(second.output()).not.toContain('está em uso');
    // The SMS that was never claimed goes out at once; the one cut mid-send once its lease runs out.
    await waitFor('o SMS não enviado sair', () => gateway.deliveredTo(unsent.phone) === 1, 20_000);
    // Not before its lease runs out (from its claim, which came after beforeInFlightClaim). On a slow
    // machine the restart alone can outlast the lease; then there is nothing to check here.
    const inFlightSoFar = gateway.deliveredTo(inFlight.phone);
    if (Date.now() < beforeInFlightClaim + NOTIFICATION_LEASE_MS) expect(inFlightSoFar).toBe(0);
    await call(second, line, afterRestart.entryId);
    await waitFor('o SMS da nova chamada sair', () => gateway.deliveredTo(afterRestart.phone) === 1, 20_000);
    await waitFor(
      'o SMS cortado no envio sair de novo',
      () => gateway.deliveredTo(inFlight.phone) === 1,
      NOTIFICATION_LEASE_MS + 20_000,
    );
    // Nothing more goes out later.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await second.stop();
    expect(gateway.delivered.sort()).toEqual([inFlight.phone, unsent.phone, afterRestart.phone].sort());
    expect(gateway.receivedTo(unsent.phone)).toBe(1);
    expect(gateway.receivedTo(afterRestart.phone)).toBe(1);
    expect(gateway.receivedTo(inFlight.phone)).toBe(2);

    const rows = await readSmsRows(store, [inFlight.entryId, unsent.entryId, afterRestart.entryId]);
    const byEntry = new Map(rows.map((row) => [row.queueEntryId, row]));
    expect(byEntry.get(inFlight.entryId)).toMatchObject({ kind: 'called', status: 'sent', attempts: 2 });
    expect(byEntry.get(unsent.entryId)).toMatchObject({ kind: 'called', status: 'sent', attempts: 1 });
    expect(byEntry.get(afterRestart.entryId)).toMatchObject({ kind: 'called', status: 'sent', attempts: 1 });
  }, 180_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let store: CrashStore;
  let line: NotificationLine;
  let gateway: FakeSmsGateway;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    store = await createRunCrashStore('postgres');
    line = await seedNotificationLine(store, 24);
    // A slow gateway keeps each process's claims in flight while the other one claims.
    gateway = await startFakeSmsGateway({ delayMs: 300 });
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await gateway?.close();
    await store?.destroy();
  });

  it('send each call SMS once, whichever process takes it', async () => {
    for (let i = 0; i < 2; i += 1) servers.push(await startSmsServer(store, line, gateway));
    // The calls come through both processes, a few at a time.
    for (const [i, consumer] of line.waiting.entries()) {
      await call(servers[i % 2] as ServerProcess, line, consumer.entryId);
    }
    const phones = line.waiting.map((consumer) => consumer.phone);
    await waitFor(
      'todos os SMS saírem',
      () => phones.every((phone) => gateway.deliveredTo(phone) >= 1),
      60_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(gateway.received().sort()).toEqual([...phones].sort());
    expect(gateway.delivered.sort()).toEqual([...phones].sort());
    for (const server of servers) await server.stop();
    const rows = await readSmsRows(
      store,
      line.waiting.map((consumer) => consumer.entryId),
    );
    expect(rows).toHaveLength(phones.length);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  }, 180_000);
});
