import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { type AccountLinkPurpose, accountLinks } from '#api/db/schema/account-link.schema';
import { merchantUsers } from '#api/db/schema/merchant.schema';

/** Keeps a new one-time link (its hash) and ends the user's earlier unused links of the same purpose. */
export async function replaceAccountLink(
  db: Db,
  values: {
    merchantId: string;
    userId: string;
    purpose: AccountLinkPurpose;
    tokenHash: string;
    email: string;
    expiresAt: Date;
    at: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await endUnusedAccountLinks(tx, { userId: values.userId, purpose: values.purpose, at: values.at });
    await tx.insert(accountLinks).values({
      merchantId: values.merchantId,
      userId: values.userId,
      purpose: values.purpose,
      tokenHash: values.tokenHash,
      email: values.email,
      expiresAt: values.expiresAt,
      createdAt: values.at,
    });
  });
}

/** Marks every unused link of a user and purpose as used (a newer one replaces them, or one was just used). */
export async function endUnusedAccountLinks(
  db: Db,
  values: { userId: string; purpose: AccountLinkPurpose; at: Date },
): Promise<void> {
  await db
    .update(accountLinks)
    .set({ usedAt: values.at })
    .where(
      and(
        eq(accountLinks.userId, values.userId),
        eq(accountLinks.purpose, values.purpose),
        isNull(accountLinks.usedAt),
      ),
    );
}

/**
 * Uses a link: marks the unused, unexpired link with this hash and purpose as used, in one statement (a second
 * use, even a concurrent one, finds nothing). Answers its user and the address it was sent to.
 */
export async function consumeAccountLink(
  db: Db,
  values: { tokenHash: string; purpose: AccountLinkPurpose; now: Date },
): Promise<{ userId: string; merchantId: string; email: string } | undefined> {
  const rows = await db
    .update(accountLinks)
    .set({ usedAt: values.now })
    .where(
      and(
        eq(accountLinks.tokenHash, values.tokenHash),
        eq(accountLinks.purpose, values.purpose),
        isNull(accountLinks.usedAt),
        gt(accountLinks.expiresAt, values.now),
      ),
    )
    .returning({
      userId: accountLinks.userId,
      merchantId: accountLinks.merchantId,
      email: accountLinks.email,
    });
  return rows[0];
}

/** Records that the user proved `email` (still their address), unless they already had. */
export async function markEmailConfirmed(
  db: Db,
  values: { userId: string; merchantId: string; email: string; at: Date },
): Promise<void> {
  await db
    .update(merchantUsers)
    .set({ emailConfirmedAt: values.at, updatedAt: values.at })
    .where(
      and(
        eq(merchantUsers.id, values.userId),
        eq(merchantUsers.merchantId, values.merchantId),
        eq(merchantUsers.email, values.email),
        isNull(merchantUsers.emailConfirmedAt),
      ),
    );
}
