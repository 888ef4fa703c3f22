import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';
import { t } from '@/lib/i18n/i18n';

/**
 * The join form's line on what the phone is for, true to what the server does with it: the call reaches
 * it (the host's WhatsApp link, and a text message when the restaurant turned NOTIFY_SMS on:
 * docs/notifications.md#text-messages), and with SMS verification on it gets a code first
 * (docs/access.md#sms-codes). Nothing else is sent to it.
 */
export function describePhoneUse(
  merchant: Pick<PublicMerchant, 'notifySms' | 'textChannel'>,
  isSmsVerificationOn: boolean,
): string {
  const channel = merchant.notifySms ? (merchant.textChannel === 'whatsapp' ? 'whatsapp' : 'sms') : 'none';
  return t('queue.phoneUse', { channel, code: isSmsVerificationOn ? 'yes' : 'no' });
}
