import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import { AppError } from '#api/lib/app-error';
import {
  getMerchantFull,
  MERCHANT_NOT_FOUND_MESSAGE,
  type MerchantFullOptions,
} from './get-merchant-full.service';
import { lockMerchantSettings, updateMerchantOpenFlags } from './merchant-settings.repository';

/**
 * 'Fechar loja' / 'Abrir loja' (docs/queue.md#toggles): when the store is effectively open it closes, turning
 * the schedule automation off too (else the schedule would reopen it at once, as the close dialog warns);
 * otherwise it opens by the manual flag. Answers the merchant as it now is.
 */
export async function toggleMerchantOpen(options: MerchantFullOptions): Promise<MerchantFull> {
  return options.db.transaction(async (tx) => {
    // The lock serialises two tabs pressing the button: the second sees the first one's result.
    const locked = await lockMerchantSettings(tx, options.merchantId);
    if (!locked) throw new AppError('NOT_FOUND', MERCHANT_NOT_FOUND_MESSAGE);
    const current = await getMerchantFull({ ...options, db: tx, merchantId: locked.id });
    const next = current.isOpen
      ? { open: false, autoQueue: false }
      : { open: true, autoQueue: current.autoQueue };
    await updateMerchantOpenFlags(tx, locked.id, { ...next, at: options.clock.now() });
    return getMerchantFull({ ...options, db: tx, merchantId: locked.id });
  });
}
