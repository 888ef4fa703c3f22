import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { merchants } from '#api/db/schema/merchant.schema';
import { queueEntries } from '#api/db/schema/queue.schema';

/**
 * Whether the restaurant is real enough for search engines (docs/screens.md#search-engines): its owner's
 * e-mail is confirmed (an operator's restaurant, made by the admin command or the demo data, counts as
 * confirmed) and its public menu shows at least one item (the active catalog, an active category, an
 * active item not deleted). Plain SQL: in a select list drizzle writes a column without its table, and
 * `id` would be ambiguous.
 */
const isPublicMerchant: SQL<boolean> = sql<boolean>`(
  EXISTS (
    SELECT 1 FROM merchant_users u
    WHERE u.merchant_id = merchants.id AND u.role = 'owner' AND u.email_confirmed_at IS NOT NULL
  ) AND EXISTS (
    SELECT 1 FROM catalogs c
    JOIN categories g ON g.catalog_id = c.id AND g.active
    JOIN items i ON i.category_id = g.id AND i.active AND i.deleted_at IS NULL
    WHERE c.merchant_id = merchants.id AND c.active
  )
)`;

/** What a link preview shows of a restaurant. */
export interface MerchantPreviewRow {
  id: string;
  shortId: string;
  name: string;
  description: string;
  cover: string | null;
  icon: string | null;
  /** Whether search engines may list its pages (see isPublicMerchant). */
  isPublic: boolean;
}

const previewColumns = {
  id: merchants.id,
  shortId: merchants.shortId,
  name: merchants.name,
  description: merchants.description,
  cover: merchants.cover,
  icon: merchants.icon,
  isPublic: isPublicMerchant,
};

/** Finds a restaurant's preview by its id or by its (normalised) short id: one indexed read. */
export async function findMerchantPreview(
  db: Db,
  by: { id: string } | { shortId: string },
): Promise<MerchantPreviewRow | undefined> {
  const where = 'id' in by ? eq(merchants.id, by.id) : eq(merchants.shortId, by.shortId);
  const rows = await db.select(previewColumns).from(merchants).where(where).limit(1);
  return rows[0];
}

/**
 * The restaurant of a queue entry (the table's menu, `/queue/catalog?qoid=`): the queue id is the table's
 * guest pass (docs/access.md), and whoever holds it reads the restaurant's name from the queue anyway.
 */
export async function findMerchantPreviewOfQueueEntry(
  db: Db,
  queueId: string,
): Promise<MerchantPreviewRow | undefined> {
  const rows = await db
    .select(previewColumns)
    .from(queueEntries)
    .innerJoin(merchants, eq(merchants.id, queueEntries.merchantId))
    .where(eq(queueEntries.id, queueId))
    .limit(1);
  return rows[0];
}

/** The short ids of the restaurants search engines may list (see isPublicMerchant), oldest first. */
export async function listPublicShortIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ shortId: merchants.shortId })
    .from(merchants)
    .where(isPublicMerchant)
    .orderBy(asc(merchants.createdAt), asc(merchants.shortId));
  return rows.map((row) => row.shortId);
}
