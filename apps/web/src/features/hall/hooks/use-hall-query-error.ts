import { useEffect } from 'react';
import { useHallErrorHandler } from './use-hall-error-handler';

/** Shows a failed query's message (or ends the session on 401), once per failure. */
export function useHallQueryError(
  query: { error: unknown; errorUpdatedAt: number; isError: boolean },
  message: string,
): void {
  const handleError = useHallErrorHandler();
  const { error, errorUpdatedAt, isError } = query;
  useEffect(() => {
    if (isError && errorUpdatedAt > 0) handleError(error, message);
  }, [isError, error, errorUpdatedAt, handleError, message]);
}
