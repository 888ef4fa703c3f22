import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { updateConsumerName, upsertAndLockConsumer } from './consumer.repository';
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

/** The answer, and whether this device may now hold the consumer's session. */
export interface RegisterConsumerResult {
  id: string;
  phoneVerified: boolean;
  startSession: boolean;
}

/**
 * Creates or finds the diner by phone (rules.md sections 1 and 6). With SMS verification off, the device
 * gets the session and the name is updated. With it on, a device that does not already hold this diner's
 * verified session gets a code by SMS and no session (`phoneVerified: false`): the session comes with a
 * verified code, and a stranger who types someone's number can neither take over nor rename them.
 */
export async function registerConsumer(options: RegisterConsumerOptions): Promise<RegisterConsumerResult> {
  const now = options.clock.now();
  const outcome = await options.db.transaction(async (tx) => {
    const { consumer, created } = await upsertAndLockConsumer(tx, {
      phone: options.phone,
      name: options.name,
      at: now,
    });
    const ownsSession = options.sessionConsumerId === consumer.id;
    const isTrusted = !options.isSmsVerificationOn || ownsSession;
    if (isTrusted && !created && consumer.name !== options.name) {
      await updateConsumerName(tx, consumer.id, options.name, now);
    }
    const needsCode = options.isSmsVerificationOn && !(ownsSession && consumer.phoneVerified);
    const prepared = needsCode
      ? await prepareVerificationCode(tx, { secret: options.secret, consumerId: consumer.id, now })
      : undefined;
    return { consumer, isTrusted, needsCode, prepared };
  });
  const { consumer, prepared } = outcome;
  // Inside the 60 s spacing no new code is sent: the previous one is still valid.
  if (prepared && 'code' in prepared) {
    await deliverVerificationCode({
      db: options.db,
      sms: options.sms,
      quota: options.smsQuota,
      phone: consumer.phone,
      prepared,
    });
  }
  return {
    id: consumer.id,
    phoneVerified: !outcome.needsCode && consumer.phoneVerified,
    startSession: outcome.isTrusted,
  };
}
