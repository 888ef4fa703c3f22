import type { FlagResponse } from '@suavez/shared/contracts/flag.contract';
import { apiFetch } from '@/lib/api-client';

/** `GET /flag` with `x-feature-flag: SMS_VERIFICATION_ACCOUNT`: whether a new device confirms by SMS. */
export async function getSmsVerificationFlag(): Promise<boolean> {
  const { value } = await apiFetch<FlagResponse>('/flag', {
    headers: { 'x-feature-flag': 'SMS_VERIFICATION_ACCOUNT' },
  });
  return value === true;
}
