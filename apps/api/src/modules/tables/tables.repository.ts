import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { consumers } from '#api/db/schema/consumer.schema';
import { orders } from '#api/db/schema/order.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import { restaurantTables } from '#api/db/schema/table.schema';

/** One defined table with who sits there now (the entry in CHECK_IN whose table it is), if anyone. */
export interface TableWithPartyRow {
  id: string;
  label: string;
  seats: number;
  minSeats: number;
  area: string | null;
  queueId: string | null;
  seatedAt: Date | null;
  /** Who sits there (the entry's diner) and how many they are; null when free. */
  partyName: string | null;
  partySlot: number | null;
  /** When the seated party first asked for the bill (an order billed); null when no one did. */
  billRequestedAt: Date | null;
}

/** The fields of a defined table the owner writes. */
export interface TableFields {
  label: string;
  seats: number;
  minSeats: number;
  area: string | null;
}

/** A defined table as stored. */
export type TableRow = typeof restaurantTables.$inferSelect;

// Raw aggregates come back as text from node-postgres and as Date from PGlite.
const toDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

/**
 * Every table of the restaurant, each with its seated party (the partial unique index keeps it to one), in
 * one query: the list, the floor and the fit of every waiting party read the floor from it. The bill counts
 * as asked for from an order's PAYMENT_REQUESTED on (CLOSED and PAYMENT_COMPLETED too): the table is about
 * to be free.
 */
export async function listTablesWithParty(db: Db, merchantId: string): Promise<TableWithPartyRow[]> {
  const billRequestedAt = sql<Date | string | null>`(SELECT min(${orders.updatedAt}) FROM ${orders}
    WHERE ${orders.queueEntryId} = ${queueEntries.id}
    AND ${orders.status} IN ('PAYMENT_REQUESTED', 'CLOSED', 'PAYMENT_COMPLETED'))`;
  const rows = await db
    .select({
      id: restaurantTables.id,
      label: restaurantTables.label,
      seats: restaurantTables.seats,
      minSeats: restaurantTables.minSeats,
      area: restaurantTables.area,
      queueId: queueEntries.id,
      seatedAt: queueEntries.lastStatusAt,
      partyName: consumers.name,
      partySlot: queueEntries.slot,
      billRequestedAt,
    })
    .from(restaurantTables)
    .leftJoin(
      queueEntries,
      and(
        eq(queueEntries.tableId, restaurantTables.id),
        eq(queueEntries.merchantId, merchantId),
        eq(queueEntries.status, 'CHECK_IN'),
      ),
    )
    .leftJoin(consumers, eq(consumers.id, queueEntries.consumerId))
    .where(eq(restaurantTables.merchantId, merchantId));
  return rows.map((row) => ({ ...row, billRequestedAt: toDate(row.billRequestedAt) }));
}

/** One table of this restaurant by id, or undefined (another restaurant's reads as unknown). */
export async function findTable(
  db: Db,
  where: { merchantId: string; id: string },
): Promise<TableRow | undefined> {
  const rows = await db
    .select()
    .from(restaurantTables)
    .where(and(eq(restaurantTables.id, where.id), eq(restaurantTables.merchantId, where.merchantId)));
  return rows[0];
}

/** The table of this restaurant whose label matches (case and a leading 'Mesa' aside), or undefined. */
export async function findTableByLabel(
  db: Db,
  where: { merchantId: string; label: string },
): Promise<TableRow | undefined> {
  const rows = await db
    .select()
    .from(restaurantTables)
    .where(
      and(
        eq(restaurantTables.merchantId, where.merchantId),
        eq(sql`lower(${restaurantTables.label})`, where.label.toLowerCase()),
      ),
    );
  return rows[0];
}

/** The labels of this restaurant's tables among `labels` (compared in lower case). */
export async function listTakenLabels(
  db: Db,
  merchantId: string,
  labels: readonly string[],
): Promise<string[]> {
  if (labels.length === 0) return [];
  const rows = await db
    .select({ label: restaurantTables.label })
    .from(restaurantTables)
    .where(
      and(
        eq(restaurantTables.merchantId, merchantId),
        inArray(
          sql`lower(${restaurantTables.label})`,
          labels.map((label) => label.toLowerCase()),
        ),
      ),
    );
  return rows.map((row) => row.label);
}

/** Inserts tables of one restaurant; answers them as stored, in the order given. */
export async function insertTables(
  db: Db,
  merchantId: string,
  tables: readonly TableFields[],
): Promise<TableRow[]> {
  if (tables.length === 0) return [];
  return db
    .insert(restaurantTables)
    .values(tables.map((table) => ({ ...table, merchantId })))
    .returning();
}

/** Changes a table of this restaurant; answers it, or undefined when it is not this restaurant's. */
export async function updateTable(
  db: Db,
  where: { merchantId: string; id: string },
  fields: Partial<TableFields>,
): Promise<TableRow | undefined> {
  const rows = await db
    .update(restaurantTables)
    .set(fields)
    .where(and(eq(restaurantTables.id, where.id), eq(restaurantTables.merchantId, where.merchantId)))
    .returning();
  return rows[0];
}

/**
 * Gives the party seated at a table (CHECK_IN) the table's new label, in the rename's transaction, so the
 * hall, the kitchen and the bill name the table as the owner now does.
 */
export async function relabelSeatedEntries(
  db: Db,
  where: { merchantId: string; tableId: string },
  label: string,
): Promise<void> {
  await db
    .update(queueEntries)
    .set({ tableLabel: label })
    .where(
      and(
        eq(queueEntries.merchantId, where.merchantId),
        eq(queueEntries.tableId, where.tableId),
        eq(queueEntries.status, 'CHECK_IN'),
      ),
    );
}

/**
 * Deletes a table of this restaurant unless a party sits there (in the same statement, so a check-in that
 * committed first keeps its table); answers whether it was deleted.
 */
export async function deleteFreeTable(db: Db, where: { merchantId: string; id: string }): Promise<boolean> {
  const rows = await db
    .delete(restaurantTables)
    .where(
      and(
        eq(restaurantTables.id, where.id),
        eq(restaurantTables.merchantId, where.merchantId),
        sql`NOT EXISTS (SELECT 1 FROM ${queueEntries} WHERE ${queueEntries.merchantId} = ${where.merchantId}
          AND ${queueEntries.tableId} = ${restaurantTables.id} AND ${queueEntries.status} = 'CHECK_IN')`,
      ),
    )
    .returning({ id: restaurantTables.id });
  return rows.length > 0;
}
