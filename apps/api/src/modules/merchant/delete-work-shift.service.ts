import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import { parseShiftId } from '@suavez/shared/domain/opening-hours';
import { AppError } from '#api/lib/app-error';
import {
  getMerchantFull,
  MERCHANT_NOT_FOUND_MESSAGE,
  type MerchantFullOptions,
} from './get-merchant-full.service';
import { deleteWorkShift, lockMerchantSettings } from './merchant-settings.repository';

/** What removing a shift the merchant does not have answers. */
export const WORK_SHIFT_NOT_FOUND_MESSAGE = 'Horário de funcionamento não encontrado.';

/**
 * Removes the one work shift named `weekday-open-close` (e.g. 'friday-18:00-02:00'). A malformed name is
 * VALIDATION_FAILED; a shift the merchant does not have is NOT_FOUND. Answers the merchant as it now is.
 */
export async function deleteMerchantWorkShift(
  options: MerchantFullOptions & {
    workShift: string;
  },
): Promise<MerchantFull> {
  const parsed = parseShiftId(options.workShift);
  if (!parsed) {
    throw new AppError(
      'VALIDATION_FAILED',
      'Horário inválido: use dia-abertura-fechamento, por exemplo monday-18:00-02:00.',
    );
  }
  return options.db.transaction(async (tx) => {
    const merchant = await lockMerchantSettings(tx, options.merchantId);
    if (!merchant) throw new AppError('NOT_FOUND', MERCHANT_NOT_FOUND_MESSAGE);
    const deleted = await deleteWorkShift(tx, merchant.id, parsed.weekday, parsed.shift);
    if (!deleted) throw new AppError('NOT_FOUND', WORK_SHIFT_NOT_FOUND_MESSAGE);
    return getMerchantFull({ ...options, db: tx, merchantId: merchant.id });
  });
}
