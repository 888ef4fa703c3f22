import {
  type MerchantAutomation,
  type MerchantFull,
  merchantFullSchema,
} from '@suavez/shared/contracts/merchant.contract';
import { apiFetch } from '@/lib/api-client';

/** `PATCH /merchant/toggle/automation?automation&id`: flips one automation flag. */
export function toggleMerchantAutomation(
  merchantId: string,
  automation: MerchantAutomation,
): Promise<MerchantFull> {
  return apiFetch('/merchant/toggle/automation', {
    method: 'PATCH',
    query: { id: merchantId, automation },
    schema: merchantFullSchema,
  });
}
