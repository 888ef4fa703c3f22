import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { liveEvents } from '#api/db/schema/live.schema';
import { queueEntries } from '#api/db/schema/queue.schema';

/** An entry's status and its milestone columns (migration 0005), as stored. */
export async function readMilestones(db: Db, id: string) {
  const [row] = await db
    .select({
      status: queueEntries.status,
      calledAt: queueEntries.calledAt,
      checkedInAt: queueEntries.checkedInAt,
      checkedOutAt: queueEntries.checkedOutAt,
      leftWaitingAt: queueEntries.leftWaitingAt,
    })
    .from(queueEntries)
    .where(eq(queueEntries.id, id));
  return row;
}

/** How many live events an entry has produced (migration 0004). */
export async function countLiveEvents(db: Db, id: string): Promise<number> {
  return (await db.select().from(liveEvents).where(eq(liveEvents.queueEntryId, id))).length;
}
