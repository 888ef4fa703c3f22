import { activeQueueStatuses } from '@suavez/shared/domain/queue-status';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { consumers } from '../../db/schema/consumer.schema';
import { merchants } from '../../db/schema/merchant.schema';
import { queueEntries } from '../../db/schema/queue.schema';
import type { QueueEntryRow } from './queue.repository';

/** The diner's active entry (at most one: a partial unique index says so), or undefined. */
export async function findActiveEntryOfConsumer(
  db: Db,
  consumerId: string,
): Promise<QueueEntryRow | undefined> {
  const rows = await db
    .select()
    .from(queueEntries)
    .where(
      and(eq(queueEntries.consumerId, consumerId), inArray(queueEntries.status, [...activeQueueStatuses])),
    )
    .limit(1);
  return rows[0];
}

/** The diner's most recent entry of any status, or undefined. */
export async function findLatestEntryOfConsumer(
  db: Db,
  consumerId: string,
): Promise<QueueEntryRow | undefined> {
  const rows = await db
    .select()
    .from(queueEntries)
    .where(eq(queueEntries.consumerId, consumerId))
    .orderBy(desc(queueEntries.joinedAt), desc(queueEntries.id))
    .limit(1);
  return rows[0];
}

/** The merchant and consumer an entry belongs to, as the diner's view shows them. */
export async function findEntryParties(db: Db, entry: QueueEntryRow) {
  const [row] = await db
    .select({
      merchant: {
        id: merchants.id,
        name: merchants.name,
        address: merchants.address,
        description: merchants.description,
        cover: merchants.cover,
        icon: merchants.icon,
      },
      consumer: { id: consumers.id, name: consumers.name, phone: consumers.phone },
    })
    .from(merchants)
    .innerJoin(consumers, eq(consumers.id, entry.consumerId))
    .where(eq(merchants.id, entry.merchantId))
    .limit(1);
  return row;
}
