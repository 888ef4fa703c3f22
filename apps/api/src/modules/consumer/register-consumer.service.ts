import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import {
  insertConsumer,
  lockAwaitingConsumerByPhone,
  lockConsumer,
  lockConsumerPhone,
  lockVerifiedConsumerByPhone,
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

/** The answer, and whether this device now holds (or keeps) the consumer's session. */
export interface RegisterConsumerResult {
  id: string;
  phoneVerified: boolean;
  startSession: boolean;
}

/**
 * Creates or finds the consumer for this device (docs/security.md, "A phone is not a password"). A phone
 * typed on a device is never enough to be handed someone's session:
 * - the device that already holds a consumer with this phone keeps it (and renames it);
 * - with SMS verification off, any other device gets a consumer of its own: the phone is a contact there,
 *   and the existing consumer's name, entries and orders are untouched;
 * - with it on, any other device gets a code and no session: the code is for the phone's verified
 *   consumer, else for the one already waiting for a code (asking twice sends no second SMS within 60 s),
 *   else for a new one; the session comes with the verified code. A consumer whose session was ever handed
 *   out is never handed to another device.
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
    const verified = await lockVerifiedConsumerByPhone(tx, phone);
    const consumer =
      verified ??
      own ??
      (await lockAwaitingConsumerByPhone(tx, phone)) ??
      (await insertConsumer(tx, { phone, name, awaitingCode: true, at: now }));
    // A verified consumer is renamed only from its own session; one that no device holds yet takes the name
    // of whoever asks for its code.
    if (consumer !== verified && consumer.name !== name) await updateConsumerName(tx, consumer.id, name, now);
    const prepared = await prepareVerificationCode(tx, {
      secret: options.secret,
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
