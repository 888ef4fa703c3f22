import { createMerchantFixture, type MerchantFixture } from '#test/fixtures';
import { callAs, useFixture, useTestApp } from '#test/test-app';

/**
 * The setup of the merchant's home tests (profile, toggles, work shifts): an app, another merchant whose
 * rows nobody else may touch, and calls that read like the merchant's screen.
 */
export function useMerchantTest() {
  const t = useTestApp();
  const other = useFixture(() => createMerchantFixture(t.app));
  const call = (
    merchant: Pick<MerchantFixture, 'authorization'> | null,
    method: 'GET' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ) => callAs(t, merchant, method, url, body);
  return {
    t,
    other,
    call,
    getFull: (merchant: MerchantFixture) => call(merchant, 'GET', `/merchant/full?id=${merchant.merchantId}`),
    putShifts: (merchant: MerchantFixture, weekday: string, workshifts: unknown) =>
      call(merchant, 'PATCH', `/merchant/workshift?id=${merchant.merchantId}`, { weekday, workshifts }),
  };
}
