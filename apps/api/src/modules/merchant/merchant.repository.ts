import type { TextChannel } from '@suavez/shared/domain/notification';
import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { merchants, merchantUsers } from '#api/db/schema/merchant.schema';
import { type MerchantProfile, merchantProfileColumns } from './merchant-profile';

/** Inserts a merchant with its defaults and answers its id. */
export async function insertMerchant(db: Db, values: { name: string; shortId: string }): Promise<string> {
  const rows = await db
    .insert(merchants)
    .values({ name: values.name, shortId: values.shortId })
    .returning({ id: merchants.id });
  const row = rows[0];
  if (!row) throw new Error('insert into merchants returned no row');
  return row.id;
}

/** Inserts a merchant user (the e-mail must already be lower-case) and answers its id. */
export async function insertMerchantUser(
  db: Db,
  values: { merchantId: string; email: string; passwordHash: string; emailConfirmedAt: Date | null },
): Promise<string> {
  const rows = await db.insert(merchantUsers).values(values).returning({ id: merchantUsers.id });
  const row = rows[0];
  if (!row) throw new Error('insert into merchant_users returned no row');
  return row.id;
}

/** Finds a merchant's id by its short id (case-sensitive, as stored). */
export async function findMerchantIdByShortId(db: Db, shortId: string): Promise<string | undefined> {
  const rows = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.shortId, shortId))
    .limit(1);
  return rows[0]?.id;
}

/** Whether the database holds any merchant at all. */
export async function hasAnyMerchant(db: Db): Promise<boolean> {
  const rows = await db.select({ id: merchants.id }).from(merchants).limit(1);
  return rows.length > 0;
}

/** A merchant's public profile and the flags its open state is computed from. */
export interface MerchantProfileRow extends MerchantProfile {
  open: boolean;
  autoQueue: boolean;
  timeZone: string;
  notifySms: boolean;
  textChannel: TextChannel;
  /** The code of its short link, and of `fila {shortId}` on WhatsApp. */
  shortId: string;
}

/** Finds a merchant's public profile (open-state flags and call-text settings too) by id. */
export async function findMerchantProfile(db: Db, id: string): Promise<MerchantProfileRow | undefined> {
  const rows = await db
    .select({
      ...merchantProfileColumns,
      open: merchants.open,
      autoQueue: merchants.autoQueue,
      timeZone: merchants.timeZone,
      notifySms: merchants.notifySms,
      textChannel: merchants.textChannel,
      shortId: merchants.shortId,
    })
    .from(merchants)
    .where(eq(merchants.id, id))
    .limit(1);
  return rows[0];
}
