import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { clearMerchantSession } from '@/lib/cookies';
import { notify } from '@/lib/notify';

/**
 * What a merchant screen shows when the server no longer takes its token (docs/access.md#merchant-sessions).
 */
export const SESSION_LOST_MESSAGE = 'Sessão perdida';

/**
 * Logout (docs/access.md#merchant-sessions): clears token, merchant id and e-mail and goes to
 * /login/merchant.
 */
export function useMerchantLogout(): () => void {
  const [, navigate] = useLocation();
  return useCallback(() => {
    clearMerchantSession();
    navigate('/login/merchant', { replace: true });
  }, [navigate]);
}

/** 'Sessão perdida', one toast however many calls fail at once. */
export function notifySessionLost(): void {
  notify('error', SESSION_LOST_MESSAGE, { toastId: 'merchant-session-lost' });
}

/** A token the server refuses: 'Sessão perdida', then the logout. */
export function useMerchantSessionLost(): () => void {
  const logout = useMerchantLogout();
  return useCallback(() => {
    notifySessionLost();
    logout();
  }, [logout]);
}
