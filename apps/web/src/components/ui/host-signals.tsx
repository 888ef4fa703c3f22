import { createContext, type ReactNode, useContext } from 'react';
import { useHostSignals } from '@/hooks/use-host-signals';
import type { SignalCounts } from '@/lib/host-signals';

const HostSignalsContext = createContext<SignalCounts | null>(null);

/**
 * Wraps a merchant screen that signals what waits for the host (the queue and the hall:
 * docs/notifications.md#host-signals); the navigation bar inside it then shows the links to both screens with
 * their badges.
 */
export function HostSignalsProvider({ children }: { children: ReactNode }) {
  const counts = useHostSignals();
  return <HostSignalsContext value={counts}>{children}</HostSignalsContext>;
}

/** The unseen things per screen, inside a HostSignalsProvider; null elsewhere. */
export function useHostSignalCounts(): SignalCounts | null {
  return useContext(HostSignalsContext);
}
