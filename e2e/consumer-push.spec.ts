import type { CDPSession, Page } from '@playwright/test';
import {
  type FakePushService,
  type FakeSubscription,
  startFakePushService,
} from '../apps/api/test/fake-push-service';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { joinDemoQueueAsNewConsumer, loginDemoThroughApi } from './demo-merchant';
import { expect, test } from './fixtures';

// Web Push on the diner's phone (docs/notifications.md#web-push), against a server of its own and a fake push
// service on 127.0.0.1 (apps/api/test/fake-push-service.ts) that checks the VAPID token and decrypts what the
// server sends with the subscription's keys. The browser's own subscribe is stubbed to return a subscription
// at the fake (Chromium's would point at Google's service), and the service worker's push handler is driven
// through the DevTools protocol with the very payload the server sent.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let server: ConsumerServer | undefined;
let fake: FakePushService | undefined;
let origin = '';
let merchantId = '';
let serverKey = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsumerServer('consumer-push', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
  serverKey = ((await (await fetch(`${origin}/api/push/key`)).json()) as { publicKey: string }).publicKey;
  fake = await startFakePushService(serverKey);
  const short = await fetch(`${origin}/api/merchant/short?shortId=praca`);
  merchantId = ((await short.json()) as { id: string }).id;
});

test.afterAll(async () => {
  await fake?.close();
  await server?.stop();
});

/**
 * Replaces the browser's PushManager with one that hands out `subscription` (the fake's), and records the
 * application server key the page subscribed with.
 */
async function stubPushManager(page: Page, subscription: FakeSubscription): Promise<void> {
  await page.addInitScript((stub) => {
    type Recorder = Window & { pushSubscribedWith?: string };
    let current: PushSubscription | null = null;
    const make = (): PushSubscription =>
      ({
        endpoint: stub.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: () => null,
        toJSON: () => ({ endpoint: stub.endpoint, expirationTime: null, keys: stub.keys }),
        unsubscribe: async () => {
          current = null;
          return true;
        },
      }) as unknown as PushSubscription;
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      (window as Recorder).pushSubscribedWith = btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      current = make();
      return current;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current;
    };
  }, subscription);
}

/** The service worker's registration id for the site's root scope, from the DevTools protocol. */
async function registrationIdOf(cdp: CDPSession): Promise<string> {
  return new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const root = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (root) resolve(root.registrationId);
    });
    void cdp.send('ServiceWorker.enable');
  });
}

/** The notifications the site's service worker shows now. */
function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      data: notification.data as unknown,
      actions: ((notification as Notification & { actions?: { title: string }[] }).actions ?? []).map(
        (action) => action.title,
      ),
    }));
  });
}

test('after joining, the diner turns notifications on; the call reaches the push service and the phone shows it', async ({
  page,
  context,
  a11y,
}) => {
  const push = fake as FakePushService;
  const subscription = push.subscribe();
  await context.grantPermissions(['notifications'], { origin });
  await stubPushManager(page, subscription);

  // The join page never asks: the status page does, after joining, with a sentence and a button.
  await joinDemoQueueAsNewConsumer(page, { origin, merchantId, name: 'Paula Push' });
  const card = page.getByRole('region', { name: 'Como vamos te chamar' });
  await expect(card.getByText('Avisamos quando for sua vez, mesmo com a tela bloqueada.')).toBeVisible();
  await expect(card.getByText('desativada')).toBeVisible();
  await a11y.check();

  await card.getByRole('button', { name: 'Ativar notificações' }).click();
  await expect(card.getByText(/Notificações ativadas neste celular/)).toBeVisible();
  await expect(card.getByText('ativada', { exact: true })).toBeVisible();
  expect(
    await page.evaluate(() => (window as Window & { pushSubscribedWith?: string }).pushSubscribedWith),
  ).toBe(serverKey);
  await a11y.check();

  // The restaurant calls; the server's outbox worker posts the encrypted notice to the fake push service.
  const { authorization } = await loginDemoThroughApi(page.request, origin);
  const consumerId = (await context.cookies(origin)).find((cookie) => cookie.name === 'user')?.value;
  const entry = (await (await page.request.get(`${origin}/api/queue?consumerId=${consumerId}`)).json()) as {
    id: string;
    status: string;
  };
  if (entry.status === 'WAITING_CONFIRMATION') {
    const accepted = await page.request.post(`${origin}/api/queue/accept?queueId=${entry.id}`, {
      headers: { authorization },
    });
    expect(accepted.ok(), await accepted.text()).toBeTruthy();
  }
  const called = await page.request.post(`${origin}/api/queue/call?queueId=${entry.id}`, {
    headers: { authorization },
  });
  expect(called.ok(), await called.text()).toBeTruthy();
  const calledPayload = () =>
    push.deliveries.find(
      (delivery) =>
        delivery.subscriptionId === subscription.id &&
        (delivery.payload as { type?: string }).type === 'called',
    )?.payload;
  await expect.poll(calledPayload, { timeout: 15_000 }).toEqual({
    type: 'called',
    title: 'Chegou sua vez!',
    body: 'Cantina da Praça está chamando você. Responda em até 5 min.',
    url: '/queue',
    tag: `suavez-fila-${entry.id}`,
  });
  expect(push.rejections).toEqual([]);

  // That payload, delivered to the service worker as a push: it shows the notice, tagged for the entry.
  const cdp = await context.newCDPSession(page);
  const registrationId = await registrationIdOf(cdp);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: `${origin}/`,
    registrationId,
    data: JSON.stringify(calledPayload()),
  });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'Chegou sua vez!',
        body: 'Cantina da Praça está chamando você. Responda em até 5 min.',
        tag: `suavez-fila-${entry.id}`,
        data: { url: '/queue', type: 'called' },
        actions: ['Estou indo', 'Ver fila'],
      },
    ]);

  // Turning notifications off makes the server forget this browser.
  await card.getByRole('button', { name: 'Desativar notificações' }).click();
  await expect(card.getByRole('button', { name: 'Ativar notificações' })).toBeVisible();
  await expect(card.getByText('desativada')).toBeVisible();
});
