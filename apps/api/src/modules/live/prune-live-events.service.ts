import type { Db } from '#api/db/client';
import { pruneLiveEvents } from './live.repository';
import { LIVE_EVENTS_KEPT_MS } from './live-event';

/**
 * Deletes the live events older than what a reconnecting stream may replay (one batch); answers how many.
 * Safe with several processes: each just deletes what is left.
 */
export function pruneExpiredLiveEvents(options: { db: Db }): Promise<number> {
  return pruneLiveEvents(options.db, LIVE_EVENTS_KEPT_MS);
}
