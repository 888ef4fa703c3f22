import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { ownedRow } from '#api/lib/owned-row';
import { findUniqueViolation } from '#api/lib/unique-violation';
import { findQueueEntry } from '#api/modules/queue/queue.repository';
import { hasFeedback, hasReachedCheckIn, insertFeedback } from './feedback.repository';

/** The 409 of a second rating of the same visit. */
export const FEEDBACK_ALREADY_SENT_MESSAGE = 'Você já avaliou esta visita. Obrigado!';

/** The 409 of a rating before check-in. */
export const FEEDBACK_TOO_EARLY_MESSAGE = 'A avaliação fica disponível depois do check-in.';

/** The 404 of `GET /feedback/available` when there is nothing to rate. */
export const FEEDBACK_UNAVAILABLE_MESSAGE = 'Não há avaliação disponível para esta fila.';

/**
 * The consumer's own entry; another consumer's and an unknown one both answer FORBIDDEN
 * (docs/access.md#unknown-ids).
 */
async function getOwnEntry(db: Db, queueEntryId: string, consumerId: string) {
  return ownedRow(await findQueueEntry(db, queueEntryId), (entry) => entry.consumerId === consumerId);
}

/**
 * Whether the consumer may rate this visit: its own entry, reached check-in, not rated yet (else NOT_FOUND).
 */
export async function assertFeedbackAvailable(options: {
  db: Db;
  queueEntryId: string;
  consumerId: string;
}): Promise<void> {
  const entry = await getOwnEntry(options.db, options.queueEntryId, options.consumerId);
  const isAvailable = (await hasReachedCheckIn(options.db, entry)) && !(await hasFeedback(options.db, entry));
  if (!isAvailable) throw new AppError('NOT_FOUND', FEEDBACK_UNAVAILABLE_MESSAGE);
}

/** Stores the three ratings of a visit that reached check-in, once per entry (CONFLICT after). */
export async function submitFeedback(options: {
  db: Db;
  clock: Clock;
  queueEntryId: string;
  consumerId: string;
  ratings: { firstRating: number; secondRating: number; thirdRating: number };
}): Promise<void> {
  const entry = await getOwnEntry(options.db, options.queueEntryId, options.consumerId);
  if (!(await hasReachedCheckIn(options.db, entry))) {
    throw new AppError('INVALID_TRANSITION', FEEDBACK_TOO_EARLY_MESSAGE);
  }
  try {
    await insertFeedback(options.db, {
      merchantId: entry.merchantId,
      queueEntryId: entry.id,
      consumerId: options.consumerId,
      ...options.ratings,
      at: options.clock.now(),
    });
  } catch (error) {
    if (findUniqueViolation(error) !== undefined)
      throw new AppError('CONFLICT', FEEDBACK_ALREADY_SENT_MESSAGE);
    throw error;
  }
}
