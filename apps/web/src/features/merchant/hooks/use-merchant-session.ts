import { useState } from 'react';
import { type MerchantSession, readMerchantSession } from '@/lib/cookies';

/**
 * The stored merchant session, read once per screen. The route guard already sent a visitor without one
 * to /login/merchant; an empty session stands in for the instant between a logout and the redirect.
 */
export function useMerchantSession(): MerchantSession {
  const [session] = useState(() => readMerchantSession() ?? { token: '', merchantId: '', email: '' });
  return session;
}
