import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { shouldRetryQuery } from './query-client';

describe('shouldRetryQuery', () => {
  it.each([
    ['a 500', new ApiError(500, 'INTERNAL', 'x'), 0, true],
    ['no answer', new ApiError(0, 'NETWORK_ERROR', 'x'), 1, true],
    ['a 404', new ApiError(404, 'NOT_FOUND', 'x'), 0, false],
    ['a 401', new ApiError(401, 'UNAUTHENTICATED', 'x'), 0, false],
    ['a malformed answer', new ApiError(200, 'INVALID_RESPONSE', 'x'), 0, false],
    ['a plain error', new Error('x'), 0, true],
    ['a 503 after two failures', new ApiError(503, 'UNAVAILABLE', 'x'), 2, false],
  ])('%s', (_label, error, failures, expected) => {
    expect(shouldRetryQuery(failures, error)).toBe(expected);
  });
});
