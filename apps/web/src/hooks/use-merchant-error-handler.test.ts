import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { decideMerchantError, type MerchantErrorOptions } from './use-merchant-error-handler';

const failed = (status: number) => new ApiError(status, 'UNKNOWN', 'x');
const catalog: MerchantErrorOptions = { sessionLostToast: 'call-message', isLeavingOnRefusal: true };

describe('decideMerchantError', () => {
  it.each([
    // [case, error, options, isLoad, outcome]
    ['401 on the merchant screens', failed(401), {}, false, { toast: 'session-lost', next: 'login' }],
    ['401 on a catalog screen', failed(401), catalog, false, { toast: 'call-message', next: 'login' }],
    ['406 on the merchant screens', failed(406), {}, false, { toast: 'call-message', next: 'stay' }],
    ['406 on a catalog screen', failed(406), catalog, false, { toast: 'call-message', next: 'home' }],
    ['a catalog load without an answer', failed(0), catalog, true, { toast: 'call-message', next: 'home' }],
    [
      'a catalog action without an answer',
      failed(0),
      catalog,
      false,
      { toast: 'call-message', next: 'stay' },
    ],
    ['a merchant load without an answer', failed(0), {}, true, { toast: 'call-message', next: 'stay' }],
    ['409 on a catalog load', failed(409), catalog, true, { toast: 'call-message', next: 'stay' }],
    [
      'an error that is not an answer',
      new Error('boom'),
      catalog,
      true,
      { toast: 'call-message', next: 'stay' },
    ],
  ] as const)('%s', (_case, error, options, isLoad, outcome) => {
    expect(decideMerchantError(error, options, { isLoad })).toEqual(outcome);
  });
});
