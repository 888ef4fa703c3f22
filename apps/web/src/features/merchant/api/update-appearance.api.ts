import { type MerchantFull, merchantFullSchema } from '@suavez/shared/contracts/merchant.contract';
import type { UpdateAppearanceBody } from '@suavez/shared/contracts/merchant-appearance.contract';
import { apiFetch } from '@/lib/api-client';

/**
 * `PATCH /merchant/appearance?id {cover?, icon?}`: makes a photo the restaurant uploaded its cover or icon,
 * or removes one (null). Answers the merchant as it now is.
 */
export function updateAppearance(merchantId: string, body: UpdateAppearanceBody): Promise<MerchantFull> {
  return apiFetch('/merchant/appearance', {
    method: 'PATCH',
    query: { id: merchantId },
    body,
    schema: merchantFullSchema,
  });
}
