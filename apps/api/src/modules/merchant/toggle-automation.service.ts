import type { MerchantAutomation, MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import { AppError } from '#api/lib/app-error';
import {
  getMerchantFull,
  MERCHANT_NOT_FOUND_MESSAGE,
  type MerchantFullOptions,
} from './get-merchant-full.service';
import { flipMerchantAutomation, lockMerchantSettings } from './merchant-settings.repository';

/**
 * Flips one automation flag (docs/queue.md#toggles): AUTO_ACCEPT_CONSUMER (new consumers skip confirmation),
 * AUTO_QUEUE (the schedule opens the queue), NOTIFY_SMS (a call also sends a text message:
 * docs/notifications.md#text-messages) or KITCHEN_PRINT_ON_ARRIVAL (the kitchen display prints each new
 * order: docs/integrations.md#ticket). Answers the merchant as it now is.
 */
export async function toggleMerchantAutomation(
  options: MerchantFullOptions & {
    automation: MerchantAutomation;
  },
): Promise<MerchantFull> {
  return options.db.transaction(async (tx) => {
    const merchant = await lockMerchantSettings(tx, options.merchantId);
    if (!merchant) throw new AppError('NOT_FOUND', MERCHANT_NOT_FOUND_MESSAGE);
    await flipMerchantAutomation(tx, merchant.id, options.automation, options.clock.now());
    return getMerchantFull({ ...options, db: tx, merchantId: merchant.id });
  });
}
