import { pgTable, text } from 'drizzle-orm/pg-core';
import { utc } from './sql-helpers';

/**
 * The last run of each periodic job (the daily retention job): a process claims a run with one
 * compare-and-set on `last_run_at`, so several server processes run it once.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: utc('last_run_at').notNull(),
});
