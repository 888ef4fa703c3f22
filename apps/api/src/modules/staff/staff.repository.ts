import type { InvitableStaffRole, StaffRole } from '@suavez/shared/domain/staff';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { merchantUsers } from '#api/db/schema/merchant.schema';

/** One person of a restaurant's staff, as the owner's list shows them. */
export interface StaffRow {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  active: boolean;
}

const staffColumns = {
  id: merchantUsers.id,
  name: merchantUsers.name,
  email: merchantUsers.email,
  role: merchantUsers.role,
  active: sql<boolean>`${merchantUsers.passwordHash} IS NOT NULL`,
};

/** The restaurant's people: the owner first, then by name. */
export async function listStaff(db: Db, merchantId: string): Promise<StaffRow[]> {
  return db
    .select(staffColumns)
    .from(merchantUsers)
    .where(eq(merchantUsers.merchantId, merchantId))
    .orderBy(sql`${merchantUsers.role} <> 'owner'`, asc(merchantUsers.name), asc(merchantUsers.email));
}

/** One person of this restaurant, or undefined (another restaurant's person is not found either). */
export async function findStaffMember(
  db: Db,
  values: { merchantId: string; id: string },
): Promise<StaffRow | undefined> {
  const rows = await db
    .select(staffColumns)
    .from(merchantUsers)
    .where(and(eq(merchantUsers.id, values.id), eq(merchantUsers.merchantId, values.merchantId)));
  return rows[0];
}

/** Inserts an invited person, without a password, holding the invite's hash; answers the id. */
export async function insertInvitedStaff(
  db: Db,
  values: {
    merchantId: string;
    name: string;
    email: string;
    role: InvitableStaffRole;
    inviteTokenHash: string;
    inviteExpiresAt: Date;
  },
): Promise<string> {
  const [row] = await db.insert(merchantUsers).values(values).returning({ id: merchantUsers.id });
  if (!row) throw new Error('insert into merchant_users returned no row');
  return row.id;
}

/** Gives a person of this restaurant (never its owner) a new role; answers whether one changed. */
export async function updateStaffRole(
  db: Db,
  values: { merchantId: string; id: string; role: InvitableStaffRole; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(merchantUsers)
    .set({ role: values.role, updatedAt: values.at })
    .where(
      and(
        eq(merchantUsers.id, values.id),
        eq(merchantUsers.merchantId, values.merchantId),
        sql`${merchantUsers.role} <> 'owner'`,
      ),
    )
    .returning({ id: merchantUsers.id });
  return rows.length > 0;
}

/** Removes a person of this restaurant (never its owner); their sessions go with them (cascade). */
export async function deleteStaffMember(
  db: Db,
  values: { merchantId: string; id: string },
): Promise<boolean> {
  const rows = await db
    .delete(merchantUsers)
    .where(
      and(
        eq(merchantUsers.id, values.id),
        eq(merchantUsers.merchantId, values.merchantId),
        sql`${merchantUsers.role} <> 'owner'`,
      ),
    )
    .returning({ id: merchantUsers.id });
  return rows.length > 0;
}

/**
 * Uses an invite: sets the password of the person whose unexpired invite has this hash and forgets the
 * invite, in one statement (a second use finds nothing). Answers the person's e-mail and merchant.
 */
export async function consumeInvite(
  db: Db,
  values: { inviteTokenHash: string; passwordHash: string; now: Date },
): Promise<{ email: string; merchantId: string } | undefined> {
  const rows = await db
    .update(merchantUsers)
    .set({
      passwordHash: values.passwordHash,
      inviteTokenHash: null,
      inviteExpiresAt: null,
      updatedAt: values.now,
    })
    .where(
      and(
        eq(merchantUsers.inviteTokenHash, values.inviteTokenHash),
        gt(merchantUsers.inviteExpiresAt, values.now),
      ),
    )
    .returning({ email: merchantUsers.email, merchantId: merchantUsers.merchantId });
  return rows[0];
}
