import { and, asc, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client';
import { type InboxKind, whatsAppInbox } from '#api/db/schema/whatsapp.schema';
import type { WhatsAppInboxItem } from './whatsapp-delivery';

/** An inbox row as stored. */
export type WhatsAppInboxRow = typeof whatsAppInbox.$inferSelect;

/**
 * Keeps a delivery's items in one statement, due at once (`now`: the app's clock); an item whose key is already there (Meta delivers at least
 * once) adds nothing. Answers how many rows are new.
 */
export async function insertInboxItems(
  db: Db,
  received: readonly WhatsAppInboxItem[],
  now: Date,
): Promise<number> {
  if (received.length === 0) return 0;
  const rows = await db
    .insert(whatsAppInbox)
    .values(received.map((item) => ({ ...item, receivedAt: now, nextAttemptAt: now })))
    .onConflictDoNothing({ target: whatsAppInbox.eventKey })
    .returning({ id: whatsAppInbox.id });
  return rows.length;
}

/**
 * Claims up to `limit` due pending rows of `kinds` (docs/whatsapp.md#inbox-worker): one statement that
 * picks them with `FOR UPDATE SKIP LOCKED`, counts the try and moves `next_attempt_at` to `leaseUntil`. A
 * row is not due while an older row of the same phone and kind is pending (claimed elsewhere or waiting for
 * a retry), so one phone's messages are handled one at a time, in WhatsApp's order (`sent_at`, then id).
 */
export async function claimInboxRows(
  db: Db,
  options: { kinds: readonly InboxKind[]; now: Date; leaseUntil: Date; limit: number },
): Promise<WhatsAppInboxRow[]> {
  if (options.kinds.length === 0) return [];
  const older = alias(whatsAppInbox, 'older');
  const due = db
    .select({ id: whatsAppInbox.id })
    .from(whatsAppInbox)
    .where(
      and(
        isNull(whatsAppInbox.processedAt),
        lte(whatsAppInbox.nextAttemptAt, options.now),
        inArray(whatsAppInbox.kind, [...options.kinds]),
        notExists(
          db
            .select({ id: older.id })
            .from(older)
            .where(
              and(
                eq(older.waId, whatsAppInbox.waId),
                eq(older.kind, whatsAppInbox.kind),
                isNull(older.processedAt),
                sql`(${older.sentAt}, ${older.id}) < (${whatsAppInbox.sentAt}, ${whatsAppInbox.id})`,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(whatsAppInbox.sentAt), asc(whatsAppInbox.id))
    .limit(options.limit)
    .for('update', { of: whatsAppInbox, skipLocked: true });
  return db
    .update(whatsAppInbox)
    .set({ attempts: sql`${whatsAppInbox.attempts} + 1`, nextAttemptAt: options.leaseUntil })
    .where(and(inArray(whatsAppInbox.id, due), isNull(whatsAppInbox.processedAt)))
    .returning();
}

/** The claim a worker holds on a row: its try count and lease, which every write must still match. */
export type InboxClaim = Pick<WhatsAppInboxRow, 'id' | 'attempts' | 'nextAttemptAt'>;

const isStillClaim = (claim: InboxClaim) =>
  and(
    eq(whatsAppInbox.id, claim.id),
    isNull(whatsAppInbox.processedAt),
    eq(whatsAppInbox.attempts, claim.attempts),
    eq(whatsAppInbox.nextAttemptAt, claim.nextAttemptAt),
  );

/**
 * Marks a claimed row processed with its outcome (null: answered or applied), only if it is still this
 * claim; answers whether it was (a row taken over after its lease ran out is the other worker's).
 */
export async function finishInboxRow(
  db: Db,
  claim: InboxClaim,
  outcome: { processedAt: Date; outcome: string | null; lastError?: string | null },
): Promise<boolean> {
  const rows = await db
    .update(whatsAppInbox)
    .set({ processedAt: outcome.processedAt, outcome: outcome.outcome, lastError: outcome.lastError ?? null })
    .where(isStillClaim(claim))
    .returning({ id: whatsAppInbox.id });
  return rows.length > 0;
}

/** Puts a claimed row back for another try at `nextAttemptAt`, with why the last one failed. */
export async function retryInboxRow(
  db: Db,
  claim: InboxClaim,
  retry: { nextAttemptAt: Date; lastError: string },
): Promise<boolean> {
  const rows = await db
    .update(whatsAppInbox)
    .set({ nextAttemptAt: retry.nextAttemptAt, lastError: retry.lastError })
    .where(isStillClaim(claim))
    .returning({ id: whatsAppInbox.id });
  return rows.length > 0;
}
