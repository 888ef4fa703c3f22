import type { StaffRole } from '@suavez/shared/domain/staff';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { merchantSessions, merchantUsers } from '#api/db/schema/merchant.schema';

/** Opens a login session of a merchant user; answers its id (the token's `jti`). */
export async function insertMerchantSession(
  db: Db,
  values: { merchantId: string; userId: string; expiresAt: Date; at: Date },
): Promise<string> {
  const [row] = await db
    .insert(merchantSessions)
    .values({
      merchantId: values.merchantId,
      userId: values.userId,
      expiresAt: values.expiresAt,
      createdAt: values.at,
    })
    .returning({ id: merchantSessions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * The role and name of the user of a session that is neither revoked nor expired at `now`, or undefined
 * (one primary-key read joined to its user: a role change or a removal takes effect on the next request).
 */
export async function findActiveMerchantSession(
  db: Db,
  values: { id: string; userId: string; merchantId: string; now: Date },
): Promise<{ role: StaffRole; name: string } | undefined> {
  const rows = await db
    .select({
      role: merchantUsers.role,
      // Who the audit trail names (docs/audit.md): the person's name, or their e-mail while they have none.
      name: sql<string>`coalesce(nullif(${merchantUsers.name}, ''), ${merchantUsers.email})`,
    })
    .from(merchantSessions)
    .innerJoin(merchantUsers, eq(merchantUsers.id, merchantSessions.userId))
    .where(
      and(
        eq(merchantSessions.id, values.id),
        eq(merchantSessions.userId, values.userId),
        eq(merchantUsers.merchantId, values.merchantId),
        isNull(merchantSessions.revokedAt),
        gt(merchantSessions.expiresAt, values.now),
      ),
    );
  return rows[0];
}

/** Ends every open session of a user at once (a new password, a new role); answers how many it ended. */
export async function revokeSessionsOfUser(
  db: Db,
  values: { userId: string; merchantId: string; at: Date },
): Promise<number> {
  const rows = await db
    .update(merchantSessions)
    .set({ revokedAt: values.at })
    .where(
      and(
        eq(merchantSessions.userId, values.userId),
        isNull(merchantSessions.revokedAt),
        inArray(
          merchantSessions.userId,
          db
            .select({ id: merchantUsers.id })
            .from(merchantUsers)
            .where(eq(merchantUsers.merchantId, values.merchantId)),
        ),
      ),
    )
    .returning({ id: merchantSessions.id });
  return rows.length;
}

/** Ends a session at once (logout); a session already ended stays as it was. */
export async function revokeMerchantSession(
  db: Db,
  values: { id: string; merchantId: string; at: Date },
): Promise<void> {
  await db
    .update(merchantSessions)
    .set({ revokedAt: values.at })
    .where(
      and(
        eq(merchantSessions.id, values.id),
        eq(merchantSessions.merchantId, values.merchantId),
        isNull(merchantSessions.revokedAt),
      ),
    );
}
