import { defaultLiveStreamSettings } from '#api/config';
import { createMerchantFixture, createQueueEntriesFixture } from '#test/fixtures';
import { type LiveTestApp, useLiveTestApp } from '#test/live-test-app';
import { callAs } from '#test/test-app';

/** How long a stream may carry no event before the server ends it, in these tests. */
export const idleCloseMs = 15 * 60_000;

/**
 * A listening app for the idle-stream tests: heartbeats every 30 ms (real time), idleness measured on the
 * test's clock.
 */
export function useIdleLiveTestApp(): LiveTestApp {
  return useLiveTestApp({
    liveHeartbeatMs: 30,
    config: { liveStreams: { ...defaultLiveStreamSettings, idleCloseMs } },
  });
}

/** A merchant with two consumers waiting for confirmation, and its 'accept' button: two changes to hear. */
export async function createTwoWaiting(t: LiveTestApp) {
  const merchant = await createMerchantFixture(t.app);
  const [first, second] = await createQueueEntriesFixture(t, merchant.merchantId, [
    'WAITING_CONFIRMATION',
    'WAITING_CONFIRMATION',
  ]);
  const accept = (id: string) => callAs(t, merchant, 'POST', `/queue/accept?queueId=${id}`);
  return { merchant, first, second, accept };
}
