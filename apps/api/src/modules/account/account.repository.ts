import type { StaffRole } from '@suavez/shared/domain/staff';
import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { merchantUsers } from '#api/db/schema/merchant.schema';

/** A merchant user as the login needs it. */
export interface MerchantUserRow {
  id: string;
  merchantId: string;
  email: string;
  /** Null while an invited person has not set a password. */
  passwordHash: string | null;
  name: string;
  role: StaffRole;
  /** When the person proved their e-mail (docs/email.md#confirmation); null until then. */
  emailConfirmedAt: Date | null;
}

/** Finds a merchant user by e-mail (case-insensitive: e-mails are stored lower-case). */
export async function findMerchantUserByEmail(db: Db, email: string): Promise<MerchantUserRow | undefined> {
  const rows = await db
    .select({
      id: merchantUsers.id,
      merchantId: merchantUsers.merchantId,
      email: merchantUsers.email,
      passwordHash: merchantUsers.passwordHash,
      name: merchantUsers.name,
      role: merchantUsers.role,
      emailConfirmedAt: merchantUsers.emailConfirmedAt,
    })
    .from(merchantUsers)
    .where(eq(merchantUsers.email, email.trim().toLowerCase()))
    .limit(1);
  return rows[0];
}

/** Finds a merchant user by id. */
export async function findMerchantUserById(db: Db, id: string): Promise<MerchantUserRow | undefined> {
  const rows = await db.select().from(merchantUsers).where(eq(merchantUsers.id, id)).limit(1);
  const row = rows[0];
  return (
    row && {
      id: row.id,
      merchantId: row.merchantId,
      email: row.email,
      passwordHash: row.passwordHash,
      name: row.name,
      role: row.role,
      emailConfirmedAt: row.emailConfirmedAt,
    }
  );
}

/**
 * Sets a user's password hash, the user named by id or by e-mail (the admin command's lookup); answers their
 * id, merchant and e-mail, or undefined when there is no such user. Only `setMerchantPassword` calls it: a
 * new password ends the person's sessions (set-password.service.ts).
 */
export async function setMerchantUserPassword(
  db: Db,
  values: { user: { id: string } | { email: string }; passwordHash: string; at: Date },
): Promise<{ id: string; merchantId: string; email: string } | undefined> {
  const rows = await db
    .update(merchantUsers)
    .set({ passwordHash: values.passwordHash, updatedAt: values.at })
    .where(
      'id' in values.user
        ? eq(merchantUsers.id, values.user.id)
        : eq(merchantUsers.email, values.user.email.trim().toLowerCase()),
    )
    .returning({ id: merchantUsers.id, merchantId: merchantUsers.merchantId, email: merchantUsers.email });
  return rows[0];
}
