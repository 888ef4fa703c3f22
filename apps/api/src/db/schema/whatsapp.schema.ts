import {
  type ConversationState,
  conversationStates,
} from '@suavez/shared/domain/whatsapp-conversation-state';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { consumers } from './consumer.schema';
import { merchants } from './merchant.schema';
import { queueEntries } from './queue.schema';
import { isOneOf, utc, uuidPk } from './sql-helpers';

/** What one inbox row holds: a message a diner wrote, or a status WhatsApp reports of a message we sent. */
export const inboxKinds = ['message', 'status'] as const;

/** One inbox kind. */
export type InboxKind = (typeof inboxKinds)[number];

/**
 * The WhatsApp inbox (docs/whatsapp.md#webhook): every message and status of every verified delivery, kept
 * before the webhook answers 200, then processed by a worker in every server process that claims pending
 * rows with `FOR UPDATE SKIP LOCKED`. `event_key` is unique, so a delivery Meta repeats (it delivers at
 * least once) adds nothing.
 */
export const whatsAppInbox = pgTable(
  'whatsapp_inbox',
  {
    id: uuidPk(),
    /** A message's id (`wamid.…`); a status's `{wamid}:{status}` (each status of a message once). */
    eventKey: text('event_key').notNull(),
    kind: text('kind').$type<InboxKind>().notNull(),
    /** The diner's `wa_id` as WhatsApp sent it: the sender of a message, the recipient of a status. */
    waId: text('wa_id').notNull(),
    /** The message or status object as WhatsApp sent it, with the sender's profile name beside a message. */
    payload: jsonb('payload').notNull(),
    /** WhatsApp's own timestamp of the event. */
    sentAt: utc('sent_at').notNull(),
    receivedAt: utc('received_at').notNull().defaultNow(),
    /** When the worker finished with it (answered, or decided it needs no answer); null while pending. */
    processedAt: utc('processed_at'),
    /** Why it was not answered (over the phone's limit, opted out, too old); null when it was. */
    outcome: text('outcome'),
    /** Tries so far; the claim counts them like the outbox's. */
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may try it (again). */
    nextAttemptAt: utc('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('whatsapp_inbox_event_unique').on(t.eventKey),
    check('whatsapp_inbox_kind', isOneOf(t.kind, inboxKinds)),
    check('whatsapp_inbox_attempts', sql`${t.attempts} >= 0`),
    index('whatsapp_inbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.processedAt} IS NULL`),
    index('whatsapp_inbox_wa_id_idx').on(t.waId, t.receivedAt),
  ],
);

/**
 * One phone's WhatsApp conversation (docs/whatsapp.md#conversation): where it stands, which restaurant and
 * entry it is about, when the diner last wrote (the 24-hour window for free text) and whether they asked us
 * to stop. Keyed by the phone in E.164 digits with a Brazilian mobile's ninth digit restored.
 */
export const whatsAppConversations = pgTable(
  'whatsapp_conversations',
  {
    /** E.164 digits without '+', a Brazilian mobile always with its ninth digit: `5511987654321`. */
    waId: text('wa_id').primaryKey(),
    /** The `wa_id` as WhatsApp last sent it (perhaps without the ninth digit): replies go there. */
    replyTo: text('reply_to').notNull(),
    /** The phone's consumer (found or made as docs/access.md says); null until the phone joins a queue. */
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'set null' }),
    state: text('state').$type<ConversationState>().notNull().default('idle'),
    /** The restaurant `fila {shortId}` named; null when none. */
    merchantId: uuid('merchant_id').references(() => merchants.id, { onDelete: 'set null' }),
    /** The entry this conversation joined, which position, leave and the call's buttons act on. */
    queueEntryId: uuid('queue_entry_id').references(() => queueEntries.id, { onDelete: 'set null' }),
    /** When the diner last wrote: free text may be sent for 24 hours after it. */
    lastInboundAt: utc('last_inbound_at').notNull(),
    /** When the diner wrote 'parar'; no message goes to this phone until it writes again. */
    optedOutAt: utc('opted_out_at'),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('whatsapp_conversations_state', isOneOf(t.state, conversationStates)),
    check('whatsapp_conversations_wa_id', sql`${t.waId} ~ '^[1-9][0-9]{7,14}$'`),
    index('whatsapp_conversations_entry_idx').on(t.queueEntryId),
  ],
);

/**
 * A one-time link that opens a consumer's session in a browser (docs/whatsapp.md#link): sent in the join's
 * reply, stored as the SHA-256 of its random token, valid for 24 hours and usable once.
 */
export const consumerSignInLinks = pgTable(
  'consumer_sign_in_links',
  {
    id: uuidPk(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token in the link; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: utc('expires_at').notNull(),
    /** When a browser used it; a used link opens nothing. */
    usedAt: utc('used_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consumer_sign_in_links_token_unique').on(t.tokenHash),
    index('consumer_sign_in_links_consumer_idx').on(t.consumerId),
  ],
);
