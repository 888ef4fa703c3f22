import { readFileSync } from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '#api/db/client';
import { notifications } from '#api/db/schema/notification.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { SMS_ADDRESS_LIMITED_MESSAGE } from '#api/modules/consumer/sms-quota';
import { createMerchantFixture, joinQueueFixture } from '#test/fixtures';
import { turnCallTextsOn } from '#test/notification-test-helpers';
import { openSse } from '#test/sse-client';
import type { ServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { type CrashStore, createRunCrashStore, seedThroughApp, startStoreServer } from './crash-fixture';
import { startFakeSmsGateway } from './notification-crash-fixture';
import { listHistoryStatuses } from './reliability-helpers';

// Two real server processes on one PostgreSQL (docs/scaling.md#several-processes): what one process does
// reaches the other (live streams, cached answers), what is counted is counted once (rate limits, SMS
// budgets), and what runs in the background in every process acts once (deadlines, the outbox). Then the
// cluster itself: WEB_CONCURRENCY=2 answers from two processes on one port, starts a killed one again and
// exits 0 on SIGTERM. PostgreSQL only: PGlite is one process per data folder.

const isPostgres = inject('testDbKind') === 'postgres';
if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    'several-processes.test.ts: TEST_DATABASE_URL não definido: sem os testes de vários processos.',
  );
}

async function waitUntil(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`não aconteceu a tempo: ${what}`);
}

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');

/** The worker pids of a cluster's primary (Linux: its children). */
function childrenOf(pid: number): number[] {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text ? text.split(/\s+/).map(Number) : [];
  } catch {
    return [];
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(isPostgres)('two server processes on one PostgreSQL', () => {
  let store: CrashStore;
  let database: Database;
  let gateway: Awaited<ReturnType<typeof startFakeSmsGateway>>;
  const servers: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let seed: Awaited<ReturnType<typeof seedLine>>;

  /** A restaurant texting its calls, one more merchant to log in as, and consumers waiting in line. */
  const seedLine = (target: CrashStore) =>
    seedThroughApp(target, async (t) => {
      const merchant = await createMerchantFixture(t.app);
      await turnCallTextsOn(t.app, merchant.merchantId);
      const other = await createMerchantFixture(t.app);
      // A restaurant whose host's list and sessions B keeps while A changes them.
      const screens = await createMerchantFixture(t.app);
      const waiting = await joinQueueFixture(t, {
        merchantId: screens.merchantId,
        events: ['accept'],
        phone: '11977000100',
      });
      const join = (phone: string) =>
        joinQueueFixture(t, { merchantId: merchant.merchantId, events: ['accept'], phone });
      const watched = await join('11977000000');
      const line = [];
      for (let i = 1; i <= 6; i += 1) {
        const phone = `1197700000${i}`;
        line.push({ entryId: (await join(phone)).id, phone });
      }
      return {
        jwtSecret: t.config.jwtSecret,
        authorization: merchant.authorization,
        loginEmail: other.email,
        screens: { ...screens, entryId: waiting.id },
        watched: { ...watched, phone: '11977000000', cookie: cookieHeader(watched.cookies) },
        line,
      };
    });

  beforeAll(async () => {
    store = await createRunCrashStore('postgres');
    seed = await seedLine(store);
    database = await store.open();
    // A slow gateway keeps each process's sends in flight while the other one claims.
    gateway = await startFakeSmsGateway({ delayMs: 200 });
    const env = {
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: gateway.url,
      FEATURE_SMS_VERIFICATION: 'true',
      SMS_LIMIT_PER_IP_DAY: '3',
      // One text fewer than the calls made below (the watched consumer's and the line's).
      SMS_LIMIT_PER_MERCHANT_DAY: String(seed.line.length),
    };
    [a, b] = (await Promise.all([
      startStoreServer(store, seed.jwtSecret, env),
      startStoreServer(store, seed.jwtSecret, env),
    ])) as [ServerProcess, ServerProcess];
    servers.push(a, b);
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    await gateway?.close();
    await database?.close();
    await store?.destroy();
  });

  const callEntry = async (server: ServerProcess, entryId: string) => {
    const res = await fetch(`${server.url}/api/queue/call?queueId=${entryId}`, {
      method: 'POST',
      headers: { authorization: seed.authorization },
    });
    expect(res.status, await res.text()).toBe(200);
  };

  it('brings a change made through A to a live stream and a cached answer on B', async () => {
    const { watched } = seed;
    const readOnB = async () => {
      const res = await fetch(`${b.url}/api/queue?consumerId=${watched.consumerId}`, {
        headers: { cookie: watched.cookie },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { status: string }).status;
    };
    // Read twice: the second answer comes from B's cache, which is kept up to 60 s unless told otherwise.
    expect(await readOnB()).toBe('IN_QUEUE');
    expect(await readOnB()).toBe('IN_QUEUE');
    const stream = await openSse(`${b.url}/api/live/diner?consumerId=${watched.consumerId}`, {
      headers: { cookie: watched.cookie },
    });
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((frame) => frame.retry === 1000);
      await callEntry(a, watched.id);
      await stream.waitFor((frame) => frame.event === 'change', 5000);
      expect(stream.changes()).toEqual([
        expect.objectContaining({ kind: 'queue', queueEntryId: watched.id }),
      ]);
      // B hears the commit milliseconds later: poll briefly, far below the cache's 60 s.
      let status = '';
      await waitUntil(
        'a resposta de B mostrar a chamada',
        async () => {
          status = await readOnB();
          return status === 'CALLED';
        },
        5000,
      );
      expect(status).toBe('CALLED');
    } finally {
      stream.close();
    }
  });

  it("refreshes B's kept host's list with a call made through A, and ends on B a session logged out through A", async () => {
    const { screens } = seed;
    const listOnB = async (authorization = screens.authorization) => {
      const res = await fetch(`${b.url}/api/queue/current?merchantId=${screens.merchantId}`, {
        headers: { authorization },
      });
      return {
        status: res.status,
        entries: res.status === 200 ? ((await res.json()) as { status: string }[]) : [],
      };
    };
    // Read twice: the second answer, and its session, come from B's caches.
    expect((await listOnB()).entries).toEqual([expect.objectContaining({ status: 'IN_QUEUE' })]);
    expect((await listOnB()).entries).toEqual([expect.objectContaining({ status: 'IN_QUEUE' })]);
    const call = await fetch(`${a.url}/api/queue/call?queueId=${screens.entryId}`, {
      method: 'POST',
      headers: { authorization: screens.authorization },
    });
    expect(call.status).toBe(200);
    // B hears the commit milliseconds later: poll briefly, far below the cache's 60 s.
    await waitUntil(
      'a lista de B mostrar a chamada',
      async () => (await listOnB()).entries[0]?.status === 'CALLED',
      5000,
    );

    // A second device of the same person: logged in through A, kept on B, logged out through A.
    const login = await fetch(`${a.url}/api/account/login`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${screens.email}:senha-forte-123`).toString('base64')}`,
      },
    });
    expect(login.status).toBe(200);
    const device = `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`;
    expect((await listOnB(device)).status).toBe(200);
    expect((await listOnB(device)).status).toBe(200);
    const logout = await fetch(`${a.url}/api/account/logout`, {
      method: 'POST',
      headers: { authorization: device },
    });
    expect(logout.status).toBe(204);
    await waitUntil(
      'B recusar a sessão encerrada em A',
      async () => (await listOnB(device)).status === 401,
      5000,
    );
    // The other session of that person, kept on B too, is untouched.
    expect((await listOnB()).status).toBe(200);
  });

  it('counts failed logins once across both processes', async () => {
    const authorization = `Basic ${Buffer.from(`${seed.loginEmail}:senha-errada`).toString('base64')}`;
    const statuses: number[] = [];
    // loginPerEmail: 10 failed logins per 15 minutes, whichever process hears them.
    for (let i = 0; i < 11; i += 1) {
      const server = i % 2 === 0 ? a : b;
      const res = await fetch(`${server.url}/api/account/login`, {
        method: 'POST',
        headers: { authorization },
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429]);
  });

  it('counts the SMS budget once across both processes', async () => {
    // SMS_LIMIT_PER_IP_DAY=3: verification codes asked from one address, alternating processes.
    const phones = ['11966000001', '11966000002', '11966000003', '11966000004'];
    const answers: { status: number; message?: string }[] = [];
    for (const [i, phone] of phones.entries()) {
      const server = i % 2 === 0 ? a : b;
      const res = await fetch(`${server.url}/api/consumer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, name: 'Cliente' }),
      });
      const body = (await res.json()) as { message?: string };
      answers.push({ status: res.status, ...(res.status === 429 ? { message: body.message } : {}) });
    }
    expect(answers).toEqual([
      { status: 200 },
      { status: 200 },
      { status: 200 },
      { status: 429, message: SMS_ADDRESS_LIMITED_MESSAGE },
    ]);
    await waitUntil('os três códigos chegarem ao gateway', () =>
      phones.slice(0, 3).every((phone) => gateway.deliveredTo(phone) === 1),
    );
    expect(gateway.receivedTo(phones[3] as string)).toBe(0);
  });

  it("sends each call's text once within the restaurant's budget, and applies each deadline once", async () => {
    const { line, watched } = seed;
    for (const [i, consumer] of line.entries()) await callEntry(i % 2 === 0 ? a : b, consumer.entryId);
    const entryIds = [watched.id, ...line.map((consumer) => consumer.entryId)];
    const smsRows = async () =>
      (
        await database.db.select().from(notifications).where(inArray(notifications.queueEntryId, entryIds))
      ).filter((row) => row.channel === 'sms');
    await waitUntil('todos os textos da chamada resolvidos', async () => {
      const rows = await smsRows();
      return rows.length === entryIds.length && rows.every((row) => row.status !== 'pending');
    });
    const rows = await smsRows();
    const sent = rows.filter((row) => row.status === 'sent');
    const skipped = rows.filter((row) => row.status === 'skipped');
    // SMS_LIMIT_PER_MERCHANT_DAY is one less than the calls: both processes' workers share the count.
    expect(sent).toHaveLength(entryIds.length - 1);
    expect(skipped.map((row) => row.lastError)).toEqual([
      'Limite diário de mensagens do restaurante atingido.',
    ]);
    expect(sent.every((row) => row.attempts === 1)).toBe(true);
    const callPhones = [watched.phone, ...line.map((consumer) => consumer.phone)];
    const received = gateway.received().filter((phone) => callPhones.includes(phone));
    expect(received).toHaveLength(sent.length);
    expect(new Set(received).size).toBe(sent.length);

    // Every call's deadline passes at once; both processes' sweepers (every 5 s) race for the rows.
    const lineIds = line.map((consumer) => consumer.entryId);
    await database.db
      .update(queueEntries)
      .set({ deadlineAt: sql`now() - interval '1 second'` })
      .where(inArray(queueEntries.id, lineIds));
    await waitUntil(
      'os prazos vencerem',
      async () => {
        const entries = await database.db
          .select({ status: queueEntries.status })
          .from(queueEntries)
          .where(inArray(queueEntries.id, lineIds));
        return entries.every((entry) => entry.status === 'CALLED_NOT_ANSWERED');
      },
      20_000,
    );
    for (const id of lineIds) {
      expect(await listHistoryStatuses(database.db, id)).toEqual([
        'WAITING_CONFIRMATION',
        'IN_QUEUE',
        'CALLED',
        'CALLED_NOT_ANSWERED',
      ]);
    }
    expect(gateway.received().filter((phone) => callPhones.includes(phone))).toHaveLength(sent.length);
  }, 40_000);

  /**
   * Opens `attempts` streams of the watched consumer at once, each on its own connection, and closes them:
   * with LIVE_STREAMS_PER_CONSUMER=1, as many open (200) as processes take them; the others answer 429.
   */
  const countStreamsOpened = async (server: ServerProcess, attempts: number) => {
    const streams = [];
    try {
      for (let i = 0; i < attempts; i += 1) {
        streams.push(
          await openSse(`${server.url}/api/live/diner?consumerId=${seed.watched.consumerId}`, {
            headers: { cookie: seed.watched.cookie },
          }),
        );
      }
      expect(streams.filter((stream) => stream.status !== 200 && stream.status !== 429)).toEqual([]);
      return streams.filter((stream) => stream.status === 200).length;
    } finally {
      for (const stream of streams) stream.close();
    }
  };

  it('runs WEB_CONCURRENCY=2 as two processes on one port, starts a killed one again, exits 0 on SIGTERM', async () => {
    // One stream per consumer per process: a second stream opens only on another process.
    const cluster = await startStoreServer(store, seed.jwtSecret, {
      WEB_CONCURRENCY: '2',
      LIVE_STREAMS_PER_CONSUMER: '1',
      LOG_LEVEL: 'info',
    });
    servers.push(cluster);
    await waitUntil('dois processos', () => childrenOf(cluster.pid).length === 2);
    await waitUntil('dois processos atenderem', () =>
      countStreamsOpened(cluster, 8).then((open) => open === 2),
    );

    const [killed, kept] = childrenOf(cluster.pid) as [number, number];
    process.kill(killed, 'SIGKILL');
    await waitUntil('o processo morto ser substituído', () => {
      const now = childrenOf(cluster.pid);
      return now.length === 2 && !now.includes(killed) && now.includes(kept);
    });
    expect(cluster.output()).toContain('saiu inesperadamente; reiniciando em 1 s');
    const restarted = childrenOf(cluster.pid).find((pid) => pid !== kept) as number;
    await waitUntil('o novo processo atender', () =>
      countStreamsOpened(cluster, 8).then((open) => open === 2),
    );

    cluster.child.kill('SIGTERM');
    expect(await cluster.exited).toBe(0);
    expect([kept, restarted].filter(isAlive)).toEqual([]);
    expect(cluster.output()).toContain('todos os processos encerrados');
  }, 40_000);
});
