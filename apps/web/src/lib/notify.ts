import type { Id, ToastOptions } from 'react-toastify/unstyled';

export type NotifyKind = 'success' | 'error' | 'info' | 'warning';
export type NotifyOptions = Pick<ToastOptions, 'toastId' | 'autoClose'>;

type ToastModule = typeof import('react-toastify/unstyled');

/** How long a toast stays (docs/screens.md#fixed-values). */
export const TOAST_AUTO_CLOSE_MS = 5000;

// The toast library is its own chunk: nothing needs it before a user action or a failed call, and the
// consumer pages' JS budget is 100 KiB gzip. The host (app/toast-host.tsx) mounts on the first
// notification; toasts sent before it mounts wait in the library's queue.
let toastModule: Promise<ToastModule> | undefined;
let isHostRequested = false;
const hostListeners = new Set<() => void>();
// A toast sent while no container is mounted can be lost (seen with the first toast of a page, sent while
// the host's chunk was still loading): each toast waits until the host has mounted its container.
let markHostMounted: () => void = () => undefined;
const hostMounted = new Promise<void>((resolve) => {
  markHostMounted = resolve;
});

// The toast on screen, which the next one replaces; a counter names replacements sent without an id.
let shownId: Id | undefined;
let sequence = 0;

/** Called by the toast host once its container is mounted (app/toast-host.tsx). */
export function toastHostMounted(): void {
  markHostMounted();
}

/** Downloads the toast library once. */
export function loadToastModule(): Promise<ToastModule> {
  toastModule ??= import('react-toastify/unstyled').catch((error: unknown) => {
    toastModule = undefined; // a later call may try again (e.g. back online)
    throw error;
  });
  return toastModule;
}

/** Asks the app to mount its toast container (see app/toast-host.tsx). */
export function requestToastHost(): void {
  if (isHostRequested) return;
  isHostRequested = true;
  for (const listener of hostListeners) listener();
}

export function subscribeToastHost(listener: () => void): () => void {
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

export function isToastHostRequested(): boolean {
  return isHostRequested;
}

/**
 * Whether the toast on screen is already on its way out (its 5 s ran out, or it was closed): the library
 * still counts it active until its exit animation ends, and an update then lands on a toast that keeps
 * leaving, collapsed to nothing, so the new message would never be seen (a journey caught it on a slow
 * machine, the update arriving as the previous toast's timer ran out).
 */
function isLeaving(toastId: Id): boolean {
  const node = document.getElementById(String(toastId));
  return node !== null && (node.dataset.in !== 'true' || node.className.includes('-exit'));
}

/**
 * Shows a toast, one at a time: the newest replaces the one on screen (at the bottom, above a bar fixed
 * there; 5 s: docs/screens.md#fixed-values).
 */
export function notify(kind: NotifyKind, message: string, options?: NotifyOptions): void {
  requestToastHost();
  Promise.all([loadToastModule(), hostMounted]).then(
    ([{ toast }]) => {
      // One at a time: the newest takes the place of the toast on screen (its text, kind, id and timer),
      // instead of stacking a second one over the page.
      if (shownId !== undefined && toast.isActive(shownId) && !isLeaving(shownId)) {
        const toastId = options?.toastId ?? `notify-${++sequence}`;
        toast.update(shownId, {
          render: message,
          type: kind,
          autoClose: options?.autoClose ?? TOAST_AUTO_CLOSE_MS,
          toastId,
          delay: 0,
        });
        shownId = toastId;
      } else {
        if (shownId !== undefined) toast.dismiss(shownId);
        shownId = toast[kind](message, options);
      }
    },
    () => {
      // The chunk could not be downloaded (offline): there is nowhere to show the message.
    },
  );
}

/** Closes the toast shown with `toastId`, if any (nothing to close while the library is not loaded yet). */
export function dismissNotification(toastId: string): void {
  if (!toastModule) return;
  toastModule.then(
    ({ toast }) => toast.dismiss(toastId),
    () => undefined,
  );
}
