import { canonicalWaId, parseCommand, phoneFromWaId } from '@suavez/shared/domain/whatsapp-command';
import { step } from '@suavez/shared/domain/whatsapp-conversation';
import {
  type ConversationRestaurant,
  type EffectOutcome,
  outcomeReply,
} from '@suavez/shared/domain/whatsapp-replies';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import { findWhatsAppConsumer } from './whatsapp-consumer.service';
import {
  findMerchantByShortId,
  findMerchantName,
  insertReply,
  updateConversation,
  upsertConversation,
} from './whatsapp-conversation.repository';
import {
  applyEntryEvent,
  applyJoin,
  findActiveEntry,
  findConversationRestaurant,
  toConversationEntry,
} from './whatsapp-conversation-effects';
import type { InboundWhatsAppMessage, WhatsAppMessageHandler } from './whatsapp-message-handler';

/** What the conversation needs beyond the transaction. */
export interface WhatsAppConversationDeps {
  /** `PUBLIC_URL`: where the one-time link points (docs/whatsapp.md#one-time-link). */
  publicUrl: string;
}

// The restaurant the message is about: the one `fila {shortId}` names, else the one that asked the party.
async function findNamedMerchant(
  tx: Db,
  shortId: string | null,
  conversationMerchantId: string | null,
): Promise<{ id: string; name: string } | null> {
  if (shortId !== null) return (await findMerchantByShortId(tx, shortId)) ?? null;
  if (!conversationMerchantId) return null;
  const name = await findMerchantName(tx, conversationMerchantId);
  return name === undefined ? null : { id: conversationMerchantId, name };
}

/**
 * The conversation's step for one inbound message (docs/whatsapp.md#conversation), in the inbox worker's
 * transaction: locks the phone's conversation, gathers what the server knows, runs the pure machine, applies
 * its effect through the queue's own services and writes the one reply to the outbox.
 */
export function createWhatsAppMessageHandler(deps: WhatsAppConversationDeps): WhatsAppMessageHandler {
  return async (tx: Db, message: InboundWhatsAppMessage, now: Date) => {
    const clock: Clock = { now: () => new Date(now) };
    const command = parseCommand(message.text, message.buttonId);
    const waId = canonicalWaId(message.waId);
    // A wa_id is E.164 digits; anything else cannot be a conversation's key, nor be answered.
    if (!/^[1-9][0-9]{7,14}$/.test(waId)) return;
    const conversation = await upsertConversation(tx, {
      waId,
      replyTo: message.waId,
      sentAt: message.sentAt,
      keepsOptOut: command.kind === 'stop',
      at: now,
    });
    const phone = phoneFromWaId(waId);
    const consumer = phone
      ? await findWhatsAppConsumer(tx, { conversationConsumerId: conversation.consumerId, phone })
      : undefined;
    const active = await findActiveEntry(tx, clock, consumer?.id ?? null);
    const isAskingParty = conversation.state === 'asking_party';
    const merchant =
      phone === null
        ? null
        : await findNamedMerchant(
            tx,
            command.kind === 'join' ? command.shortId : null,
            isAskingParty ? conversation.merchantId : null,
          );
    const restaurant: ConversationRestaurant | null = merchant
      ? await findConversationRestaurant(tx, clock, merchant)
      : null;
    const next = step(conversation.state, command, {
      isBrazilian: phone !== null,
      wasOptedOut: conversation.wasOptedOut,
      restaurant,
      entry: active ? toConversationEntry(active) : null,
    });

    let outcome: EffectOutcome | null = null;
    let merchantId = active?.merchant.id ?? merchant?.id ?? conversation.merchantId;
    let consumerId = consumer?.id ?? conversation.consumerId;
    let queueEntryId = active?.id ?? conversation.queueEntryId;
    const effect = next.effect;
    if (effect.kind === 'join' && phone && merchant) {
      const joined = await applyJoin({
        db: tx,
        clock,
        publicUrl: deps.publicUrl,
        merchant,
        phone,
        profileName: message.profileName,
        conversationConsumerId: conversation.consumerId,
        size: effect.size,
      });
      outcome = joined.outcome;
      consumerId = joined.consumerId;
      queueEntryId = joined.queueEntryId ?? queueEntryId;
    } else if (effect.kind === 'join') {
      // asking_party, but the restaurant was deleted meanwhile.
      outcome = { kind: 'restaurantGone' };
    } else if ((effect.kind === 'quit' || effect.kind === 'answerCall') && active && consumer) {
      const event = effect.kind === 'quit' ? 'quit' : 'answer';
      outcome = await applyEntryEvent({ db: tx, clock, consumerId: consumer.id, entry: active, event });
    }
    if (next.state === 'asking_party') merchantId = merchant?.id ?? merchantId;

    await updateConversation(tx, waId, {
      state: next.state,
      merchantId: merchantId ?? null,
      consumerId: consumerId ?? null,
      queueEntryId: queueEntryId ?? null,
      ...(effect.kind === 'optOut' ? { optedOutAt: now } : {}),
      at: now,
    });
    const reply = next.reply ?? (outcome ? outcomeReply(outcome) : null);
    if (!reply) return;
    await insertReply(tx, {
      inboxId: message.inboxId,
      recipient: conversation.replyTo,
      merchantId: merchantId ?? null,
      message: reply,
      at: now,
    });
  };
}
