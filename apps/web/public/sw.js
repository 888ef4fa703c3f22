// SuaVez's service worker (docs/notifications.md#web-push): shows the queue's notices that arrive by Web
// Push while the page is closed or the phone is locked, and opens the status page when one is tapped. It
// caches nothing and has no fetch handler, so the first load on a slow phone is never slowed by it. Plain
// JavaScript served as is from the site's root (scope '/'), never bundled.

/** The page every notice opens. */
const QUEUE_URL = '/queue';

/** Vibration patterns (ms): the call insists, the other notices tap once. */
const VIBRATE_CALLED = [300, 120, 300, 120, 600];
const VIBRATE_OTHER = [200];

self.addEventListener('install', () => {
  // A new worker takes over at once: it only shows notices, there is no cache to keep consistent.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The payload `{type, title, body, url, tag}`, or a generic call when it cannot be read. */
function readPayload(data) {
  try {
    const payload = data ? data.json() : null;
    if (payload && typeof payload.title === 'string') return payload;
  } catch {
    // Not JSON: fall through to the generic notice.
  }
  return {
    type: 'called',
    title: 'SuaVez',
    body: 'Há novidades na sua fila.',
    url: QUEUE_URL,
    tag: 'suavez-fila',
  };
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  const isUrgent = payload.type === 'called' || payload.type === 'deadline';
  const actions = isUrgent
    ? [
        { action: 'going', title: 'Estou indo' },
        { action: 'queue', title: 'Ver fila' },
      ]
    : [{ action: 'queue', title: 'Ver fila' }];
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      // The call sounds and vibrates again even if an earlier notice of this entry is still shown.
      renotify: payload.type === 'called',
      requireInteraction: isUrgent,
      vibrate: payload.type === 'called' ? VIBRATE_CALLED : VIBRATE_OTHER,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      lang: 'pt-BR',
      actions,
      data: { url: typeof payload.url === 'string' ? payload.url : QUEUE_URL, type: payload.type },
    }),
  );
});

/** Focuses a tab of the site already on the status page, or one on another page (sent there), or opens one. */
async function openQueue(path) {
  const target = new URL(path, self.location.origin);
  // Only a page of this site: a payload never sends the phone elsewhere.
  const url =
    target.origin === self.location.origin ? target.href : new URL(QUEUE_URL, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const onQueue = windows.find((client) => new URL(client.url).pathname === new URL(url).pathname);
  if (onQueue) return onQueue.focus();
  const any = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (any) {
    const focused = await any.focus();
    return focused.navigate ? focused.navigate(url) : focused;
  }
  return self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // 'Estou indo' opens the status page too: answering the call needs the session, which the page has.
  const data = event.notification.data || {};
  event.waitUntil(openQueue(data.url || QUEUE_URL));
});

/** base64url → bytes, for the application server key. */
function base64UrlToBytes(text) {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

// The push service replaced the subscription (it expired or was rotated): subscribe again and tell the
// server, with the session cookie the page holds, so the next call still reaches this phone.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const key = await fetch('/api/push/key').then((response) => response.json());
      const subscription = await self.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: base64UrlToBytes(key.publicKey),
      });
      await fetch('/api/push/subscription', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(subscription.toJSON()),
        credentials: 'same-origin',
      });
    })().catch(() => undefined),
  );
});
