import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { catalogs } from '#api/db/schema/catalog.schema';
import { merchants } from '#api/db/schema/merchant.schema';
import { queueEntries } from '#api/db/schema/queue.schema';

/** What a link preview shows of a restaurant. */
export interface MerchantPreviewRow {
  id: string;
  shortId: string;
  name: string;
  description: string;
  cover: string | null;
  icon: string | null;
}

const previewColumns = {
  id: merchants.id,
  shortId: merchants.shortId,
  name: merchants.name,
  description: merchants.description,
  cover: merchants.cover,
  icon: merchants.icon,
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

/** The short ids of the restaurants with an active menu (what the public menu shows), oldest first. */
export async function listShortIdsWithActiveMenu(db: Db): Promise<string[]> {
  const rows = await db
    .select({ shortId: merchants.shortId })
    .from(merchants)
    .innerJoin(catalogs, and(eq(catalogs.merchantId, merchants.id), eq(catalogs.active, true)))
    .orderBy(asc(merchants.createdAt), asc(merchants.shortId));
  return rows.map((row) => row.shortId);
}
