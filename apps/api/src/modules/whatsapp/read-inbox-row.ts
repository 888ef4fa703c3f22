import type { DeliveryState } from '@suavez/shared/domain/notification';
import type { WhatsAppInboxRow } from './whatsapp-inbox.repository';
import type { InboundWhatsAppMessage } from './whatsapp-message-handler';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * A message row as the conversation reads it (docs/whatsapp.md#inbox-worker): a `text` message's body; an
 * `interactive` reply's button (or list item) id and title; a template `button`'s payload and text; any
 * other kind (image, audio, location…) with `text` and `buttonId` null.
 */
export function toInboundWhatsAppMessage(row: WhatsAppInboxRow): InboundWhatsAppMessage {
  const payload = isRecord(row.payload) ? row.payload : {};
  let text: string | null = null;
  let buttonId: string | null = null;
  if (payload.type === 'text' && isRecord(payload.text)) {
    text = textOf(payload.text.body);
  } else if (payload.type === 'interactive' && isRecord(payload.interactive)) {
    const { interactive } = payload;
    const reply = isRecord(interactive.button_reply)
      ? interactive.button_reply
      : isRecord(interactive.list_reply)
        ? interactive.list_reply
        : undefined;
    text = textOf(reply?.title);
    buttonId = textOf(reply?.id);
  } else if (payload.type === 'button' && isRecord(payload.button)) {
    text = textOf(payload.button.text);
    buttonId = textOf(payload.button.payload);
  }
  return {
    inboxId: row.id,
    waId: row.waId,
    profileName: textOf(payload.profileName),
    text,
    buttonId,
    sentAt: row.sentAt,
  };
}

/** A status row as the worker applies it: which message, what happened, and a failure's error code. */
export type InboxStatus =
  | { kind: 'delivery'; providerMessageId: string; state: DeliveryState; at: Date }
  | { kind: 'failed'; providerMessageId: string; code: number | undefined; at: Date }
  | { kind: 'other'; providerMessageId: string };

/** Reads a status row (`{id, status, timestamp, recipient_id, errors: [{code, title}]}`). */
export function readInboxStatus(row: WhatsAppInboxRow): InboxStatus {
  const payload = isRecord(row.payload) ? row.payload : {};
  const providerMessageId = textOf(payload.id) ?? '';
  switch (payload.status) {
    case 'delivered':
    case 'read':
      return { kind: 'delivery', providerMessageId, state: payload.status, at: row.sentAt };
    case 'failed': {
      const error = Array.isArray(payload.errors) ? payload.errors[0] : undefined;
      const code = isRecord(error) && typeof error.code === 'number' ? error.code : undefined;
      return { kind: 'failed', providerMessageId, code, at: row.sentAt };
    }
    default:
      return { kind: 'other', providerMessageId };
  }
}
