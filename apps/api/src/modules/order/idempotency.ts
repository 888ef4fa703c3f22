import { createHash } from 'node:crypto';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import {
  claimIdempotencyKey,
  deleteExpiredIdempotencyKeys,
  findIdempotencyKey,
  saveIdempotentAnswer,
} from './idempotency.repository';

/** How long a key is remembered: a retry comes within seconds; a day covers a phone that slept. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** How many expired keys each new key deletes: more than one, so the table never outgrows a day of keys. */
const EXPIRED_KEYS_PER_CLAIM = 20;

/** An answer as it was (or will be) sent. */
export interface IdempotentAnswer<T> {
  statusCode: number;
  body: T;
  /** True when the body is the stored answer of an earlier request with the same key. */
  isReplay: boolean;
}

/** The fingerprint of a request: what must be equal for a retry to be the same request. */
export function fingerprintRequest(route: string, parameters: readonly string[]): string {
  return createHash('sha256')
    .update(JSON.stringify([route, ...parameters]))
    .digest('hex');
}

/**
 * Runs `work` at most once per (consumer, key), inside the caller's transaction `tx`:
 * - a new key is claimed, `work` runs and its answer is stored with it, all in `tx`; if `tx` rolls back
 *   (the work failed, the process died), neither the key nor the work is kept, so a retry runs again;
 * - a key already stored with the same fingerprint replays the stored answer without running `work`;
 * - a key stored with another fingerprint is refused (422 IDEMPOTENCY_KEY_REUSED).
 * A concurrent retry with the same key waits, on the unique constraint, for the first to commit and then
 * replays its answer (or runs, if the first rolled back): never a second addition, never a 'busy' error.
 */
export async function runOnce<T>(
  tx: Db,
  options: { consumerId: string; key: string; fingerprint: string; now: Date },
  work: () => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentAnswer<T>> {
  const expiredBefore = new Date(options.now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
  const isClaimed = await claimIdempotencyKey(tx, {
    consumerId: options.consumerId,
    key: options.key,
    fingerprint: options.fingerprint,
    at: options.now,
    expiredBefore,
  });
  if (!isClaimed) {
    const stored = await findIdempotencyKey(tx, options.consumerId, options.key);
    if (stored?.fingerprint !== options.fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    // Claim and answer commit together, so a committed key always has its answer.
    if (stored.statusCode === null) throw new Error('idempotency key committed without an answer');
    return { statusCode: stored.statusCode, body: stored.response as T, isReplay: true };
  }
  await deleteExpiredIdempotencyKeys(tx, expiredBefore, EXPIRED_KEYS_PER_CLAIM);
  const answer = await work();
  await saveIdempotentAnswer(tx, {
    consumerId: options.consumerId,
    key: options.key,
    statusCode: answer.statusCode,
    response: answer.body,
  });
  return { ...answer, isReplay: false };
}
