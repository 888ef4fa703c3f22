import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import {
  findConsumer,
  insertConsumer,
  lockConsumer,
  lockConsumerPhone,
  updateConsumerName,
} from './consumer.repository';
import { deliverVerificationCode, prepareVerificationCode } from './issue-verification-code';
import type { SmsProvider } from './sms-provider';
import type { SmsQuota } from './sms-quota';

/** `POST /consumer` as a use case. */
export interface RegisterConsumerOptions {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  /** The SMS limits of this request (per phone, per address). */
  smsQuota: SmsQuota;
  /** Key of the code hashes. */
  secret: string;
  /** Digits only. */
  phone: string;
  /** Trimmed. */
  name: string;
  /** The consumer of the request's session cookie, if any. */
  sessionConsumerId: string | undefined;
  /** The flag `SMS_VERIFICATION_ACCOUNT`. */
  isSmsVerificationOn: boolean;
}

/**
 * Whether the session's consumer is one with this phone: the device that holds it is the phone's own, and
 * `POST /consumer` counts it apart from the phone's limit, which strangers typing the phone use up.
 */
export async function isConsumerOfPhone(options: {
  db: Db;
  consumerId: string;
  phone: string;
}): Promise<boolean> {
  return (await findConsumer(options.db, options.consumerId))?.phone === options.phone;
}

/** The answer, and whether this device now holds (or keeps) the consumer's session. */
export interface RegisterConsumerResult {
  id: string;
  phoneVerified: boolean;
  startSession: boolean;
}

/**
 * Creates or finds the consumer for this device (docs/security.md, "A phone is not a password"). A phone
 * typed on a device is never enough to be handed someone's session, nor the id of someone's consumer:
 * - the device that already holds a consumer with this phone keeps it (and renames it);
 * - with SMS verification off, any other device gets a consumer of its own: the phone is a contact there,
 *   and the existing consumer's name, entries and orders are untouched;
 * - with it on, any other device gets a pending consumer of its own (`awaitingCode`), no session, and the
 *   phone's code (asking again within 60 s, from any device, sends no second SMS). The pending id grants
 *   nothing: the right code is what hands this device the phone's verified consumer
 *   (verify-consumer-code.service.ts), and the pending id's wrong codes are counted for this device alone.
 *   A consumer whose session was ever handed out is never handed to another device.
 * Registrations of one phone are serialised (an advisory lock), so concurrent ones never race.
 */
export async function registerConsumer(options: RegisterConsumerOptions): Promise<RegisterConsumerResult> {
  const now = options.clock.now();
  const { phone, name } = options;
  const outcome = await options.db.transaction(async (tx) => {
    await lockConsumerPhone(tx, phone);
    const held = options.sessionConsumerId ? await lockConsumer(tx, options.sessionConsumerId) : undefined;
    const own = held?.phone === phone ? held : undefined;
    if (!options.isSmsVerificationOn || own?.phoneVerified) {
      const consumer = own ?? (await insertConsumer(tx, { phone, name, awaitingCode: false, at: now }));
      if (consumer.name !== name) await updateConsumerName(tx, consumer.id, name, now);
      return { consumer, prepared: undefined, startSession: true };
    }
    // The phone's verified consumer is neither answered nor renamed here: only the code leads to it.
    const consumer = own ?? (await insertConsumer(tx, { phone, name, awaitingCode: true, at: now }));
    if (consumer.name !== name) await updateConsumerName(tx, consumer.id, name, now);
    const prepared = await prepareVerificationCode(tx, {
      secret: options.secret,
      phone,
      consumerId: consumer.id,
      now,
    });
    return { consumer, prepared, startSession: consumer === own };
  });
  const { consumer, prepared } = outcome;
  // Inside the 60 s spacing no new code is sent: the previous one is still valid.
  if (prepared && 'code' in prepared) {
    await deliverVerificationCode({
      db: options.db,
      sms: options.sms,
      quota: options.smsQuota,
      phone,
      prepared,
    });
  }
  return {
    id: consumer.id,
    phoneVerified: prepared === undefined && consumer.phoneVerified,
    startSession: outcome.startSession,
  };
}
