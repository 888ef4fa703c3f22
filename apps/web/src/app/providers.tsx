import { QueryClientProvider } from '@tanstack/react-query';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
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

/** Mounts the toast container once the browser is idle, or earlier on the first notification. */
function DeferredToastHost() {
  const isRequested = useSyncExternalStore(subscribeToastHost, isToastHostRequested, () => false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(requestToastHost, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(requestToastHost, 1500);
    return () => clearTimeout(handle);
  }, []);
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
