import {
  type CreatedApiKey,
  createdApiKeySchema,
} from '@suavez/shared/contracts/integration-answers.contract';
import type { ApiKeyScope } from '@suavez/shared/domain/integrations';
import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/api-keys {name, scopes}` (owner): the answer carries the key, shown once. */
export function createApiKey(input: { name: string; scopes: ApiKeyScope[] }): Promise<CreatedApiKey> {
  return apiFetch('/merchant/api-keys', { method: 'POST', body: input, schema: createdApiKeySchema });
}
