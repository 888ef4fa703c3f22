import {
  type MerchantSignupBody,
  type MerchantSignupResponse,
  merchantSignupResponseSchema,
} from '@suavez/shared/contracts/merchant-signup.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/signup`: creates the restaurant and its owner; answers the owner's session, as a login does. */
export function signUpMerchant(body: MerchantSignupBody): Promise<MerchantSignupResponse> {
  return apiFetch('/merchant/signup', { method: 'POST', body, schema: merchantSignupResponseSchema });
}
