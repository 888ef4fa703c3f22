import { useCallback } from 'react';
import { useMerchantLogout } from '../../../components/ui/merchant-navbar';
import { isApiError } from '../../../lib/api-client';
import { toastApiError } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { merchantMessages } from '../merchant-messages';

/**
 * Turns a failed merchant call into what the merchant sees: a 401 (expired or revoked token) ends the
 * session and goes to /login/merchant with 'Sessao perdida'; anything else toasts the screen's message.
 */
export function useMerchantErrorHandler(): (error: unknown, message: string) => void {
  const logout = useMerchantLogout();
  return useCallback(
    (error: unknown, message: string) => {
      if (isApiError(error, 401)) {
        notify('error', merchantMessages.sessionLost, { toastId: 'merchant-session-lost' });
        logout();
        return;
      }
      toastApiError(error, message);
    },
    [logout],
  );
}
