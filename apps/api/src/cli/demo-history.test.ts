import { finalQueueStatuses } from '@suavez/shared/domain/queue-status';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#api/db/client';
import { merchants } from '#api/db/schema/merchant.schema';
import { queueEntries, queueEntryHistory } from '#api/db/schema/queue.schema';
import { demoLogin } from '#api/db/seed/demo.seed';
import { ManualClock } from '#api/lib/clock';
import { findWaitEstimate } from '#api/modules/queue/wait-estimate.service';
import { openTestDatabase } from '#test/test-app';
import { runAdmin } from './run-admin';
import { generateQueueHistory } from './synthetic-queue-history';

function captureOutput() {
  const stdout = { text: '', write: (chunk: string) => (stdout.text += chunk) };
  const stderr = { text: '', write: (chunk: string) => (stderr.text += chunk) };
  return { stdout, stderr };
}

describe('generateQueueHistory', () => {
  const options = {
    seed: 7,
    weeks: 1,
    endAtMs: Date.parse('2026-01-05T15:00:00Z'),
    timeZone: 'America/Sao_Paulo',
  };

  it('is the same for the same seed, and another for another seed', () => {
    expect(generateQueueHistory(options)).toEqual(generateQueueHistory(options));
    expect(generateQueueHistory({ ...options, seed: 8 })).not.toEqual(generateQueueHistory(options));
  });

  it('keeps every visit in order: joined, then called, then gone, all before the end', () => {
    const entries = generateQueueHistory(options);
    expect(entries.length).toBeGreaterThan(300);
    for (const entry of entries) {
      expect(entry.leftWaitingAtMs).toBeGreaterThanOrEqual(entry.joinedAtMs);
      expect(entry.endedAtMs).toBeGreaterThanOrEqual(entry.leftWaitingAtMs);
      expect(entry.endedAtMs).toBeLessThan(options.endAtMs);
      if (entry.calledAtMs !== null) expect(entry.calledAtMs).toBe(entry.leftWaitingAtMs);
      expect(entry.slot).toBeGreaterThanOrEqual(1);
    }
    // Walk-aways and no-shows happen, and most parties are seated.
    const outcomes = new Set(entries.map((entry) => entry.outcome));
    for (const outcome of [
      'CHECK_OUT',
      'CANCELLED_BY_CONSUMER',
      'CALLED_NOT_ANSWERED',
      'NOT_PRESENT',
    ] as const) {
      expect(outcomes).toContain(outcome);
    }
    expect(entries.filter((entry) => entry.outcome === 'CHECK_OUT').length / entries.length).toBeGreaterThan(
      0.5,
    );
  });
});

describe('demo:history on a fresh database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('loads the demo restaurant with weeks of finished visits, and the estimate learns from them', async () => {
    const io = captureOutput();
    expect(await runAdmin(['demo:history', '--weeks', '3', '--seed', '5'], { ...io, db: database.db })).toBe(
      0,
    );
    expect(io.stderr.text).toMatch(/Histórico simulado criado: \d+ visitas em 3 semanas/);
    const [demo] = await database.db.select().from(merchants).where(eq(merchants.shortId, demoLogin.shortId));
    expect(demo).toBeDefined();
    const merchantId = demo?.id as string;
    const entries = await database.db
      .select()
      .from(queueEntries)
      .where(eq(queueEntries.merchantId, merchantId));
    expect(entries.length).toBeGreaterThan(500);
    expect(entries.every((entry) => (finalQueueStatuses as readonly string[]).includes(entry.status))).toBe(
      true,
    );
    const [history] = await database.db.select({ total: count() }).from(queueEntryHistory);
    expect(history?.total).toBeGreaterThan(2 * entries.length);
    // The milestone columns (migration 0005) say what the history says, as the backfill would read it.
    const disagreeing = await database.db.execute(sql`
      select count(*)::int as n from queue_entries q join (
        select queue_entry_id as id,
          min(created_at) filter (where status = 'CALLED') as called,
          min(created_at) filter (where status = 'CHECK_IN') as checked_in,
          min(created_at) filter (where status = 'CHECK_OUT') as checked_out,
          min(created_at) filter (where status not in ('WAITING_CONFIRMATION', 'IN_QUEUE')) as left_waiting
        from queue_entry_history group by queue_entry_id) h on h.id = q.id
      where q.called_at is distinct from h.called or q.checked_in_at is distinct from h.checked_in
        or q.checked_out_at is distinct from h.checked_out or q.left_waiting_at is distinct from h.left_waiting`);
    expect((disagreeing as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);

    // A party of two with one party ahead, at Saturday dinner in São Paulo.
    const clock = new ManualClock(new Date(Date.now() + 7 * 24 * 60 * 60_000));
    const now = clock.now();
    const saturdayDinner = new Date(now);
    saturdayDinner.setUTCDate(now.getUTCDate() - ((now.getUTCDay() + 1) % 7));
    saturdayDinner.setUTCHours(23, 0, 0, 0);
    clock.set(saturdayDinner);
    const estimate = await findWaitEstimate({
      db: database.db,
      clock,
      merchantId,
      timeZone: demo?.timeZone as string,
      slot: 2,
      ahead: 1,
    });
    expect(estimate).not.toBeNull();
    expect(estimate?.minMinutes).toBeLessThan(estimate?.maxMinutes as number);
  });

  it('refuses to run twice, and refuses bad options', async () => {
    const io = captureOutput();
    expect(await runAdmin(['demo:history'], { ...io, db: database.db })).toBe(1);
    expect(io.stderr.text).toMatch(/já tem fila/);
    for (const args of [
      ['--weeks', '13'],
      ['--weeks', '0'],
      ['--weeks', 'dois'],
      ['--seed', '1.5'],
    ]) {
      const bad = captureOutput();
      expect(await runAdmin(['demo:history', ...args], { ...bad, db: database.db })).toBe(2);
      expect(bad.stderr.text).toMatch(/deve ser um número inteiro/);
    }
  });
});
