import type { StaffRole } from '@suavez/shared/domain/staff';
import { saveMerchantSession } from '@/lib/cookies';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A merchant token as the server signs it, expiring in an hour (the browser never checks the signature). */
export function fakeMerchantToken(merchantId: string, role?: StaffRole): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({ merchant: merchantId, exp, ...(role ? { role } : {}) }),
    'sig',
  ].join('.');
}

/**
 * Stores a merchant's login as the login screen does, with a token that expires in an hour: the merchant
 * screens read their merchant id (and the role, owner when none) from it.
 */
export function signInMerchant(merchantId: string, email = 'demo@suavez.app', role?: StaffRole): void {
  saveMerchantSession({ token: fakeMerchantToken(merchantId, role), merchantId, email });
}
