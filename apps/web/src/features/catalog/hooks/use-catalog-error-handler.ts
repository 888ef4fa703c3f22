import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../../lib/api-client';
import { toastApiError } from '../../../lib/api-errors';
import { clearMerchantSession } from '../../../lib/cookies';

export interface CatalogErrorOptions {
  /** Loading failures also leave the screen when the server did not answer (spec §8). */
  isLoad?: boolean;
}

/**
 * Reports a failed catalog call the way the specification says: the screen's error toast; a 406 (another
 * merchant's catalog) sends the merchant to /merchant, as does a load without an answer; a 401 (session
 * lost or expired) clears the session and sends them to /login/merchant.
 */
export function useCatalogErrorHandler(): (
  error: unknown,
  message: string,
  options?: CatalogErrorOptions,
) => void {
  const [, navigate] = useLocation();
  return useCallback(
    (error, message, options = {}) => {
      toastApiError(error, message);
      if (isApiError(error, 401)) {
        clearMerchantSession();
        navigate('/login/merchant', { replace: true });
      } else if (isApiError(error, 406) || (options.isLoad && isApiError(error, 0))) {
        navigate('/merchant');
      }
    },
    [navigate],
  );
}
