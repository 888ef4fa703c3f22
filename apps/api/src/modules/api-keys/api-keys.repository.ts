import type { ApiKeyScope } from '@suavez/shared/domain/integrations';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { apiKeys } from '#api/db/schema/integration.schema';

/** One key as the owner's list shows it (never the key, never its hash). */
export interface ApiKeyRow {
  id: string;
  merchantId: string;
  name: string;
  scopes: ApiKeyScope[];
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const listColumns = {
  id: apiKeys.id,
  merchantId: apiKeys.merchantId,
  name: apiKeys.name,
  scopes: apiKeys.scopes,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
};

/** Inserts a key (its hash only); answers the row. */
export async function insertApiKey(
  db: Db,
  values: {
    merchantId: string;
    name: string;
    scopes: ApiKeyScope[];
    prefix: string;
    keyHash: string;
    at: Date;
  },
): Promise<ApiKeyRow> {
  const { at, ...rest } = values;
  const [row] = await db
    .insert(apiKeys)
    .values({ ...rest, createdAt: at })
    .returning(listColumns);
  if (!row) throw new Error('insert into api_keys returned no row');
  return row;
}

/** The restaurant's keys that are not revoked, newest first. */
export async function listLiveApiKeys(db: Db, merchantId: string): Promise<ApiKeyRow[]> {
  return db
    .select(listColumns)
    .from(apiKeys)
    .where(and(eq(apiKeys.merchantId, merchantId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** A key by id, whoever's it is, or undefined. */
export async function findApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  const rows = await db.select(listColumns).from(apiKeys).where(eq(apiKeys.id, id));
  return rows[0];
}

/**
 * Revokes a key of this restaurant that is not revoked yet (compare-and-set); answers whether this call
 * revoked it (false: someone revoked it first).
 */
export async function revokeApiKeyRow(
  db: Db,
  values: { merchantId: string; id: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: values.at })
    .where(
      and(eq(apiKeys.id, values.id), eq(apiKeys.merchantId, values.merchantId), isNull(apiKeys.revokedAt)),
    )
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** The key a request presents, by its hash, when it is not revoked; undefined otherwise. */
export async function findLiveApiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  const rows = await db
    .select(listColumns)
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  return rows[0];
}

/**
 * Sets `last_used_at` to `at` unless it was set after `staleBefore` (compare-and-set): of the requests of one
 * minute, one writes, the others change nothing. Answers whether this call wrote.
 */
export async function touchApiKeyLastUsed(
  db: Db,
  values: { id: string; at: Date; staleBefore: Date },
): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ lastUsedAt: values.at })
    .where(
      and(
        eq(apiKeys.id, values.id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, values.staleBefore)),
      ),
    )
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}
