import { useEffect } from 'react';
import { useMerchantErrorHandler } from './use-merchant-error-handler';

/** Shows a failed query's message (or ends the session on 401), once per failure. */
export function useQueryErrorToast(
  query: { error: unknown; errorUpdatedAt: number; isError: boolean },
  message: string,
): void {
  const handleError = useMerchantErrorHandler();
  const { error, errorUpdatedAt, isError } = query;
  useEffect(() => {
    if (isError && errorUpdatedAt > 0) handleError(error, message);
  }, [isError, error, errorUpdatedAt, handleError, message]);
}
