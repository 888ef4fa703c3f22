import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { isToastHostRequested, requestToastHost, subscribeToastHost } from '@/lib/notify';
import { createQueryClient } from './query-client';

const renderNothing: ComponentType = () => null;

// A failed download renders nothing rather than taking the whole app down with it.
const ToastHost = lazy(() =>
  import('./toast-host').then(
    (module): { default: ComponentType } => ({ default: module.ToastHost }),
    () => ({ default: renderNothing }),
  ),
);

/**
 * Mounts the toast container on the first notification: most visits show none, and the library is 7 KiB
 * of the consumer pages' JavaScript budget (README.md#front-end). A toast sent before it mounts waits in
 * the library's queue.
 */
function DeferredToastHost() {
  // The back office (no phone budget) mounts it at once: its screens toast as soon as a call fails.
  if (/^\/(merchant|login\/merchant)/.test(window.location.pathname)) requestToastHost();
  const isRequested = useSyncExternalStore(subscribeToastHost, isToastHostRequested, () => false);
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}

/** Server state and notifications for the whole app. */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToastHost />
    </QueryClientProvider>
  );
}
