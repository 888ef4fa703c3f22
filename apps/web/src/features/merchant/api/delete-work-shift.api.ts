import { type MerchantFull, merchantFullSchema } from '@suavez/shared/contracts/merchant.contract';
import { apiFetch } from '@/lib/api-client';

/** `DELETE /merchant/workshift?workShift=weekday-open-close&id`: removes one shift. */
export function deleteWorkShift(merchantId: string, workShift: string): Promise<MerchantFull> {
  return apiFetch('/merchant/workshift', {
    method: 'DELETE',
    query: { id: merchantId, workShift },
    schema: merchantFullSchema,
  });
}
