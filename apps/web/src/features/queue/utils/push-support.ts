/**
 * Whether this browser can get the call with the screen locked (docs/notifications.md#web-push): it can; it
 * is an iPhone or iPad outside the home-screen app (Safari has Web Push only there, from iOS 16.4); or it
 * cannot at all.
 */
export type PushSupport = 'supported' | 'ios-home-screen' | 'unsupported';

/** What the support depends on, read from the browser (a test passes its own). */
export interface PushEnvironment {
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  /** Opened from the home screen (`display-mode: standalone`, or iOS's `navigator.standalone`). */
  isStandalone: boolean;
  hasPushApi: boolean;
}

/** The environment of this page. */
export function readPushEnvironment(): PushEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    platform: nav.platform ?? '',
    maxTouchPoints: nav.maxTouchPoints ?? 0,
    isStandalone:
      window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true,
    hasPushApi:
      window.isSecureContext && 'serviceWorker' in nav && 'PushManager' in window && 'Notification' in window,
  };
}

/** Whether it is an iPhone or iPad (iPadOS says it is a Mac, with a touch screen). */
export function isAppleMobile(env: PushEnvironment): boolean {
  return /iPhone|iPad|iPod/.test(env.userAgent) || (env.platform === 'MacIntel' && env.maxTouchPoints > 1);
}

/** What this browser can do with Web Push. */
export function pushSupportOf(env: PushEnvironment): PushSupport {
  if (isAppleMobile(env) && !env.isStandalone) return 'ios-home-screen';
  return env.hasPushApi ? 'supported' : 'unsupported';
}

/** base64url (the server's VAPID key) → the bytes `pushManager.subscribe` takes as applicationServerKey. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}
