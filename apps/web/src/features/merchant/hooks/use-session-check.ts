import { useEffect } from 'react';
import { useMerchantLogout } from '../../../components/ui/merchant-navbar';
import { isApiError } from '../../../lib/api-client';
import { saveMerchantSession } from '../../../lib/cookies';
import { notify } from '../../../lib/notify';
import { validateSession } from '../api/validate-session';
import { merchantMessages } from '../merchant-messages';

/**
 * The session check of the merchant home (spec §4): `GET /account/validate` once on load. A token the
 * server refuses shows 'Sessao perdida', clears the session and goes to /login/merchant. A check that got
 * no answer (offline, server restarting) logs nobody out: the next call will tell.
 */
export function useSessionCheck(token: string): void {
  const logout = useMerchantLogout();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    validateSession(token, controller.signal).then(
      (answer) => saveMerchantSession({ token, merchantId: answer.merchantId, email: answer.email }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status >= 400 && error.status < 500) {
          notify('error', merchantMessages.sessionLost, { toastId: 'merchant-session-lost' });
          logout();
        }
      },
    );
    return () => controller.abort();
  }, [token, logout]);
}
