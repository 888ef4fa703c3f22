import { randomUUID } from 'node:crypto';
import { quitReasons } from '@suavez/shared/domain/queue-reasons';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { consumers } from '#api/db/schema/consumer.schema';
import { queueEntries, queueEntryHistory } from '#api/db/schema/queue.schema';
import { waitingQueueStatuses } from '#api/modules/queue/wait-estimate.repository';
import type { SyntheticEntry } from './synthetic-queue-history';

/** How many simulated consumers the visits are spread over (a regular comes back; no entry stays active). */
const SIMULATED_CONSUMERS = 200;
// DDD 10 does not exist in Brazil: these numbers can never be a real consumer's.
const simulatedPhone = (n: number) => `1090${String(n).padStart(7, '0')}`;
const BATCH = 400;

type HistoryRow = { status: QueueStatus; reason: string | null; atMs: number };

/** The statuses a synthetic visit went through, as the core would have written them. */
function historyOf(entry: SyntheticEntry, pick: number): HistoryRow[] {
  const rows: HistoryRow[] = [{ status: 'IN_QUEUE', reason: null, atMs: entry.joinedAtMs }];
  const at = (atMs: number | null) => atMs ?? entry.endedAtMs;
  if (entry.calledAtMs !== null) rows.push({ status: 'CALLED', reason: null, atMs: entry.calledAtMs });
  if (entry.outcome === 'CHECK_OUT' || entry.outcome === 'NOT_PRESENT') {
    rows.push({ status: 'ACCEPTED_RESTAURANT_CALL', reason: null, atMs: at(entry.acceptedAtMs) });
  }
  if (entry.outcome === 'CHECK_OUT')
    rows.push({ status: 'CHECK_IN', reason: null, atMs: at(entry.checkInAtMs) });
  const reason =
    entry.outcome === 'CANCELLED_BY_CONSUMER'
      ? (quitReasons[pick % quitReasons.length] ?? null)
      : entry.outcome === 'CANCELLED_BY_MERCHANT'
        ? 'Encerrando a operação'
        : null;
  rows.push({ status: entry.outcome, reason, atMs: entry.endedAtMs });
  return rows;
}

/**
 * The entry's milestone columns from its history, as migration 0005's backfill reads them: the trigger
 * dates only the status a row is inserted in, and a stored visit arrives in its last one.
 */
function milestonesOf(histories: readonly HistoryRow[]) {
  const first = (match: (status: QueueStatus) => boolean) => {
    const row = histories.find((history) => match(history.status));
    return row ? new Date(row.atMs) : null;
  };
  const waiting: readonly QueueStatus[] = waitingQueueStatuses;
  return {
    calledAt: first((status) => status === 'CALLED'),
    checkedInAt: first((status) => status === 'CHECK_IN'),
    checkedOutAt: first((status) => status === 'CHECK_OUT'),
    leftWaitingAt: first((status) => !waiting.includes(status)),
  };
}

/** The simulated consumers' ids, created the first time (named so a person reading the data knows). */
async function ensureSimulatedConsumers(db: Db): Promise<string[]> {
  const phones = Array.from({ length: SIMULATED_CONSUMERS }, (_, i) => simulatedPhone(i + 1));
  // A phone is not unique among consumers (several devices may share one): insert only the missing ones.
  const existing = await db
    .select({ id: consumers.id, phone: consumers.phone })
    .from(consumers)
    .where(inArray(consumers.phone, phones));
  const known = new Set(existing.map((row) => row.phone));
  const missing = phones.flatMap((phone, i) =>
    known.has(phone) ? [] : [{ phone, name: `Cliente simulado ${i + 1}` }],
  );
  const inserted =
    missing.length === 0
      ? []
      : await db.insert(consumers).values(missing).returning({ id: consumers.id, phone: consumers.phone });
  const byPhone = new Map([...existing, ...inserted].map((row) => [row.phone, row.id]));
  return phones.flatMap((phone) => byPhone.get(phone) ?? []);
}

/**
 * Stores finished visits of a merchant with their history rows, as if the core had written them (for a
 * demo, a test or a backtest; never for a real restaurant's books). Answers how many were stored.
 */
export async function storeQueueHistory(
  db: Db,
  options: { merchantId: string; entries: readonly SyntheticEntry[] },
): Promise<number> {
  const consumerIds = await ensureSimulatedConsumers(db);
  for (let start = 0; start < options.entries.length; start += BATCH) {
    const batch = options.entries.slice(start, start + BATCH).map((entry, i) => {
      const histories = historyOf(entry, start + i);
      const last = histories[histories.length - 1] as HistoryRow;
      return {
        id: randomUUID(),
        entry,
        histories,
        last,
        consumerId: consumerIds[(start + i) % consumerIds.length] as string,
      };
    });
    await db.transaction(async (tx) => {
      await tx.insert(queueEntries).values(
        batch.map(({ id, entry, histories, last, consumerId }) => ({
          id,
          merchantId: options.merchantId,
          consumerId,
          status: last.status,
          slot: entry.slot,
          reason: last.reason,
          joinedAt: new Date(entry.joinedAtMs),
          lastStatusAt: new Date(last.atMs),
          deadlineAt: null,
          ...milestonesOf(histories),
        })),
      );
      await tx.insert(queueEntryHistory).values(
        batch.flatMap(({ id, histories }) =>
          histories.map((row) => ({
            merchantId: options.merchantId,
            queueEntryId: id,
            status: row.status,
            reason: row.reason,
            createdAt: new Date(row.atMs),
          })),
        ),
      );
    });
  }
  return options.entries.length;
}
