import { eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { smsOutbox } from '#api/db/schema/consumer.schema';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import {
  anonymizeConsumers,
  countWithActiveVisit,
  hasNoActiveVisit,
  isInactiveSince,
  lockConsumersWhere,
} from './consumer-anonymization.repository';

/** The pt-BR refusal when a consumer asked to be forgotten is in a queue or at a table right now. */
export const ACTIVE_VISIT_MESSAGE =
  'Este telefone tem uma visita em andamento (na fila ou à mesa): nada foi apagado. Tente de novo quando ela terminar.';

/** At most this many consumers share one phone in practice; a request by phone handles them at once. */
const MAX_CONSUMERS_PER_PHONE = 1000;

/**
 * Anonymises every consumer with no activity since `cutoff` (docs/security.md, "Retention"), `batchSize` per
 * transaction: each batch locks its consumers, anonymises them and commits, so a large backlog never holds a
 * long lock and the triggers' notifications (a `consumer:` tag per consumer, a live event per entry that
 * still held a phone) leave in batches. Answers how many were anonymised.
 */
export async function anonymizeInactiveConsumers(options: {
  db: Db;
  now: Date;
  cutoff: Date;
  batchSize: number;
}): Promise<number> {
  const condition = isInactiveSince(options.cutoff);
  let afterId: string | undefined;
  let total = 0;
  for (;;) {
    const batch = await options.db.transaction(async (tx) => {
      const ids = await lockConsumersWhere(tx, {
        condition,
        afterId,
        limit: options.batchSize,
        skipLocked: true,
      });
      const anonymized = await anonymizeConsumers(tx, { ids, condition, now: options.now });
      return { ids, anonymized };
    });
    total += batch.anonymized.length;
    if (batch.ids.length < options.batchSize) return total;
    afterId = batch.ids[batch.ids.length - 1];
  }
}

/** What a request to forget a phone did. */
export interface ForgetPhoneResult {
  anonymizedConsumers: number;
  deletedSmsMessages: number;
}

/**
 * A consumer's request to be forgotten, by phone (the admin command `consumer:delete`): every consumer with
 * that phone is anonymised at once, with the same statement as the daily job, and the SMS messages sent to
 * the phone are deleted. Refused (CONFLICT) while any of them is in a queue or at a table: the restaurant
 * is serving them. Running it again finds nothing left and answers zeros.
 */
export async function forgetConsumerPhone(options: {
  db: Db;
  clock: Clock;
  phone: string;
}): Promise<ForgetPhoneResult> {
  const now = options.clock.now();
  const ofPhone = sql`"consumers"."phone" = ${options.phone} AND "consumers"."anonymized_at" IS NULL`;
  return options.db.transaction(async (tx) => {
    const ids = await lockConsumersWhere(tx, {
      condition: ofPhone,
      limit: MAX_CONSUMERS_PER_PHONE,
      skipLocked: false,
    });
    if ((await countWithActiveVisit(tx, ids)) > 0) throw new AppError('CONFLICT', ACTIVE_VISIT_MESSAGE);
    const anonymized = await anonymizeConsumers(tx, {
      ids,
      condition: sql`${ofPhone} AND ${hasNoActiveVisit()}`,
      now,
    });
    const deleted = await tx
      .delete(smsOutbox)
      .where(eq(smsOutbox.phone, options.phone))
      .returning({ id: smsOutbox.id });
    return { anonymizedConsumers: anonymized.length, deletedSmsMessages: deleted.length };
  });
}
