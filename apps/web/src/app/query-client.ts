import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';

const maxQueryRetries = 2;

/** Retry a failed query only when trying again may help: never on a 4xx or a malformed answer. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxQueryRetries) return false;
  if (!isApiError(error)) return true;
  if (error.code === 'INVALID_RESPONSE') return false;
  return error.status === 0 || error.status >= 500;
}

/** The app's QueryClient: polling screens set their own refetchInterval (docs/screens.md#fixed-values). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        refetchOnWindowFocus: true,
      },
      mutations: {
        // A repeated POST could join a queue or send an order twice.
        retry: false,
      },
    },
  });
}
