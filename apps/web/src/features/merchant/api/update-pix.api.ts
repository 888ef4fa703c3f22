import {
  type MerchantPix,
  merchantPixSchema,
  type UpdatePixBody,
} from '@suavez/shared/contracts/pix.contract';
import { apiFetch } from '@/lib/api-client';

/** `PUT /merchant/pix?id {key, name, city}`: sets where the restaurant receives Pix (rules §10). */
export function updatePix(merchantId: string, body: UpdatePixBody): Promise<MerchantPix> {
  return apiFetch('/merchant/pix', {
    method: 'PUT',
    query: { id: merchantId },
    body,
    schema: merchantPixSchema,
  });
}
