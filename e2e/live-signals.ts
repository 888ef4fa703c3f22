import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// What a page gets from the live streams, seen from inside it: the frames each EventSource receives,
// navigator.vibrate's calls, and the moment an element appears (the timing tests of the live updates,
// docs/architecture.md#how-a-request-flows).

export interface LiveFrame {
  type: string;
  data: string;
  at: number;
}

/**
 * Before the page loads: records every frame its EventSources receive (to tell a pushed change from a
 * polled one) and stubs navigator.vibrate to record its calls (a headless browser has no motor).
 */
export async function recordLiveSignals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorder = window as unknown as { liveFrames: LiveFrame[]; vibrations: unknown[] };
    recorder.liveFrames = [];
    recorder.vibrations = [];
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern: unknown) => recorder.vibrations.push(pattern) > 0,
    });
    const NativeEventSource = window.EventSource;
    window.EventSource = class extends NativeEventSource {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        for (const type of ['open', 'change', 'resync']) {
          this.addEventListener(type, (event) => {
            const data = event instanceof MessageEvent ? String(event.data) : '';
            recorder.liveFrames.push({ type, data, at: Date.now() });
          });
        }
      }
    };
  });
}

export const liveFrames = (page: Page) =>
  page.evaluate(() => (window as unknown as { liveFrames: LiveFrame[] }).liveFrames);
export const vibrations = (page: Page) =>
  page.evaluate(() => (window as unknown as { vibrations: unknown[] }).vibrations);

/** Waits for a stream of the page to open after `since` (ms since the epoch); resolves to when it did. */
export async function streamOpenedAfter(page: Page, since: number, timeout = 10_000): Promise<number> {
  let openedAt = 0;
  await expect
    .poll(
      async () => {
        openedAt = (await liveFrames(page)).find((f) => f.type === 'open' && f.at >= since)?.at ?? 0;
        return openedAt;
      },
      { timeout, intervals: [50] },
    )
    .toBeGreaterThan(0);
  return openedAt;
}

/**
 * Starts watching the page for an element matching `selector` (with exactly `text`, when given); the
 * returned function resolves to the moment (ms since the epoch: the test's clock, same machine) it
 * appeared, or to Infinity after 60 s (so a timing assertion fails with a number, not a timeout). A
 * MutationObserver in the page sees the change as React makes it, without polling delays.
 */
export async function watchFor(page: Page, selector: string, text?: string): Promise<() => Promise<number>> {
  await page.evaluate(
    ([target, wanted]) => {
      const isThere = () =>
        Array.from(document.querySelectorAll(target)).some(
          (node) => wanted === null || node.textContent?.trim() === wanted,
        );
      (window as unknown as { seenAt: Promise<number> }).seenAt = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!isThere()) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        // Long enough for whatever the test does meanwhile (a whole join on a slow machine); the test
        // measures the delay from its own instant, so the window only bounds a wait for nothing.
        setTimeout(() => {
          observer.disconnect();
          resolve(Number.POSITIVE_INFINITY);
        }, 60_000);
      });
    },
    [selector, text ?? null] as const,
  );
  return () => page.evaluate(() => (window as unknown as { seenAt: Promise<number> }).seenAt);
}

/**
 * Makes the page believe it is hidden (a tab behind another) or visible again, as the browser would tell
 * it: `document.hidden`, `document.visibilityState` and a `visibilitychange` event. A headless page is
 * always visible otherwise.
 */
export async function setPageHidden(page: Page, isHidden: boolean): Promise<void> {
  await page.evaluate((hidden) => {
    if (hidden) {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    } else {
      // The own properties shadow Document's getters; without them the real state shows again.
      Reflect.deleteProperty(document, 'hidden');
      Reflect.deleteProperty(document, 'visibilityState');
    }
    document.dispatchEvent(new Event('visibilitychange'));
  }, isHidden);
}
