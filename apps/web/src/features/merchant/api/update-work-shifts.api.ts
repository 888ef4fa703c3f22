import { type MerchantFull, merchantFullSchema } from '@suavez/shared/contracts/merchant.contract';
import type { Weekday, WorkShift } from '@suavez/shared/domain/opening-hours';
import { apiFetch } from '@/lib/api-client';

/** `PATCH /merchant/workshift?id {weekday, workshifts}`: replaces one weekday's shifts. */
export function updateWorkShifts(
  merchantId: string,
  weekday: Weekday,
  workshifts: readonly WorkShift[],
): Promise<MerchantFull> {
  return apiFetch('/merchant/workshift', {
    method: 'PATCH',
    query: { id: merchantId },
    body: { weekday, workshifts },
    schema: merchantFullSchema,
  });
}
