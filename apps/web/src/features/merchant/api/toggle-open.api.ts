import { type MerchantFull, merchantFullSchema } from '@suavez/shared/contracts/merchant.contract';
import { apiFetch } from '@/lib/api-client';

/** `PATCH /merchant/toggle/open?id`: closes an open store (and its schedule automation) or opens it. */
export function toggleMerchantOpen(merchantId: string): Promise<MerchantFull> {
  return apiFetch('/merchant/toggle/open', {
    method: 'PATCH',
    query: { id: merchantId },
    schema: merchantFullSchema,
  });
}
