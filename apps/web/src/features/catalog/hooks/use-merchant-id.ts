import { useState } from 'react';
import { readMerchantSession } from '@/lib/cookies';

/**
 * The logged-in merchant's id (the route guard has checked the session). Read once per screen: a session
 * that expires meanwhile is caught by the server's 401.
 */
export function useMerchantId(): string {
  const [merchantId] = useState(() => readMerchantSession()?.merchantId ?? '');
  return merchantId;
}
