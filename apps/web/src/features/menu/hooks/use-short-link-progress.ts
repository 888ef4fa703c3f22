import { useEffect, useState } from 'react';

/**
 * Short link progress (docs/screens.md#fixed-values): +5 every 100 ms up to 80 while waiting, 100 once found.
 */
export const SHORT_LINK_STEP = 5;
export const SHORT_LINK_TICK_MS = 100;
export const SHORT_LINK_WAIT_CAP = 80;

/** The progress bar's value for a short link lookup in the given state. */
export function useShortLinkProgress(state: 'pending' | 'success' | 'error'): number {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (state !== 'pending') return;
    const timer = setInterval(() => {
      setProgress((value) => Math.min(SHORT_LINK_WAIT_CAP, value + SHORT_LINK_STEP));
    }, SHORT_LINK_TICK_MS);
    return () => clearInterval(timer);
  }, [state]);
  return state === 'success' ? 100 : progress;
}
