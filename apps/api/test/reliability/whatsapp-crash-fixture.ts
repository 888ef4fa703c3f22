import { asc, eq } from 'drizzle-orm';
import { notifications } from '#api/db/schema/notification.schema';
import { whatsAppInbox } from '#api/db/schema/whatsapp.schema';
import type { ReceivedRequest } from '#test/fake-http-endpoint';
import type { FakeWhatsAppCloud } from '#test/fake-whatsapp-cloud';
import { fakeWhatsAppAccount } from '#test/fake-whatsapp-cloud';
import { createMerchantFixture } from '#test/fixtures';
import type { ReplyRow } from '#test/whatsapp-conversation-test-helpers';
import { fakeWhatsAppInbound } from '#test/whatsapp-deliveries';
import type { ServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { type CrashStore, seedThroughApp, startStoreServer } from './crash-fixture';

// The data, the server and the reads of the WhatsApp process tests (docs/whatsapp.md): an open restaurant
// a phone can join by chat, written before any server process starts (PGlite admits one per folder), and
// server processes with the conversation configured against the fake Cloud API.

/** What the WhatsApp process tests start from. */
export interface WhatsAppSeed {
  jwtSecret: string;
  /** An open restaurant that seats diners at once: 'fila {shortId}' then a number joins it. */
  restaurant: { shortId: string; name: string };
}

/** Migrates the store and writes an open restaurant that accepts diners at once; closes it. */
export function seedWhatsAppRestaurant(store: CrashStore): Promise<WhatsAppSeed> {
  return seedThroughApp(store, async (t) => {
    const restaurant = { shortId: 'zapcrash', name: 'Cantina do Zap' };
    await createMerchantFixture(t.app, { ...restaurant, autoAcceptConsumer: true });
    return { jwtSecret: t.config.jwtSecret, restaurant };
  });
}

/**
 * A server process on the store with the WhatsApp account and the conversation (rules.md §14), its Cloud
 * API the fake. It logs at `info`: the inbox worker's pass counts are how a test sees, from outside, that
 * the messages it posted were processed (`countProcessedMessages`).
 */
export function startWhatsAppServer(
  store: CrashStore,
  seed: WhatsAppSeed,
  cloud: FakeWhatsAppCloud,
): Promise<ServerProcess> {
  return startStoreServer(store, seed.jwtSecret, {
    LOG_LEVEL: 'info',
    WHATSAPP_API_URL: cloud.apiUrl,
    WHATSAPP_PHONE_NUMBER_ID: fakeWhatsAppAccount.phoneNumberId,
    WHATSAPP_TOKEN: fakeWhatsAppAccount.token,
    WHATSAPP_TEMPLATE: fakeWhatsAppAccount.template,
    WHATSAPP_APP_SECRET: fakeWhatsAppInbound.appSecret,
    WHATSAPP_VERIFY_TOKEN: fakeWhatsAppInbound.verifyToken,
    WHATSAPP_NUMBER: fakeWhatsAppInbound.number,
  });
}

/**
 * The inbox rows a server process has finished so far (processed, answered or set aside), summed from the
 * pass counts its worker logs ('caixa de entrada do WhatsApp processada'): each is logged after its
 * transaction committed.
 */
export function countProcessedMessages(server: ServerProcess): number {
  let total = 0;
  for (const line of server.output().split('\n')) {
    if (!line.includes('caixa de entrada do WhatsApp processada')) continue;
    try {
      total += (JSON.parse(line) as { processed?: number }).processed ?? 0;
    } catch {
      // A line cut by the kill: nothing to count.
    }
  }
  return total;
}

/** The texts of the requests to `waId` (text or buttons), in the order the fake got them. */
export function textsTo(requests: readonly ReceivedRequest[], waId: string): string[] {
  return requests.flatMap((request) => {
    const body = request.body as {
      to?: string;
      text?: { body?: string };
      interactive?: { body?: { text?: string } };
    };
    return body?.to === waId ? [body.text?.body ?? body.interactive?.body?.text ?? ''] : [];
  });
}

/** One message a diner wrote, as the inbox keeps it, with the reply rows written for it. */
export interface AnsweredMessage {
  eventKey: string;
  waId: string;
  processedAt: Date | null;
  outcome: string | null;
  replies: ReplyRow[];
}

/** Every message in the inbox (WhatsApp's order) with its replies, read straight from the store. */
export async function readAnsweredMessages(store: CrashStore): Promise<AnsweredMessage[]> {
  const database = await store.open();
  try {
    const { db } = database;
    const messages = await db
      .select()
      .from(whatsAppInbox)
      .where(eq(whatsAppInbox.kind, 'message'))
      .orderBy(asc(whatsAppInbox.sentAt), asc(whatsAppInbox.id));
    const replies = (await db
      .select()
      .from(notifications)
      .where(eq(notifications.kind, 'reply'))) as ReplyRow[];
    return messages.map((message) => ({
      eventKey: message.eventKey,
      waId: message.waId,
      processedAt: message.processedAt,
      outcome: message.outcome,
      replies: replies.filter((reply) => reply.inboxId === message.id),
    }));
  } finally {
    await database.close();
  }
}
