import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import type { TextChannel } from '@suavez/shared/domain/notification';
import { AppError } from '#api/lib/app-error';
import {
  getMerchantFull,
  MERCHANT_NOT_FOUND_MESSAGE,
  type MerchantFullOptions,
} from './get-merchant-full.service';
import { lockMerchantSettings, updateMerchantTextChannel } from './merchant-settings.repository';

/** What choosing WhatsApp answers on a server with no WhatsApp account configured. */
export const WHATSAPP_UNAVAILABLE_MESSAGE =
  'O envio pelo WhatsApp não está disponível neste servidor. Use SMS.';

/**
 * Chooses what carries the merchant's call texts (automation NOTIFY_SMS; docs/notifications.md#text-messages):
 * `sms`, or `whatsapp` when this server has a WhatsApp account (CONFLICT otherwise, nothing changed).
 * Answers the merchant as it now is.
 */
export async function updateTextChannel(
  options: MerchantFullOptions & { channel: TextChannel },
): Promise<MerchantFull> {
  if (options.channel === 'whatsapp' && !options.whatsAppAvailable) {
    throw new AppError('CONFLICT', WHATSAPP_UNAVAILABLE_MESSAGE);
  }
  return options.db.transaction(async (tx) => {
    const merchant = await lockMerchantSettings(tx, options.merchantId);
    if (!merchant) throw new AppError('NOT_FOUND', MERCHANT_NOT_FOUND_MESSAGE);
    await updateMerchantTextChannel(tx, merchant.id, options.channel, options.clock.now());
    return getMerchantFull({ ...options, db: tx, merchantId: merchant.id });
  });
}
