import { useCallback } from 'react';
import { useMerchantLogout } from '../../../components/ui/merchant-navbar';
import { isApiError } from '../../../lib/api-client';
import { toastApiError } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { hallMessages } from '../hall-messages';

/**
 * Turns a failed hall call into what the merchant sees, as the other merchant screens do: a 401 (expired
 * or revoked token) shows 'Sessao perdida', ends the session and goes to /login/merchant; anything else
 * toasts the action's message.
 */
export function useHallErrorHandler(): (error: unknown, message: string) => void {
  const logout = useMerchantLogout();
  return useCallback(
    (error: unknown, message: string) => {
      if (isApiError(error, 401)) {
        notify('error', hallMessages.sessionLost, { toastId: 'merchant-session-lost' });
        logout();
        return;
      }
      toastApiError(error, message);
    },
    [logout],
  );
}
