import type { MerchantPix } from '@suavez/shared/contracts/pix.contract';
import type { PixKeyType } from '@suavez/shared/domain/pix-key';
import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { merchants } from '#api/db/schema/merchant.schema';

/** The Pix columns of a merchant row, as stored (all null or all set: a check of migration 0010). */
export interface MerchantPixColumns {
  pixKey: string | null;
  pixKeyType: PixKeyType | null;
  pixName: string | null;
  pixCity: string | null;
}

/** The Pix columns, for a select. */
export const merchantPixColumns = {
  pixKey: merchants.pixKey,
  pixKeyType: merchants.pixKeyType,
  pixName: merchants.pixName,
  pixCity: merchants.pixCity,
};

/** The merchant's Pix data as the API answers it, or null when unset. */
export function toMerchantPix(row: MerchantPixColumns): MerchantPix | null {
  if (row.pixKey === null || row.pixKeyType === null || row.pixName === null || row.pixCity === null) {
    return null;
  }
  return { key: row.pixKey, keyType: row.pixKeyType, name: row.pixName, city: row.pixCity };
}

/** A merchant's Pix data; undefined when the merchant is unknown, null when it has none. */
export async function findMerchantPix(db: Db, merchantId: string): Promise<MerchantPix | null | undefined> {
  const rows = await db.select(merchantPixColumns).from(merchants).where(eq(merchants.id, merchantId));
  const row = rows[0];
  return row === undefined ? undefined : toMerchantPix(row);
}

/** Sets (or, with null, removes) where a merchant receives Pix; answers whether the merchant exists. */
export async function writeMerchantPix(
  db: Db,
  merchantId: string,
  pix: MerchantPix | null,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(merchants)
    .set({
      pixKey: pix?.key ?? null,
      pixKeyType: pix?.keyType ?? null,
      pixName: pix?.name ?? null,
      pixCity: pix?.city ?? null,
      updatedAt: at,
    })
    .where(eq(merchants.id, merchantId))
    .returning({ id: merchants.id });
  return rows.length > 0;
}
