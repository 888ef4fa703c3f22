import {
  createMerchantFixture,
  createQueueEntryFixture,
  type MerchantFixture,
  readQueueState,
  type SeededQueueStatus,
} from '#test/fixtures';
import { callAs, useFixture, useTestApp } from '#test/test-app';

/**
 * The setup of the merchant's queue tests (the list, the buttons, the purge): an app, the file's merchant
 * and another one, and calls that read like the merchant's screen.
 */
export function useQueueMerchantTest() {
  const t = useTestApp();
  const merchant = useFixture(() => createMerchantFixture(t.app));
  const other = useFixture(() => createMerchantFixture(t.app));
  return {
    t,
    merchant,
    other,
    /** A consumer of `restaurant` brought to `status` through the core, one second after the previous one. */
    entryAt: async (
      restaurant: MerchantFixture,
      status: SeededQueueStatus,
      values: { slot?: number; name?: string } = {},
    ) => (await createQueueEntryFixture(t, { merchantId: restaurant.merchantId, status, ...values })).id,
    request: (who: MerchantFixture | null, method: 'GET' | 'POST' | 'PATCH', url: string) =>
      callAs(t, who, method, url),
    stateOf: (id: string) => readQueueState(t.app, id),
  };
}
