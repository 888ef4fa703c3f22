/** Where a diner joined the queue: the web page (QR code, link) or the WhatsApp conversation (docs/whatsapp.md). */
export const queueEntrySources = ['web', 'whatsapp'] as const;

/** One source. */
export type QueueEntrySource = (typeof queueEntrySources)[number];
