import type { ValidateResponse } from '@suavez/shared/contracts/account.contract';
import { useEffect, useState } from 'react';
import { useMerchantSessionLost } from '@/hooks/use-merchant-logout';
import { isApiError } from '@/lib/api-client';
import { saveMerchantSession } from '@/lib/cookies';
import { getValidatedAccount } from '../api/get-validated-account.api';

/**
 * The session check of the merchant home (docs/access.md#merchant-sessions): `GET /account/validate` once on
 * load. A token the server refuses shows 'Sessão perdida', clears the session and goes to /login/merchant. A
 * check that got no answer (offline, server restarting) logs nobody out: the next call will tell. Answers
 * the check's answer once it came (the home reads whether the e-mail is confirmed from it), null until then.
 */
export function useSessionCheck(token: string): ValidateResponse | null {
  const endLostSession = useMerchantSessionLost();
  const [account, setAccount] = useState<ValidateResponse | null>(null);
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    getValidatedAccount(token, controller.signal).then(
      (answer) => {
        saveMerchantSession({ token, merchantId: answer.merchantId, email: answer.email });
        setAccount(answer);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status >= 400 && error.status < 500) {
          endLostSession();
        }
      },
    );
    return () => controller.abort();
  }, [token, endLostSession]);
  return account;
}
