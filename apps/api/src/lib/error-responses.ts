import { errorBodySchema } from '@suavez/shared/contracts/error.contract';

/**
 * A route's error answers for its `response` schema: each status gets the `{code, message}` body, so the
 * OpenAPI document lists what the route really answers (test/security/openapi-statuses.test.ts).
 */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;
}
