import { useCallback } from 'react';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-errors';

/**
 * A failed kitchen action. A 409 means another screen changed the unit first: the server's words say how
 * ('Este item já está em preparo.', 'Não é mais possível desfazer a entrega deste item.'), rather than the
 * screen's generic one; anything else as every merchant screen handles it (a 401 ends the session).
 */
export function useKitchenErrorHandler(): (error: unknown, fallback: string) => void {
  const handleError = useMerchantErrorHandler();
  return useCallback(
    (error, fallback) => {
      if (isApiError(error, 409)) toastApiError(error, fallback, { preferServerMessage: true });
      else handleError(error, fallback);
    },
    [handleError],
  );
}
