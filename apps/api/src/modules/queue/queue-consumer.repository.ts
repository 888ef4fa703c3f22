import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { consumers } from '#api/db/schema/consumer.schema';
import { merchants } from '#api/db/schema/merchant.schema';
import { merchantProfileColumns } from '#api/modules/merchant/merchant-profile';
import type { QueueEntryRow } from './queue.repository';

/** The merchant and consumer an entry belongs to, as the consumer's view shows them. */
export async function findEntryParties(db: Db, entry: QueueEntryRow) {
  const [row] = await db
    .select({
      merchant: merchantProfileColumns,
      consumer: { id: consumers.id, name: consumers.name, phone: consumers.phone },
    })
    .from(merchants)
    .innerJoin(consumers, eq(consumers.id, entry.consumerId))
    .where(eq(merchants.id, entry.merchantId))
    .limit(1);
  return row;
}
