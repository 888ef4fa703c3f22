import type { ConsumerQueueEntry } from '@suavez/shared/contracts/queue-consumer.contract';
import type { QueueTransitionEvent } from '@suavez/shared/domain/queue-machine';
import { WHATSAPP_QUIT_REASON } from '@suavez/shared/domain/whatsapp-conversation';
import type {
  ConversationEntry,
  ConversationRestaurant,
  EffectOutcome,
} from '@suavez/shared/domain/whatsapp-replies';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { findMerchantOpenState } from '#api/modules/merchant/merchant-open-state.service';
import { getConsumerQueue, joinQueueAsConsumer } from '#api/modules/queue/consumer-queue.service';
import { isEntryOf, transitionQueueEntry } from '#api/modules/queue/transition-queue-entry.service';
import { createSignInLink } from './consumer-link.service';
import { findOrCreateWhatsAppConsumer } from './whatsapp-consumer.service';

/** An entry as the diner sees it, in the conversation's words. */
export function toConversationEntry(entry: ConsumerQueueEntry): ConversationEntry {
  return {
    status: entry.status,
    restaurantName: entry.merchant.name,
    position: entry.position,
    waitEstimate: entry.waitEstimate,
  };
}

/** The consumer's active entry (deadlines applied first), or null when none. */
export async function findActiveEntry(
  db: Db,
  clock: Clock,
  consumerId: string | null,
): Promise<ConsumerQueueEntry | null> {
  if (!consumerId) return null;
  try {
    return await getConsumerQueue({ db, clock, consumerId, which: 'active' });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** A restaurant as the conversation speaks of it (open now, its week), or null when it does not exist. */
export async function findConversationRestaurant(
  db: Db,
  clock: Clock,
  merchant: { id: string; name: string },
): Promise<ConversationRestaurant | null> {
  const state = await findMerchantOpenState({ db, clock, merchantId: merchant.id });
  if (!state) return null;
  return { name: merchant.name, isOpen: state.isOpen, schedule: state.schedule };
}

/** Joins as `POST /queue` does (same rules, same refusals), as the phone's consumer, from WhatsApp. */
export async function applyJoin(options: {
  db: Db;
  clock: Clock;
  publicUrl: string;
  merchant: { id: string; name: string };
  phone: string;
  profileName: string | null;
  conversationConsumerId: string | null;
  size: number;
}): Promise<{ outcome: EffectOutcome; consumerId: string; queueEntryId: string | null }> {
  const { db, clock } = options;
  const now = clock.now();
  const consumer = await findOrCreateWhatsAppConsumer(db, {
    conversationConsumerId: options.conversationConsumerId,
    phone: options.phone,
    profileName: options.profileName,
    at: now,
  });
  const refused = (outcome: EffectOutcome) => ({ outcome, consumerId: consumer.id, queueEntryId: null });
  try {
    const entry = await joinQueueAsConsumer({
      db,
      clock,
      merchantId: options.merchant.id,
      consumerId: consumer.id,
      slot: options.size,
      source: 'whatsapp',
    });
    const link = await createSignInLink({ db, consumerId: consumer.id, publicUrl: options.publicUrl, now });
    return {
      outcome: { kind: 'joined', entry: toConversationEntry(entry), size: options.size, link },
      consumerId: consumer.id,
      queueEntryId: entry.id,
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    switch (error.code) {
      case 'PHONE_IN_QUEUE':
        return refused({ kind: 'phoneInQueue' });
      case 'CONFLICT':
        return refused({ kind: 'alreadyInQueue' });
      case 'NOT_FOUND':
        return refused({ kind: 'restaurantGone' });
      case 'INVALID_TRANSITION': {
        // Closed since 'Para quantas pessoas?' was asked.
        const restaurant = await findConversationRestaurant(db, clock, options.merchant);
        return refused(restaurant ? { kind: 'closed', restaurant } : { kind: 'restaurantGone' });
      }
      default:
        throw error;
    }
  }
}

/**
 * Quits or answers the call as the diner's own buttons do (same table, same deadlines, reason
 * 'Desistiu pelo WhatsApp' on a quit); a refusal (the entry moved meanwhile) answers its status now.
 */
export async function applyEntryEvent(options: {
  db: Db;
  clock: Clock;
  consumerId: string;
  entry: ConsumerQueueEntry;
  event: Extract<QueueTransitionEvent, 'quit' | 'answer'>;
}): Promise<EffectOutcome> {
  const { db, clock, consumerId, entry } = options;
  try {
    await transitionQueueEntry({
      db,
      clock,
      queueEntryId: entry.id,
      event: options.event,
      actor: 'consumer',
      reason: options.event === 'quit' ? WHATSAPP_QUIT_REASON : null,
      isCallers: isEntryOf({ consumerId }),
    });
  } catch (error) {
    if (!(error instanceof AppError) || (error.code !== 'INVALID_TRANSITION' && error.code !== 'NOT_FOUND')) {
      throw error;
    }
    const now = await findActiveEntry(db, clock, consumerId);
    return { kind: 'refused', entry: now ? toConversationEntry(now) : null };
  }
  const restaurantName = entry.merchant.name;
  return options.event === 'quit' ? { kind: 'quit', restaurantName } : { kind: 'answered', restaurantName };
}
