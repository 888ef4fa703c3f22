import { canonicalWaId } from '@suavez/shared/domain/whatsapp-command';
import type { Db } from '#api/db/client';
import type { NotificationRow, NotifiedEntryRow } from './notification.repository';
import type { OutboundNotification, OutboundReply } from './notification-sender';
import { findReplySkipReason, isWhatsAppWindowOpen } from './whatsapp-reply-policy';
import {
  type ConversationWindowRow,
  listConversationsByEntry,
  listConversationsByWaId,
} from './whatsapp-window.repository';

// What the outbox worker needs of WhatsApp conversations (docs/whatsapp.md#replies): where a reply goes and
// whether it may, and how the call reaches an entry that joined by WhatsApp.

/** The WhatsApp conversations a batch's rows need: the replies' phones and the WhatsApp entries'. */
export interface WhatsAppWindows {
  byWaId: Map<string, ConversationWindowRow>;
  byEntry: Map<string, ConversationWindowRow>;
}

/** Reads them for one claimed batch: two statements, whatever its size. */
export async function readWhatsAppWindows(
  db: Db,
  claimed: readonly NotificationRow[],
  entries: readonly NotifiedEntryRow[],
): Promise<WhatsAppWindows> {
  const waIds = claimed.flatMap((row) =>
    row.kind === 'reply' && row.recipient ? [canonicalWaId(row.recipient)] : [],
  );
  const entryIds = entries.flatMap((entry) => (entry.source === 'whatsapp' ? [entry.id] : []));
  const [byPhone, byEntry] = await Promise.all([
    listConversationsByWaId(db, [...new Set(waIds)]),
    listConversationsByEntry(db, entryIds),
  ]);
  return {
    byWaId: new Map(byPhone.map((row) => [row.waId, row])),
    byEntry: new Map(byEntry.flatMap((row) => (row.queueEntryId ? [[row.queueEntryId, row]] : []))),
  };
}

/**
 * The target of a conversation's reply (docs/whatsapp.md#replies): to the phone that wrote, while its
 * 24-hour window is open and it did not say 'parar'.
 */
export function toReplyTarget(
  row: NotificationRow,
  windows: WhatsAppWindows,
  now: Date,
): { skip: string } | { reply: OutboundReply } | undefined {
  // The table's check makes every reply carry both; undefined is only for the type.
  if (!row.recipient || !row.message) return undefined;
  const skip = findReplySkipReason(windows.byWaId.get(canonicalWaId(row.recipient)), row, now);
  if (skip) return { skip };
  return {
    reply: { id: row.id, attempts: row.attempts - 1, recipient: row.recipient, message: row.message },
  };
}

/** An entry's message with its WhatsApp conversation, when the entry joined by WhatsApp (its call goes there). */
export function withWhatsAppConversation(
  message: OutboundNotification,
  entry: NotifiedEntryRow,
  windows: WhatsAppWindows,
  now: Date,
): OutboundNotification {
  const conversation = entry.source === 'whatsapp' ? windows.byEntry.get(entry.id) : undefined;
  if (!conversation) return message;
  return {
    ...message,
    whatsApp: {
      replyTo: conversation.replyTo,
      isWindowOpen: isWhatsAppWindowOpen(conversation, now),
      isOptedOut: conversation.optedOutAt !== null,
    },
  };
}
