import type { StaffRole } from '@suavez/shared/domain/staff';
import { saveMerchantSession } from '@/lib/cookies';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * Stores a merchant's login as the login screen does, with a token that expires in an hour: the merchant
 * screens read their merchant id (and the role, owner when none) from it. The signature is never checked in the browser.
 */
export function signInMerchant(merchantId: string, email = 'demo@suavez.app', role?: StaffRole): void {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const token = [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({ merchant: merchantId, exp, ...(role ? { role } : {}) }),
    'sig',
  ].join('.');
  saveMerchantSession({ token, merchantId, email });
}
