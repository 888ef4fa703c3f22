import { useEffect, useState } from 'react';

/** Whole seconds from now until `targetMs` (0 once passed), updated every second; null without a target. */
export function useSecondsLeft(targetMs: number | null): number | null {
  const compute = () => (targetMs === null ? null : Math.max(0, Math.ceil((targetMs - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(compute);
  // biome-ignore lint/correctness/useExhaustiveDependencies: compute only reads targetMs.
  useEffect(() => {
    setSeconds(compute());
    if (targetMs === null) return;
    const timer = setInterval(() => {
      const next = compute();
      setSeconds(next);
      if (next === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [targetMs]);
  return seconds;
}

/** Seconds as 'mm:ss' ('04:59'). */
export function formatMinutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
