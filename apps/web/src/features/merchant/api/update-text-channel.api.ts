import { type MerchantFull, merchantFullSchema } from '@suavez/shared/contracts/merchant.contract';
import type { TextChannel } from '@suavez/shared/domain/notification';
import { apiFetch } from '@/lib/api-client';

/** `PATCH /merchant/text-channel?channel&id`: what carries the call's text message (SMS or WhatsApp). */
export function updateTextChannel(merchantId: string, channel: TextChannel): Promise<MerchantFull> {
  return apiFetch('/merchant/text-channel', {
    method: 'PATCH',
    query: { id: merchantId, channel },
    schema: merchantFullSchema,
  });
}
