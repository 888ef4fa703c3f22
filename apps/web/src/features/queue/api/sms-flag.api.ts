import type { FlagResponse } from '@suavez/shared/contracts/flag.contract';
import { apiFetch } from '../../../lib/api-client';

/** `GET /flag` with `x-feature-flag: SMS_VERIFICATION_ACCOUNT`: whether new devices must confirm by SMS. */
export async function fetchSmsVerificationFlag(): Promise<boolean> {
  const { value } = await apiFetch<FlagResponse>('/flag', {
    headers: { 'x-feature-flag': 'SMS_VERIFICATION_ACCOUNT' },
  });
  return value === true;
}
