import type { ConversationState } from '@suavez/shared/domain/whatsapp-conversation-state';
import type { WhatsAppOutboundMessage } from '@suavez/shared/domain/whatsapp-replies';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { merchants } from '#api/db/schema/merchant.schema';
import { notifications } from '#api/db/schema/notification.schema';
import { whatsAppConversations } from '#api/db/schema/whatsapp.schema';

/** A conversation row as stored. */
export type ConversationRow = typeof whatsAppConversations.$inferSelect;

/**
 * Finds or creates the phone's conversation and locks it until the transaction ends (the upsert's row
 * lock), in one statement: the diner wrote at `sentAt` (the 24-hour window), from `replyTo` (the `wa_id` as
 * WhatsApp sent it), and anything but 'parar' ends an opt-out. `wasOptedOut` is the opt-out before it.
 */
export async function upsertConversation(
  db: Db,
  values: { waId: string; replyTo: string; sentAt: Date; keepsOptOut: boolean; at: Date },
): Promise<ConversationRow & { wasOptedOut: boolean }> {
  const c = whatsAppConversations;
  // The opt-out as it was before this statement: the row's old value, read under the same lock.
  const [before] = await db
    .select({ optedOutAt: c.optedOutAt })
    .from(c)
    .where(eq(c.waId, values.waId))
    .for('update');
  const [row] = await db
    .insert(c)
    .values({
      waId: values.waId,
      replyTo: values.replyTo,
      lastInboundAt: values.sentAt,
      updatedAt: values.at,
    })
    .onConflictDoUpdate({
      target: c.waId,
      set: {
        replyTo: values.replyTo,
        lastInboundAt: sql`GREATEST(${c.lastInboundAt}, excluded.last_inbound_at)`,
        optedOutAt: values.keepsOptOut ? sql`${c.optedOutAt}` : null,
        updatedAt: values.at,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return { ...row, wasOptedOut: Boolean(before?.optedOutAt) };
}

/** Saves where the conversation stands after a step. */
export async function updateConversation(
  db: Db,
  waId: string,
  values: {
    state: ConversationState;
    merchantId?: string | null;
    consumerId?: string | null;
    queueEntryId?: string | null;
    optedOutAt?: Date | null;
    at: Date;
  },
): Promise<void> {
  const { at, ...set } = values;
  await db
    .update(whatsAppConversations)
    .set({ ...set, updatedAt: at })
    .where(eq(whatsAppConversations.waId, waId));
}

/** A restaurant found by its short id (lower case), for `fila {shortId}`. */
export async function findMerchantByShortId(
  db: Db,
  shortId: string,
): Promise<{ id: string; name: string } | undefined> {
  const [row] = await db
    .select({ id: merchants.id, name: merchants.name })
    .from(merchants)
    .where(eq(merchants.shortId, shortId))
    .limit(1);
  return row;
}

/** A restaurant's name by id. */
export async function findMerchantName(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: merchants.name })
    .from(merchants)
    .where(eq(merchants.id, id))
    .limit(1);
  return row?.name;
}

/**
 * Writes the one reply to an inbound message into the outbox (docs/whatsapp.md#replies): due at once; the
 * unique `inbox_id` makes a second reply to the same message impossible.
 */
export async function insertReply(
  db: Db,
  values: {
    inboxId: string;
    recipient: string;
    merchantId: string | null;
    message: WhatsAppOutboundMessage;
    at: Date;
  },
): Promise<void> {
  await db.insert(notifications).values({
    kind: 'reply',
    channel: 'whatsapp',
    inboxId: values.inboxId,
    recipient: values.recipient,
    merchantId: values.merchantId,
    message: values.message,
    dueAt: values.at,
    nextAttemptAt: values.at,
  });
}
