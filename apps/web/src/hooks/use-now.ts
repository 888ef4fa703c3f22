import { useEffect, useState } from 'react';

/** The current time, refreshed every `periodMs` (for "há 12 min" labels). */
export function useNow(periodMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const handle = setInterval(() => setNow(new Date()), periodMs);
    return () => clearInterval(handle);
  }, [periodMs]);
  return now;
}
