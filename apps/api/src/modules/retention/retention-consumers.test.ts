import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { verificationCodes } from '#api/db/schema/consumer.schema';
import { orders } from '#api/db/schema/order.schema';
import { feedback, queueEntries, queueEntryHistory } from '#api/db/schema/queue.schema';
import { createMerchantFixture, type MerchantFixture } from '#test/fixtures';
import {
  createConsumerAt,
  daysAfter,
  entryPhones,
  finishTableAt,
  monthsAfter,
  readConsumers,
  visitAt,
} from '#test/retention-test-helpers';
import { useTestApp } from '#test/test-app';
import { ANONYMIZED_CONSUMER_NAME } from './retention-policy';
import { runRetention } from './run-retention.service';

// Consumers are anonymised after 12 months without activity (docs/security.md, "Retention"); their visits
// stay for the restaurant's reports.

const T0 = new Date('2025-01-10T15:00:00Z');

const t = useTestApp();
let merchant: MerchantFixture;
const ids: Record<'ana' | 'kept' | 'guest' | 'waiting' | 'coded', string> = {
  ana: '',
  kept: '',
  guest: '',
  waiting: '',
  coded: '',
};
const idle: string[] = [];

beforeAll(async () => {
  t.clock.set(T0);
  merchant = await createMerchantFixture(t.app);
  ids.ana = await createConsumerAt(t, 'Ana Antiga', '11987650001');
  ids.kept = await createConsumerAt(t, 'Kátia');
  ids.guest = await createConsumerAt(t, 'Gil Convidado');
  ids.waiting = await createConsumerAt(t, 'Walter Esperando');
  ids.coded = await createConsumerAt(t, 'Carla Código');
  for (const n of [1, 2, 3, 4, 5]) idle.push(await createConsumerAt(t, `Cadastro parado ${n}`));
  // Ana's visit on 10 January 2025: seated, billed, checked out, rated.
  const anaEntry = await visitAt(t, merchant.merchantId, ids.ana, ['accept', 'call', 'checkIn']);
  await finishTableAt(t, { merchantId: merchant.merchantId, queueId: anaEntry, ownerId: ids.ana });
  // Walter joined the same day and is still waiting (the merchant never acted).
  await visitAt(t, merchant.merchantId, ids.waiting, ['accept']);
  // A month later Kátia's table, where Gil is a guest with an order of his own.
  t.clock.set(monthsAfter(T0, 1));
  const kept = await visitAt(t, merchant.merchantId, ids.kept, ['accept', 'call', 'checkIn']);
  await finishTableAt(t, {
    merchantId: merchant.merchantId,
    queueId: kept,
    ownerId: ids.kept,
    guestIds: [ids.guest],
  });
});

describe('anonymising consumers without activity for 12 months', () => {
  it('anonymises who was last seen 12 months ago, keeps 11 months, an active entry and a recent code', async () => {
    const runAt = daysAfter(monthsAfter(T0, 12), 1);
    // Carla asked for a code yesterday: someone is typing her phone, so she is active.
    await t.database.db.insert(verificationCodes).values({
      consumerId: ids.coded,
      codeHash: 'x',
      expiresAt: daysAfter(runAt, -1),
      createdAt: daysAfter(runAt, -1),
    });
    t.clock.set(runAt);
    const counts = await runRetention({ db: t.database.db, clock: t.clock, batchSize: 2 });
    expect(counts.anonymizedConsumers).toBe(6);

    const rows = await readConsumers(t, [...Object.values(ids), ...idle]);
    for (const id of [ids.ana, ...idle]) {
      expect(rows.get(id)).toMatchObject({
        name: ANONYMIZED_CONSUMER_NAME,
        phone: null,
        phoneVerified: false,
        anonymizedAt: runAt,
      });
    }
    expect(rows.get(ids.kept)).toMatchObject({ name: 'Kátia', anonymizedAt: null });
    expect(rows.get(ids.guest)).toMatchObject({ name: 'Gil Convidado', anonymizedAt: null });
    expect(rows.get(ids.waiting)).toMatchObject({ name: 'Walter Esperando', anonymizedAt: null });
    expect(rows.get(ids.coded)).toMatchObject({ name: 'Carla Código', anonymizedAt: null });
    expect(rows.get(ids.kept)?.phone).toMatch(/^\d{11}$/);
    // The phone copied on Ana's entry went too; Walter's (active) is kept.
    expect(await entryPhones(t, ids.ana)).toEqual([null]);
    expect(await entryPhones(t, ids.waiting)).toEqual([rows.get(ids.waiting)?.phone]);
  });

  it("keeps Ana's visit, its history, order and rating, and the report still counts it", async () => {
    const db = t.database.db;
    const [entry] = await db.select().from(queueEntries).where(eq(queueEntries.consumerId, ids.ana));
    expect(entry?.status).toBe('CHECK_OUT');
    const entryId = entry?.id as string;
    const [history] = await db
      .select({ total: count() })
      .from(queueEntryHistory)
      .where(eq(queueEntryHistory.queueEntryId, entryId));
    expect(history?.total).toBe(5);
    expect(await db.select().from(orders).where(eq(orders.consumerId, ids.ana))).toHaveLength(1);
    expect(await db.select().from(feedback).where(eq(feedback.consumerId, ids.ana))).toHaveLength(1);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: {
        authorization: `Basic ${Buffer.from(`${merchant.email}:senha-forte-123`).toString('base64')}`,
      },
    });
    expect(login.statusCode).toBe(200);
    const query = new URLSearchParams({
      id: merchant.merchantId,
      startDate: '10/01/2025',
      endDate: '10/01/2025',
    });
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/queue/report?${query}`,
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    expect(report.statusCode).toBe(200);
    const totals = Object.fromEntries(
      (report.json() as { status: string; total: number }[]).map((row) => [row.status, row.total]),
    );
    expect(totals.CHECK_IN).toBe(1);
  });

  it("anonymises a guest 12 months after the order at someone else's table; never an active entry", async () => {
    t.clock.set(daysAfter(monthsAfter(T0, 13), 2));
    const counts = await runRetention({ db: t.database.db, clock: t.clock });
    expect(counts.anonymizedConsumers).toBe(3);
    const rows = await readConsumers(t, [ids.kept, ids.guest, ids.waiting, ids.coded]);
    expect(rows.get(ids.kept)?.name).toBe(ANONYMIZED_CONSUMER_NAME);
    expect(rows.get(ids.guest)?.name).toBe(ANONYMIZED_CONSUMER_NAME);
    // A code counts while it is kept (30 days): Carla's is 32 days old, deleted, and she never came.
    expect(counts.deletedVerificationCodes).toBe(1);
    expect(rows.get(ids.coded)?.name).toBe(ANONYMIZED_CONSUMER_NAME);
    // An active entry keeps its consumer whatever its age.
    expect(rows.get(ids.waiting)?.anonymizedAt).toBeNull();
    const guestOrders = await t.database.db
      .select()
      .from(orders)
      .where(inArray(orders.consumerId, [ids.guest, ids.kept]));
    expect(guestOrders).toHaveLength(2);
  });

  it('a second run finds nothing more to do and changes nothing', async () => {
    const before = await readConsumers(t, [...Object.values(ids), ...idle]);
    const counts = await runRetention({ db: t.database.db, clock: t.clock });
    expect(counts.anonymizedConsumers).toBe(0);
    expect(await readConsumers(t, [...Object.values(ids), ...idle])).toEqual(before);
  });
});
