import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '#api/db/client';
import { accountLinks } from '#api/db/schema/account-link.schema';
import { smsOutbox, verificationCodes } from '#api/db/schema/consumer.schema';
import { emailOutbox } from '#api/db/schema/email.schema';
import { idempotencyKeys } from '#api/db/schema/idempotency.schema';
import { jobRuns } from '#api/db/schema/job.schema';
import { contactLeads } from '#api/db/schema/lead.schema';
import { merchantSessions, merchantUsers } from '#api/db/schema/merchant.schema';
import { ManualClock } from '#api/lib/clock';
import { createMerchantFixture } from '#test/fixtures';
import { createConsumerAt, daysAfter, monthsAfter, readConsumers } from '#test/retention-test-helpers';
import { createTestApp, type TestApp, useTestApp } from '#test/test-app';
import { ANONYMIZED_CONSUMER_NAME, RETENTION_JOB_NAME } from './retention-policy';
import { runDailyRetention, runRetention } from './run-retention.service';

// The rest of the retention rules, the daily claim, and the job running in the background
// (docs/security.md, "Retention").

const NOW = new Date('2026-06-15T12:00:00Z');

const t = useTestApp();
beforeAll(async () => {
  t.clock.set(NOW);
});

/** Ids of the rows of `table` still there, among `ids`. */
async function remaining(
  table:
    | typeof verificationCodes
    | typeof smsOutbox
    | typeof contactLeads
    | typeof emailOutbox
    | typeof accountLinks,
  ids: string[],
) {
  const rows = await t.database.db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return rows.map((row) => row.id).sort();
}

describe('what is deleted, and when', () => {
  it('deletes codes and SMS at 31 days but not 29, leads at 25 months but not 23, sessions and keys', async () => {
    const db = t.database.db;
    const consumer = await createConsumerAt(t, 'Dora');
    const code = (days: number) => ({
      consumerId: consumer,
      codeHash: 'h',
      expiresAt: daysAfter(NOW, -days),
      createdAt: daysAfter(NOW, -days),
    });
    const [code29, code31] = await db
      .insert(verificationCodes)
      .values([code(29), code(31)])
      .returning();
    const sms = (days: number) => ({
      phone: '11987650002',
      body: 'Seu código: 123456',
      provider: 'outbox',
      createdAt: daysAfter(NOW, -days),
    });
    const [sms29, sms31] = await db
      .insert(smsOutbox)
      .values([sms(29), sms(31)])
      .returning();
    const lead = (months: number) => ({
      name: 'Lia',
      number: '11987650003',
      createdAt: monthsAfter(NOW, -months),
    });
    const [lead23, lead25] = await db
      .insert(contactLeads)
      .values([lead(23), lead(25)])
      .returning();
    const merchant = await createMerchantFixture(t.app);
    const [user] = await db
      .select()
      .from(merchantUsers)
      .where(eq(merchantUsers.merchantId, merchant.merchantId));
    const session = (expiredDaysAgo: number) => ({
      merchantId: merchant.merchantId,
      userId: user?.id as string,
      createdAt: daysAfter(NOW, -expiredDaysAgo - 1),
      expiresAt: daysAfter(NOW, -expiredDaysAgo),
    });
    const [session29, session31] = await db
      .insert(merchantSessions)
      .values([session(29), session(31)])
      .returning();
    const email = (days: number) => ({
      toAddress: merchant.email,
      subject: 'Crie uma nova senha no SuaVez',
      textBody: 'Link',
      provider: 'outbox',
      createdAt: daysAfter(NOW, -days),
    });
    const [email29, email31] = await db
      .insert(emailOutbox)
      .values([email(29), email(31)])
      .returning();
    const link = (expiredDaysAgo: number) => ({
      merchantId: merchant.merchantId,
      userId: user?.id as string,
      purpose: 'reset-password' as const,
      tokenHash: `hash-${expiredDaysAgo}`,
      email: merchant.email,
      createdAt: daysAfter(NOW, -expiredDaysAgo - 1),
      expiresAt: daysAfter(NOW, -expiredDaysAgo),
    });
    const [link29, link31] = await db
      .insert(accountLinks)
      .values([link(29), link(31)])
      .returning();
    const key = (hours: number, name: string) => ({
      consumerId: consumer,
      key: name,
      fingerprint: 'f',
      createdAt: new Date(NOW.getTime() - hours * 3_600_000),
    });
    const [key23h, key25h] = await db
      .insert(idempotencyKeys)
      .values([key(23, 'a'), key(25, 'b')])
      .returning();

    const counts = await runRetention({ db, clock: t.clock, batchSize: 1 });
    expect(counts).toMatchObject({
      deletedVerificationCodes: 1,
      deletedSmsMessages: 1,
      deletedLeads: 1,
      deletedMerchantSessions: 1,
      deletedAccountEmails: 1,
      deletedAccountLinks: 1,
      deletedIdempotencyKeys: 1,
    });
    expect(await remaining(emailOutbox, [email29?.id as string, email31?.id as string])).toEqual([
      email29?.id,
    ]);
    expect(await remaining(accountLinks, [link29?.id as string, link31?.id as string])).toEqual([link29?.id]);
    expect(await remaining(verificationCodes, [code29?.id as string, code31?.id as string])).toEqual([
      code29?.id,
    ]);
    expect(await remaining(smsOutbox, [sms29?.id as string, sms31?.id as string])).toEqual([sms29?.id]);
    expect(await remaining(contactLeads, [lead23?.id as string, lead25?.id as string])).toEqual([lead23?.id]);
    // The fixture's login holds a live session of its own: kept too.
    const sessions = await db
      .select({ id: merchantSessions.id })
      .from(merchantSessions)
      .where(eq(merchantSessions.userId, user?.id as string));
    expect(sessions).toHaveLength(2);
    expect(sessions.map((row) => row.id)).toContain(session29?.id);
    expect(sessions.map((row) => row.id)).not.toContain(session31?.id);
    const keys = await db.select({ id: idempotencyKeys.id }).from(idempotencyKeys);
    expect(keys.map((row) => row.id)).toEqual([key23h?.id]);
    expect(key25h).toBeDefined();

    // Running again is harmless: nothing left to delete.
    const again = await runRetention({ db, clock: t.clock });
    expect(Object.values(again).every((value) => value === 0)).toBe(true);
  });
});

describe('the daily claim', () => {
  let second: Database | undefined;
  afterAll(async () => second?.close());

  it('two processes asking at once run it once; later the same day nobody does; the next day one does', async () => {
    // On PostgreSQL the second process is a pool of its own; PGlite has one connection per data folder.
    if (t.database.kind === 'postgres')
      second = await openDatabase({ databaseUrl: t.database.url, poolSize: 2 });
    const other = second?.db ?? t.database.db;
    const idle = await createConsumerAt(t, 'Ícaro Inativo');
    const at = new ManualClock(monthsAfter(NOW, 13));
    const results = await Promise.all([
      runDailyRetention({ db: t.database.db, clock: at }),
      runDailyRetention({ db: other, clock: at }),
    ]);
    expect(results.filter((result) => result.claimed)).toHaveLength(1);
    const claimed = results.find((result) => result.claimed);
    expect(claimed?.claimed && claimed.counts.anonymizedConsumers).toBeGreaterThanOrEqual(1);
    expect((await readConsumers(t, [idle])).get(idle)?.name).toBe(ANONYMIZED_CONSUMER_NAME);

    at.advance(60 * 60 * 1000);
    expect(await runDailyRetention({ db: other, clock: at })).toEqual({ claimed: false });
    // The run starts at 06:00 UTC (03:00 in Brasília): 05:59 the next day is still today's run...
    at.set(new Date('2027-07-16T05:59:00Z'));
    expect(await runDailyRetention({ db: t.database.db, clock: at })).toEqual({ claimed: false });
    // ...and from 06:00 on, the next one.
    at.set(new Date('2027-07-16T06:00:00Z'));
    expect((await runDailyRetention({ db: other, clock: at })).claimed).toBe(true);
    const [run] = await t.database.db.select().from(jobRuns).where(eq(jobRuns.name, RETENTION_JOB_NAME));
    expect(run?.lastRunAt).toEqual(new Date('2027-07-16T06:00:00Z'));
  });
});

describe('two runs at once', () => {
  it('share the work: each consumer is anonymised once, by one of them', async () => {
    const second =
      t.database.kind === 'postgres' ? await openDatabase({ databaseUrl: t.database.url }) : undefined;
    try {
      t.clock.set(monthsAfter(NOW, 20));
      const idle: string[] = [];
      for (let i = 0; i < 7; i += 1) idle.push(await createConsumerAt(t, `Parado ${i}`));
      const at = new ManualClock(monthsAfter(NOW, 33));
      const [a, b] = await Promise.all([
        runRetention({ db: t.database.db, clock: at, batchSize: 2 }),
        runRetention({ db: second?.db ?? t.database.db, clock: at, batchSize: 2 }),
      ]);
      expect(a.anonymizedConsumers + b.anonymizedConsumers).toBe(7);
      const rows = await readConsumers(t, idle);
      expect([...rows.values()].every((row) => row.anonymizedAt?.getTime() === at.now().getTime())).toBe(
        true,
      );
    } finally {
      await second?.close();
    }
  });
});

describe('the job in the background', () => {
  let background: TestApp;
  afterAll(async () => background?.close());

  it('a server with the job on runs it soon after start, and logs counts only', async () => {
    const lines: string[] = [];
    background = await createTestApp({
      config: { retentionCheckMs: 20, logLevel: 'info' },
      clock: new ManualClock(NOW),
      logStream: { write: (line) => lines.push(line) },
    });
    background.clock.set(monthsAfter(NOW, -13));
    const idle = await createConsumerAt(background, 'Bia Parada', '11987650004');
    background.clock.set(NOW);
    let name: string | undefined;
    for (let i = 0; i < 100 && name !== ANONYMIZED_CONSUMER_NAME; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      name = (await readConsumers(background, [idle])).get(idle)?.name;
    }
    expect(name).toBe(ANONYMIZED_CONSUMER_NAME);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = lines.find((line) => line.includes('retenção de dados aplicada'));
    expect(JSON.parse(logged ?? '{}')).toMatchObject({ anonymizedConsumers: 1 });
    expect(lines.join('\n')).not.toContain('Bia');
    expect(lines.join('\n')).not.toContain('11987650004');
  });
});
