import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { readMerchantSession } from '@/lib/cookies';

/**
 * Merchant screens need a stored, unexpired login token; otherwise the merchant goes to
 * /login/merchant (docs/access.md#merchant-sessions) before the screen's code is even downloaded.
 */
export function RequireMerchantSession({ children }: { children: ReactNode }) {
  if (!readMerchantSession()) return <Redirect to="/login/merchant" replace />;
  return children;
}
