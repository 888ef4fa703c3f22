import { canonicalWaId } from '@suavez/shared/domain/whatsapp-command';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '#api/config';
import type { Db } from '#api/db/client';
import { notifications } from '#api/db/schema/notification.schema';
import { whatsAppConversations, whatsAppInbox } from '#api/db/schema/whatsapp.schema';
import type { Clock } from '#api/lib/clock';
import {
  type InboxPassCounts,
  processWhatsAppInbox,
} from '#api/modules/whatsapp/process-whatsapp-inbox.service';
import type {
  InboundWhatsAppMessage,
  WhatsAppMessageHandler,
} from '#api/modules/whatsapp/whatsapp-message-handler';
import { fakeWhatsAppAccount } from './fake-whatsapp-cloud';
import { fakeWhatsAppInbound } from './whatsapp-deliveries';

/** The WhatsApp account and conversation settings of the tests, against a fake Cloud API at `apiUrl`. */
export function whatsAppTestConfig(apiUrl: string): Pick<AppConfig, 'whatsApp'> {
  return { whatsApp: { ...fakeWhatsAppAccount, apiUrl, inbound: { ...fakeWhatsAppInbound } } };
}

/** A conversation of the tests: records every message, and throws for the next `failures` ones. */
export interface EchoHandler {
  handle: WhatsAppMessageHandler;
  seen: InboundWhatsAppMessage[];
  failures: number;
}

/**
 * A conversation that does what the real one must with a message, minimally: records the phone's last
 * message (its window, its `reply_to`) and writes one reply to the outbox ('Recebido: …') in the worker's
 * transaction. The real conversation is modules/whatsapp/whatsapp-conversation.service.ts.
 */
export function createEchoHandler(): EchoHandler {
  const handler: EchoHandler = {
    seen: [],
    failures: 0,
    async handle(tx: Db, message, now) {
      handler.seen.push(message);
      const waId = canonicalWaId(message.waId);
      await tx
        .insert(whatsAppConversations)
        .values({ waId, replyTo: message.waId, lastInboundAt: message.sentAt, updatedAt: now })
        .onConflictDoUpdate({
          target: whatsAppConversations.waId,
          set: { replyTo: message.waId, lastInboundAt: message.sentAt, optedOutAt: null, updatedAt: now },
        });
      await tx.insert(notifications).values({
        kind: 'reply',
        channel: 'whatsapp',
        inboxId: message.inboxId,
        recipient: message.waId,
        message: message.buttonId
          ? { type: 'text', text: `Botão ${message.buttonId}` }
          : { type: 'text', text: `Recebido: ${message.text ?? '(sem texto)'}` },
        dueAt: now,
        nextAttemptAt: now,
      });
      // After the writes: a failure here must roll them back with the row's transaction.
      if (handler.failures > 0) {
        handler.failures -= 1;
        throw new Error('falha simulada da conversa');
      }
    },
  };
  return handler;
}

/** One pass of the inbox worker, as the app's worker runs it. */
export function runInboxPass(
  t: { app: FastifyInstance; clock: Clock },
  handler: EchoHandler | undefined,
  options: { db?: Db; batchSize?: number } = {},
): Promise<InboxPassCounts> {
  const { ctx } = t.app;
  return processWhatsAppInbox({
    db: options.db ?? ctx.database.db,
    clock: t.clock,
    log: t.app.log,
    counters: ctx.limits,
    perPhone: ctx.config.rateLimits.whatsAppInboundPerPhone,
    handler: handler?.handle,
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
  });
}

/** Every inbox row, oldest first. */
export function readInbox(app: FastifyInstance) {
  const db: Db = app.ctx.database.db;
  return db.select().from(whatsAppInbox).orderBy(asc(whatsAppInbox.sentAt), asc(whatsAppInbox.eventKey));
}

/** The reply rows of one inbox row, or of all. */
export function readReplies(app: FastifyInstance, inboxId?: string) {
  const db: Db = app.ctx.database.db;
  return db
    .select()
    .from(notifications)
    .where(inboxId ? eq(notifications.inboxId, inboxId) : eq(notifications.kind, 'reply'))
    .orderBy(asc(notifications.createdAt));
}
