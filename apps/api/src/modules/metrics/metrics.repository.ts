import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { notifications } from '#api/db/schema/notification.schema';

/** The notification outbox at a glance: rows due and not sent yet, rows waiting for later, rows that failed. */
export interface OutboxCounts {
  due: number;
  scheduled: number;
  failed: number;
}

/** One aggregate over the outbox (run on each scrape, not per request). */
export async function countOutbox(db: Db, now: Date): Promise<OutboxCounts> {
  const [row] = await db
    .select({
      due: sql<number>`count(*) filter (where ${notifications.status} = 'pending' and ${notifications.nextAttemptAt} <= ${now})`.mapWith(
        Number,
      ),
      scheduled:
        sql<number>`count(*) filter (where ${notifications.status} = 'pending' and ${notifications.nextAttemptAt} > ${now})`.mapWith(
          Number,
        ),
      failed: sql<number>`count(*) filter (where ${notifications.status} = 'failed')`.mapWith(Number),
    })
    .from(notifications);
  return { due: row?.due ?? 0, scheduled: row?.scheduled ?? 0, failed: row?.failed ?? 0 };
}
