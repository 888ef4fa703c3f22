import { CONSUMER_NAME_MAX_LENGTH } from '@suavez/shared/contracts/consumer.contract';
import { findUnsafeText, removeControlCharacters } from '@suavez/shared/domain/safe-text';
import type { Db } from '#api/db/client';
import {
  type ConsumerRow,
  findConsumer,
  findVerifiedConsumerByPhone,
  insertConsumer,
  lockConsumerPhone,
  lockVerifiedConsumerByPhone,
} from '#api/modules/consumer/consumer.repository';

/** The name of a consumer made from a WhatsApp profile with no usable name. */
export const WHATSAPP_FALLBACK_NAME = 'Cliente WhatsApp';

/**
 * A WhatsApp profile name as a consumer's name: control and direction characters removed (a profile name
 * cannot be refused like a typed one), at most 80 characters, or 'Cliente WhatsApp' when nothing usable
 * is left (docs/whatsapp.md#conversation).
 */
export function toConsumerName(profileName: string | null): string {
  const cleaned = Array.from(removeControlCharacters(profileName ?? ''))
    .slice(0, CONSUMER_NAME_MAX_LENGTH)
    .join('')
    .trim();
  return cleaned === '' || findUnsafeText(cleaned) !== null ? WHATSAPP_FALLBACK_NAME : cleaned;
}

/**
 * The consumer a WhatsApp phone speaks as, without creating one: the conversation's own (while it still
 * has this phone), else the phone's verified consumer. A message comes from the phone itself, so it proves
 * the phone as the SMS code does (docs/security.md, "A phone is not a password"). The verified consumer is
 * locked only under the phone's lock (`isPhoneLocked`): taking its row lock first would invert the order
 * `POST /consumer` and the code take them in, and two such transactions could deadlock.
 */
export async function findWhatsAppConsumer(
  db: Db,
  options: { conversationConsumerId: string | null; phone: string; isPhoneLocked?: boolean },
): Promise<ConsumerRow | undefined> {
  if (options.conversationConsumerId) {
    const own = await findConsumer(db, options.conversationConsumerId);
    if (own?.phone === options.phone) return own;
  }
  return options.isPhoneLocked
    ? lockVerifiedConsumerByPhone(db, options.phone)
    : findVerifiedConsumerByPhone(db, options.phone);
}

/**
 * The consumer a WhatsApp phone joins as: the one {@link findWhatsAppConsumer} finds, else a new consumer
 * with the phone verified and the profile's name. Serialised with `POST /consumer` and the SMS code by the
 * phone's lock, and backed by the unique index of verified phones.
 */
export async function findOrCreateWhatsAppConsumer(
  db: Db,
  options: { conversationConsumerId: string | null; phone: string; profileName: string | null; at: Date },
): Promise<ConsumerRow> {
  await lockConsumerPhone(db, options.phone);
  const found = await findWhatsAppConsumer(db, { ...options, isPhoneLocked: true });
  if (found) return found;
  return insertConsumer(db, {
    phone: options.phone,
    name: toConsumerName(options.profileName),
    awaitingCode: false,
    phoneVerified: true,
    at: options.at,
  });
}
