import type { MerchantAutomation, MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { getMerchantFull, MERCHANT_NOT_FOUND_MESSAGE } from './get-merchant-full.service';
import { flipMerchantAutomation, lockMerchantSettings } from './merchant-settings.repository';

/**
 * Flips one automation flag (docs/queue.md#toggles): AUTO_ACCEPT_CONSUMER (new consumers skip confirmation)
 * or AUTO_QUEUE (the schedule opens the queue). Answers the merchant as it now is.
 */
export async function toggleMerchantAutomation(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  automation: MerchantAutomation;
}): Promise<MerchantFull> {
  return options.db.transaction(async (tx) => {
    const merchant = await lockMerchantSettings(tx, options.merchantId);
    if (!merchant) throw new AppError('NOT_FOUND', MERCHANT_NOT_FOUND_MESSAGE);
    await flipMerchantAutomation(tx, merchant.id, options.automation, options.clock.now());
    return getMerchantFull({ db: tx, clock: options.clock, merchantId: merchant.id });
  });
}
