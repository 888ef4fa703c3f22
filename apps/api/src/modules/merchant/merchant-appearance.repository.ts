import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { merchants } from '#api/db/schema/merchant.schema';

/** The cover and icon to write: a field left out stays as it is; null clears it. */
export interface MerchantAppearanceChange {
  cover?: string | null;
  icon?: string | null;
}

/** Sets a merchant's cover and/or icon; answers whether the merchant exists. */
export async function writeMerchantAppearance(
  db: Db,
  merchantId: string,
  change: MerchantAppearanceChange,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(merchants)
    .set({
      ...(change.cover === undefined ? {} : { cover: change.cover }),
      ...(change.icon === undefined ? {} : { icon: change.icon }),
      updatedAt: at,
    })
    .where(eq(merchants.id, merchantId))
    .returning({ id: merchants.id });
  return rows.length > 0;
}
