import { useEffect, useRef } from 'react';
import type { LiveEvent, LiveEventsOptions } from './live-events-stream';

/**
 * Follows `url` (a `/api/live/...` stream) while mounted and, unless `options` keep it, while the page is
 * visible; null follows nothing.
 * `onEvent` gets every change and `resync`; it may change between renders without reopening the stream.
 * The stream's code is downloaded on first use. Without EventSource (very old browsers) nothing happens:
 * the page's polling still runs.
 */
export function useLiveEvents(
  url: string | null,
  onEvent: (event: LiveEvent) => void,
  options: LiveEventsOptions = {},
): void {
  const { isKeptWhileHidden } = options;
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    let stop: (() => void) | undefined;
    let isUnmounted = false;
    import('./live-events-stream').then(
      ({ openLiveEvents }) => {
        if (isUnmounted) return;
        const host = { EventSource, document };
        stop = openLiveEvents(url, (event) => handler.current(event), host, { isKeptWhileHidden });
      },
      () => {
        // The chunk could not be downloaded (offline): the page's polling still runs.
      },
    );
    return () => {
      isUnmounted = true;
      stop?.();
    };
  }, [url, isKeptWhileHidden]);
}
