import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { deletePushSubscription } from '../api/delete-push-subscription.api';
import { getPushKey } from '../api/get-push-key.api';
import { savePushSubscription } from '../api/save-push-subscription.api';
import { base64UrlToBytes, pushSupportOf, readPushEnvironment } from '../utils/push-support';

/**
 * Where push stands on this browser: still finding out; no Web Push here (or only from the iPhone's
 * home-screen app); notifications blocked for the site; off (never asked, or turned off); on.
 */
export type PushState = 'loading' | 'unsupported' | 'ios-home-screen' | 'denied' | 'off' | 'on';

/** The service worker's address: the site's root, so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Messages of a failed switch (pt-BR). */
export const pushErrorMessages = {
  enable: 'Não foi possível ativar as notificações. Tente novamente.',
  disable: 'Não foi possível desativar as notificações. Tente novamente.',
} as const;

/** What the permission card shows and does. */
export interface PushSubscriptionControl {
  state: PushState;
  isBusy: boolean;
  error: string | null;
  /** Asks for the permission (call it from the click itself), subscribes and tells the server. */
  enable(): Promise<void>;
  /** Tells the server to forget this browser, then unsubscribes. */
  disable(): Promise<void>;
}

function messageOf(error: unknown, fallback: string): string {
  // The server's 400 says why it refused (an endpoint it will not post to); anything else is generic.
  return isApiError(error, 400) ? error.message : fallback;
}

/**
 * The consumer's Web Push on this browser (docs/notifications.md#web-push). Registers the service worker on
 * mount (this module is loaded only on the status page, after joining), reads the permission and the
 * subscription, and hands an existing one to the server again, so a browser the server forgot (another
 * session, a push service's 410) is reached anew. Never asks for the permission by itself.
 */
export function usePushSubscription(): PushSubscriptionControl {
  const [state, setState] = useState<PushState>('loading');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const registration = useRef<Promise<ServiceWorkerRegistration> | null>(null);

  useEffect(() => {
    let isCurrent = true;
    const support = pushSupportOf(readPushEnvironment());
    if (support !== 'supported') {
      setState(support);
      return;
    }
    registration.current = navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then(() => navigator.serviceWorker.ready);
    const read = async () => {
      const ready = await (registration.current as Promise<ServiceWorkerRegistration>);
      if (Notification.permission === 'denied') return 'denied';
      const subscription = await ready.pushManager.getSubscription();
      if (!subscription || Notification.permission !== 'granted') return 'off';
      void savePushSubscription(subscription.toJSON()).catch(() => undefined);
      return 'on';
    };
    read().then(
      (next) => isCurrent && setState(next),
      () => isCurrent && setState('unsupported'),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  const enable = useCallback(async () => {
    // First, inside the tap: Safari and Firefox grant the prompt only to a user gesture.
    const asked = Notification.requestPermission();
    setIsBusy(true);
    setError(null);
    try {
      const permission = await asked;
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'off');
        return;
      }
      const ready = await (registration.current as Promise<ServiceWorkerRegistration>);
      const subscription =
        (await ready.pushManager.getSubscription()) ??
        (await ready.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: base64UrlToBytes(await getPushKey()),
        }));
      await savePushSubscription(subscription.toJSON());
      setState('on');
    } catch (failure) {
      setError(messageOf(failure, pushErrorMessages.enable));
    } finally {
      setIsBusy(false);
    }
  }, []);

  const disable = useCallback(async () => {
    setIsBusy(true);
    setError(null);
    try {
      const ready = await (registration.current as Promise<ServiceWorkerRegistration>);
      const subscription = await ready.pushManager.getSubscription();
      if (subscription) {
        await deletePushSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setState('off');
    } catch (failure) {
      setError(messageOf(failure, pushErrorMessages.disable));
    } finally {
      setIsBusy(false);
    }
  }, []);

  return { state, isBusy, error, enable, disable };
}
