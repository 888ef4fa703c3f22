import {
  type ApiKeySummary,
  apiKeySummaryListSchema,
} from '@suavez/shared/contracts/integration-answers.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Query key of the owner's keys; creating and revoking read them again. */
export const apiKeysKey = ['merchant', 'api-keys'] as const;

/** `GET /merchant/api-keys` (owner): the restaurant's keys. */
export function listApiKeys(signal?: AbortSignal): Promise<ApiKeySummary[]> {
  return apiFetch('/merchant/api-keys', { schema: apiKeySummaryListSchema, ...(signal ? { signal } : {}) });
}

/** The owner's keys. */
export function useApiKeysQuery() {
  return useQuery({ queryKey: apiKeysKey, queryFn: ({ signal }) => listApiKeys(signal) });
}
