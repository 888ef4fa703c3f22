import type { Db } from '#api/db/client';
import { consumers } from '#api/db/schema/consumer.schema';

/**
 * The consumer behind a party the host adds at the door (docs/queue.md#walk-ins): a name and, when given, a
 * phone to reach them. No device ever holds its session: it is not awaiting a code, so no device that proves
 * the phone by SMS is handed it, and its id is never answered to anyone but the restaurant.
 */
export async function insertWalkInConsumer(
  db: Db,
  values: { name: string; phone: string | null; at: Date },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(consumers)
    .values({
      name: values.name,
      phone: values.phone,
      awaitingCode: false,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: consumers.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}
