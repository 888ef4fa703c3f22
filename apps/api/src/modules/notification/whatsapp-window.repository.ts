import { inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { whatsAppConversations } from '#api/db/schema/whatsapp.schema';

/** What the outbox needs of a phone's conversation: where replies go, its window, whether it said 'parar'. */
export interface ConversationWindowRow {
  waId: string;
  replyTo: string;
  queueEntryId: string | null;
  lastInboundAt: Date;
  optedOutAt: Date | null;
}

const windowColumns = {
  waId: whatsAppConversations.waId,
  replyTo: whatsAppConversations.replyTo,
  queueEntryId: whatsAppConversations.queueEntryId,
  lastInboundAt: whatsAppConversations.lastInboundAt,
  optedOutAt: whatsAppConversations.optedOutAt,
};

/** The conversations of these phones (canonical `wa_id`s), one statement. */
export async function listConversationsByWaId(
  db: Db,
  waIds: readonly string[],
): Promise<ConversationWindowRow[]> {
  if (waIds.length === 0) return [];
  return db
    .select(windowColumns)
    .from(whatsAppConversations)
    .where(inArray(whatsAppConversations.waId, [...waIds]));
}

/** The conversations that joined these entries (docs/whatsapp.md#replies), one statement. */
export async function listConversationsByEntry(
  db: Db,
  queueEntryIds: readonly string[],
): Promise<ConversationWindowRow[]> {
  if (queueEntryIds.length === 0) return [];
  return db
    .select(windowColumns)
    .from(whatsAppConversations)
    .where(inArray(whatsAppConversations.queueEntryId, [...queueEntryIds]));
}
