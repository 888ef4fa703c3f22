import { randomUUID } from 'node:crypto';
import type { WhatsAppOutboundMessage } from '@suavez/shared/domain/whatsapp-replies';
import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { notifications } from '#api/db/schema/notification.schema';
import { whatsAppInbox } from '#api/db/schema/whatsapp.schema';
import type { ManualClock } from '#api/lib/clock';
import type { WhatsAppMessageHandler } from '#api/modules/whatsapp/whatsapp-message-handler';

/** A reply row as the outbox holds it. */
export type ReplyRow = typeof notifications.$inferSelect & { message: WhatsAppOutboundMessage | null };

/**
 * One message a diner writes on WhatsApp, as the inbox worker hands it over: kept in the inbox, then the
 * handler runs in one real transaction at the clock's time. Answers the reply row it wrote (undefined when
 * none). The clock moves a second first, so messages keep their order.
 */
export async function sayOnWhatsApp(
  t: { db: Db; clock: ManualClock; handle: WhatsAppMessageHandler },
  waId: string,
  text: string | null,
  options: { buttonId?: string; profileName?: string | null } = {},
): Promise<ReplyRow | undefined> {
  t.clock.advance(1000);
  const now = t.clock.now();
  const [inbox] = await t.db
    .insert(whatsAppInbox)
    .values({ eventKey: `wamid.${randomUUID()}`, kind: 'message', waId, payload: { text }, sentAt: now })
    .returning({ id: whatsAppInbox.id });
  if (!inbox) throw new Error('no inbox row');
  await t.db.transaction((tx) =>
    t.handle(
      tx,
      {
        inboxId: inbox.id,
        waId,
        profileName: options.profileName === undefined ? 'Maria' : options.profileName,
        text,
        buttonId: options.buttonId ?? null,
        sentAt: now,
      },
      now,
    ),
  );
  const [reply] = await t.db.select().from(notifications).where(eq(notifications.inboxId, inbox.id));
  return reply as ReplyRow | undefined;
}

/** The text of a reply (text or buttons). */
export function replyText(reply: ReplyRow | undefined): string {
  return reply?.message?.text ?? '';
}
