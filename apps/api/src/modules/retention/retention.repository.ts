import { eq, lt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client';
import { jobRuns } from '#api/db/schema/job.schema';

/**
 * Claims the run of job `name` at `now` if its last run began before `windowStart`: one compare-and-set
 * (`INSERT … ON CONFLICT DO UPDATE … WHERE last_run_at < windowStart`), so of several server processes
 * asking at once exactly one gets `true`; the others see the row it wrote and get `false`.
 */
export async function claimJobRun(
  db: Db,
  options: { name: string; now: Date; windowStart: Date },
): Promise<boolean> {
  const rows = await db
    .insert(jobRuns)
    .values({ name: options.name, lastRunAt: options.now })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { lastRunAt: options.now },
      setWhere: lt(jobRuns.lastRunAt, options.windowStart),
    })
    .returning({ name: jobRuns.name });
  return rows.length > 0;
}

/** When the job last began, or undefined if it never ran. */
export async function findJobRun(db: Db, name: string): Promise<Date | undefined> {
  const rows = await db.select().from(jobRuns).where(eq(jobRuns.name, name));
  return rows[0]?.lastRunAt;
}

/**
 * Deletes the rows of `table` whose `column` is before `before`, `batchSize` at a time (each batch its own
 * short statement, so a large backlog never holds a long lock), skipping rows another transaction holds.
 * Answers how many went. Several processes may run it at once: each deletes what is left.
 */
export async function deleteOlderThan(
  db: Db,
  options: { table: PgTable; id: PgColumn; column: PgColumn; before: Date; batchSize: number },
): Promise<number> {
  const { table, id, column, batchSize } = options;
  const before = sql`${options.before.toISOString()}::timestamptz`;
  return deleteInBatches(
    db,
    batchSize,
    sql`
      DELETE FROM ${table} WHERE ${id} IN (
        SELECT ${id} FROM ${table} WHERE ${column} < ${before} LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)
      RETURNING 1 AS deleted`,
  );
}

/**
 * Runs `statement` (a `DELETE … LIMIT batchSize … RETURNING 1`) until a batch deletes fewer than
 * `batchSize` rows; answers how many went in all.
 */
export async function deleteInBatches(db: Db, batchSize: number, statement: SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const result = await db.execute(statement);
    const deleted = (result as unknown as { rows: unknown[] }).rows.length;
    total += deleted;
    if (deleted < batchSize) return total;
  }
}
