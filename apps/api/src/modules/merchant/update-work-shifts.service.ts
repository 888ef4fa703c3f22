import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import { validateDayShifts, type Weekday, type WorkShift } from '@suavez/shared/domain/opening-hours';
import { AppError } from '#api/lib/app-error';
import {
  getMerchantFull,
  MERCHANT_NOT_FOUND_MESSAGE,
  type MerchantFullOptions,
} from './get-merchant-full.service';
import { lockMerchantSettings, replaceDayWorkShifts } from './merchant-settings.repository';

/**
 * Replaces one weekday's work shifts (docs/queue.md#work-shifts). `close <= open` ends the next day; shifts
 * of one weekday must not overlap (VALIDATION_FAILED with the pt-BR message). Answers the merchant as it now
 * is.
 */
export async function updateWorkShifts(
  options: MerchantFullOptions & {
    weekday: Weekday;
    shifts: readonly WorkShift[];
  },
): Promise<MerchantFull> {
  const validation = validateDayShifts(options.shifts);
  if (!validation.ok) throw new AppError('VALIDATION_FAILED', validation.message);
  return options.db.transaction(async (tx) => {
    const merchant = await lockMerchantSettings(tx, options.merchantId);
    if (!merchant) throw new AppError('NOT_FOUND', MERCHANT_NOT_FOUND_MESSAGE);
    await replaceDayWorkShifts(tx, merchant.id, options.weekday, options.shifts);
    return getMerchantFull({ ...options, db: tx, merchantId: merchant.id });
  });
}
