import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { auditEntries } from '#api/db/schema/audit.schema';
import { catalogs, categories, items } from '#api/db/schema/catalog.schema';
import { merchants, merchantUsers, workShifts } from '#api/db/schema/merchant.schema';

/** Whether a query finds at least one row. */
const any = async (rows: Promise<unknown[]>): Promise<boolean> => (await rows).length > 0;

/** Whether the restaurant's active menu lists an active item (in an active category, not deleted). */
export function hasActiveMenuItem(db: Db, merchantId: string): Promise<boolean> {
  return any(
    db
      .select({ id: items.id })
      .from(items)
      .innerJoin(categories, eq(categories.id, items.categoryId))
      .innerJoin(catalogs, eq(catalogs.id, categories.catalogId))
      .where(
        and(
          eq(items.merchantId, merchantId),
          eq(items.active, true),
          isNull(items.deletedAt),
          eq(categories.active, true),
          eq(catalogs.active, true),
        ),
      )
      .limit(1),
  );
}

/** The restaurant's shifts as 'weekday HH:MM-HH:MM', in no particular order. */
export async function listWorkShiftKeys(db: Db, merchantId: string): Promise<string[]> {
  const rows = await db
    .select({ weekday: workShifts.weekday, opensAt: workShifts.opensAt, closesAt: workShifts.closesAt })
    .from(workShifts)
    .where(eq(workShifts.merchantId, merchantId));
  return rows.map((row) => `${row.weekday} ${row.opensAt.slice(0, 5)}-${row.closesAt.slice(0, 5)}`);
}

/** Whether the restaurant's audit trail holds a row of one of `actions` (docs/audit.md). */
export function hasAuditAction(db: Db, merchantId: string, actions: readonly string[]): Promise<boolean> {
  return any(
    db
      .select({ id: auditEntries.id })
      .from(auditEntries)
      .where(and(eq(auditEntries.merchantId, merchantId), inArray(auditEntries.action, [...actions])))
      .limit(1),
  );
}

/** Whether the restaurant has a Pix key. */
export function hasPixKey(db: Db, merchantId: string): Promise<boolean> {
  return any(
    db
      .select({ id: merchants.id })
      .from(merchants)
      .where(and(eq(merchants.id, merchantId), sql`${merchants.pixKey} IS NOT NULL`)),
  );
}

/** Whether someone besides the owner was invited (invite pending or accepted). */
export function hasStaffBesidesOwner(db: Db, merchantId: string): Promise<boolean> {
  return any(
    db
      .select({ id: merchantUsers.id })
      .from(merchantUsers)
      .where(and(eq(merchantUsers.merchantId, merchantId), ne(merchantUsers.role, 'owner')))
      .limit(1),
  );
}
