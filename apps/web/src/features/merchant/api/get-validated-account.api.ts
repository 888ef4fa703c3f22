import { type ValidateResponse, validateResponseSchema } from '@suavez/shared/contracts/account.contract';
import { apiFetch } from '@/lib/api-client';

/** `GET /account/validate` with `x-access-token`: who the stored token speaks for. */
export function getValidatedAccount(token: string, signal?: AbortSignal): Promise<ValidateResponse> {
  return apiFetch('/account/validate', {
    headers: { 'x-access-token': token },
    schema: validateResponseSchema,
    ...(signal ? { signal } : {}),
  });
}
