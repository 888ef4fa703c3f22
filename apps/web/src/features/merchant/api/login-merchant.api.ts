import { type LoginResponse, loginResponseSchema } from '@suavez/shared/contracts/account.contract';
import { apiFetch } from '@/lib/api-client';

/** Base64 of a UTF-8 text (btoa alone only takes Latin-1). */
function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

/** `POST /account/login`: no body; the e-mail and password go base64-encoded in `Authorization: Basic`. */
export function loginMerchant(email: string, password: string): Promise<LoginResponse> {
  return apiFetch('/account/login', {
    method: 'POST',
    headers: { Authorization: `Basic ${toBase64(`${email}:${password}`)}` },
    schema: loginResponseSchema,
  });
}
