import type { ApiKeyCreated, ApiKeySummary } from '@suavez/shared/contracts/api-keys.contract';
import type { ApiKeyScope } from '@suavez/shared/domain/integrations';
import type { Db } from '#api/db/client';
import { ownedRow } from '#api/lib/owned-row';
import { type AuditActor, recordAudit } from '#api/modules/audit/audit';
import { createApiKeySecret } from './api-key-secret';
import {
  type ApiKeyRow,
  findApiKey,
  insertApiKey,
  listLiveApiKeys,
  revokeApiKeyRow,
} from './api-keys.repository';

function toSummary(row: ApiKeyRow): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * `POST /merchant/api-keys` (owner): makes a key with its scopes and answers it, the only time it is shown;
 * only its SHA-256 is stored. The audit row (name and scopes, never the key) is written in the same
 * transaction (docs/integrations.md#keys).
 */
export async function createApiKey(options: {
  db: Db;
  actor: AuditActor;
  at: Date;
  name: string;
  scopes: ApiKeyScope[];
}): Promise<ApiKeyCreated> {
  const secret = createApiKeySecret();
  return options.db.transaction(async (tx) => {
    const row = await insertApiKey(tx, {
      merchantId: options.actor.merchantId,
      name: options.name,
      scopes: options.scopes,
      prefix: secret.prefix,
      keyHash: secret.hash,
      at: options.at,
    });
    await recordAudit(tx, options.actor, options.at, {
      action: 'api_key.create',
      targetKind: 'api_key',
      targetId: row.id,
      detail: { name: row.name, scopes: row.scopes.join(' '), prefix: row.prefix },
    });
    return { id: row.id, name: row.name, scopes: row.scopes, key: secret.key };
  });
}

/** `GET /merchant/api-keys` (owner): the keys not revoked, newest first; never the key itself. */
export async function listApiKeys(options: { db: Db; merchantId: string }): Promise<ApiKeySummary[]> {
  return (await listLiveApiKeys(options.db, options.merchantId)).map(toSummary);
}

/**
 * `DELETE /merchant/api-keys/{id}` (owner): revokes the key at once (its next request answers 401). Another
 * restaurant's key, an unknown id or a key already revoked answer 403 alike (docs/access.md#unknown-ids):
 * revoking twice changes nothing, and the answer never tells which ids exist.
 */
export async function revokeApiKey(options: {
  db: Db;
  actor: AuditActor;
  at: Date;
  id: string;
}): Promise<void> {
  const { merchantId } = options.actor;
  await options.db.transaction(async (tx) => {
    const row = ownedRow(await findApiKey(tx, options.id), (key) => key.merchantId === merchantId);
    const revoked = await revokeApiKeyRow(tx, { merchantId, id: row.id, at: options.at });
    ownedRow(revoked ? row : undefined, () => true);
    await recordAudit(tx, options.actor, options.at, {
      action: 'api_key.revoke',
      targetKind: 'api_key',
      targetId: row.id,
      detail: { name: row.name, prefix: row.prefix },
    });
  });
}
