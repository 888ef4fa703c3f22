import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';

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
  const channel = merchant.notifySms
    ? merchant.textChannel === 'whatsapp'
      ? ' pelo WhatsApp'
      : ' por SMS'
    : '';
  const code = isSmsVerificationOn ? ' e para confirmar o número com um código por SMS' : '';
  return `Usamos seu celular só para avisar${channel} quando for sua vez${code}.`;
}
