import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { pixCharges } from '#api/db/schema/pix.schema';

/** A Pix charge as stored. */
export type PixChargeRow = typeof pixCharges.$inferSelect;

/** What names a charge's target and contents: the reuse key (the unique index `pix_charges_one_unpaid`). */
export interface PixChargeKey {
  queueEntryId: string;
  /** The one order it pays; null for the whole table. */
  orderId: string | null;
  amountCents: number;
  /** Sorted. */
  orderIds: string[];
}

/** The unpaid charge of that target, amount and orders, if one was made. */
export async function findUnpaidCharge(
  db: Db,
  merchantId: string,
  key: PixChargeKey,
): Promise<PixChargeRow | undefined> {
  const rows = await db
    .select()
    .from(pixCharges)
    .where(
      and(
        eq(pixCharges.merchantId, merchantId),
        eq(pixCharges.queueEntryId, key.queueEntryId),
        key.orderId === null ? isNull(pixCharges.orderId) : eq(pixCharges.orderId, key.orderId),
        eq(pixCharges.amountCents, key.amountCents),
        sql`${pixCharges.orderIds} = ${`{${key.orderIds.join(',')}}`}::uuid[]`,
        isNull(pixCharges.paidAt),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Inserts a charge unless an unpaid one of the same key exists (the unique index decides, even when two
 * requests race); answers the new row, or undefined when the other request's was there first.
 */
export async function insertChargeIfAbsent(
  db: Db,
  values: PixChargeKey & { merchantId: string; txid: string; at: Date },
): Promise<PixChargeRow | undefined> {
  const rows = await db
    .insert(pixCharges)
    .values({
      merchantId: values.merchantId,
      queueEntryId: values.queueEntryId,
      orderId: values.orderId,
      orderIds: values.orderIds,
      txid: values.txid,
      amountCents: values.amountCents,
      createdAt: values.at,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

/** The charge a txid names, locked for update (a provider's notification pays it once). */
export async function lockChargeByTxid(db: Db, txid: string): Promise<PixChargeRow | undefined> {
  const rows = await db.select().from(pixCharges).where(eq(pixCharges.txid, txid)).for('update');
  return rows[0];
}

/** Whether a payment with this end-to-end id already paid some charge. */
export async function hasEndToEndId(db: Db, endToEndId: string): Promise<boolean> {
  const rows = await db
    .select({ id: pixCharges.id })
    .from(pixCharges)
    .where(eq(pixCharges.endToEndId, endToEndId))
    .limit(1);
  return rows.length > 0;
}

/** Marks an unpaid charge paid (compare-and-set on `paid_at IS NULL`); answers whether it was unpaid. */
export async function markChargePaid(
  db: Db,
  change: { id: string; merchantId: string; endToEndId: string; paidAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(pixCharges)
    .set({ paidAt: change.paidAt, endToEndId: change.endToEndId })
    .where(
      and(
        eq(pixCharges.id, change.id),
        eq(pixCharges.merchantId, change.merchantId),
        isNull(pixCharges.paidAt),
      ),
    )
    .returning({ id: pixCharges.id });
  return rows.length > 0;
}
