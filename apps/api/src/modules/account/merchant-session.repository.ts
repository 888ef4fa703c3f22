import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchantSessions } from '../../db/schema/merchant.schema';

/** Opens a login session of a merchant user; answers its id (the token's `jti`). */
export async function insertMerchantSession(
  db: Db,
  values: { userId: string; expiresAt: Date; at: Date },
): Promise<string> {
  const [row] = await db
    .insert(merchantSessions)
    .values({ userId: values.userId, expiresAt: values.expiresAt, createdAt: values.at })
    .returning({ id: merchantSessions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** Whether the session of this user is neither revoked nor expired at `now` (one primary-key read). */
export async function isMerchantSessionActive(
  db: Db,
  values: { id: string; userId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .select({ id: merchantSessions.id })
    .from(merchantSessions)
    .where(
      and(
        eq(merchantSessions.id, values.id),
        eq(merchantSessions.userId, values.userId),
        isNull(merchantSessions.revokedAt),
        gt(merchantSessions.expiresAt, values.now),
      ),
    );
  return rows.length > 0;
}

/** Ends a session at once (logout); a session already ended stays as it was. */
export async function revokeMerchantSession(db: Db, values: { id: string; at: Date }): Promise<void> {
  await db
    .update(merchantSessions)
    .set({ revokedAt: values.at })
    .where(and(eq(merchantSessions.id, values.id), isNull(merchantSessions.revokedAt)));
}
