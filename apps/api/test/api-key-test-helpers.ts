import type { ApiKeyScope } from '@suavez/shared/domain/integrations';
import { apiKeyScopes } from '@suavez/shared/domain/integrations';
import type { FastifyInstance } from 'fastify';

/** An API key made through the API by `owner`: its id, the key, and the bearer header that carries it. */
export interface ApiKeyLogin {
  id: string;
  key: string;
  authorization: string;
}

/** Makes an API key (every scope unless `scopes` says) through `POST /merchant/api-keys` as `owner`. */
export async function createApiKeyLogin(
  app: FastifyInstance,
  owner: { authorization: string },
  scopes: readonly ApiKeyScope[] = apiKeyScopes,
  name = 'Totem da entrada',
): Promise<ApiKeyLogin> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/merchant/api-keys',
    headers: { authorization: owner.authorization },
    payload: { name, scopes },
  });
  if (res.statusCode !== 201) throw new Error(`api key: ${res.statusCode} ${res.body}`);
  const { id, key } = res.json();
  return { id, key, authorization: `Bearer ${key}` };
}
