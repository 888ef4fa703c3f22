import { DEFAULT_TIME_ZONE } from '@suavez/shared/domain/time-zone';
import { count, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { queueEntries } from '#api/db/schema/queue.schema';
import { seedDemoData } from '#api/db/seed/demo.seed';
import { AppError } from '#api/lib/app-error';
import { storeQueueHistory } from './store-queue-history';
import { generateQueueHistory } from './synthetic-queue-history';

/** Bounds of `--weeks`: the estimator reads at most 12 weeks back. */
export const DEMO_HISTORY_WEEKS = { min: 1, max: 12, default: 8 } as const;

/** What `demo:history` needs: how many weeks, the simulation's seed, and when "now" is. */
export interface DemoHistoryOptions {
  weeks: number;
  seed: number;
  now: Date;
}

/**
 * `demo:history`: loads the demo restaurant on an empty database (as the server would) and gives it
 * `weeks` of simulated waitlist history ending yesterday, so wait estimates have something to learn
 * from (docs/wait-estimates.md#demo-history). Refused where the demo restaurant is missing or already has
 * a queue: it is for demos and tests, never for a real restaurant's numbers. Answers how many visits.
 */
export async function runDemoHistory(db: Db, options: DemoHistoryOptions): Promise<number> {
  const demo = await seedDemoData(db);
  if (!demo.merchantId) {
    throw new AppError('NOT_FOUND', 'O restaurante de demonstração não existe neste banco.');
  }
  const [existing] = await db
    .select({ total: count() })
    .from(queueEntries)
    .where(eq(queueEntries.merchantId, demo.merchantId));
  if ((existing?.total ?? 0) > 0) {
    throw new AppError('CONFLICT', 'O restaurante de demonstração já tem fila; o histórico não foi criado.');
  }
  const entries = generateQueueHistory({
    seed: options.seed,
    weeks: options.weeks,
    endAtMs: options.now.getTime(),
    timeZone: DEFAULT_TIME_ZONE,
  });
  return storeQueueHistory(db, { merchantId: demo.merchantId, entries });
}

/** Reads a whole number option within bounds, or says what is wrong (pt-BR). */
export function parseWholeNumber(
  text: string | undefined,
  name: string,
  bounds: { min: number; max: number; default: number },
): number | string {
  if (text === undefined) return bounds.default;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < bounds.min || value > bounds.max) {
    return `--${name} deve ser um número inteiro de ${bounds.min} a ${bounds.max}.`;
  }
  return value;
}
