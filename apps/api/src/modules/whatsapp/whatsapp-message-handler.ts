import type { Db } from '#api/db/client';

/**
 * One message a diner wrote, as the inbox worker hands it to the conversation (docs/whatsapp.md#inbox-worker):
 * read from the inbox row's payload (a `text` message's body, or an `interactive` `button_reply`'s id and
 * title, or a `button` message's payload); other kinds (image, audio, location…) come with `text` and
 * `buttonId` null.
 */
export interface InboundWhatsAppMessage {
  /** The inbox row: the reply's `inbox_id`. */
  inboxId: string;
  /** The sender's `wa_id` exactly as WhatsApp sent it (E.164 digits, perhaps without a mobile's ninth digit). */
  waId: string;
  /** The sender's WhatsApp profile name (`contacts[].profile.name`), unchecked; null when absent. */
  profileName: string | null;
  /** What the diner typed, or a button's title; null for other kinds of message. */
  text: string | null;
  /** The id of the reply button the diner pressed (`going`, `leave`); null when none. */
  buttonId: string | null;
  /** WhatsApp's timestamp of the message. */
  sentAt: Date;
}

/**
 * The conversation's step for one inbound message, run by the inbox worker inside the transaction that marks
 * the row processed: it locks and updates the phone's conversation, applies the effects (join, quit, answer
 * the call, opt out) and writes at most one reply to the outbox (kind `reply`, `inbox_id` = the row). It must
 * not send anything itself, and throws only for a fault worth another try (the transaction is rolled back).
 */
export type WhatsAppMessageHandler = (tx: Db, message: InboundWhatsAppMessage, now: Date) => Promise<void>;
