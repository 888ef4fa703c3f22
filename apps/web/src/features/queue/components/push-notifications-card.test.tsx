// @vitest-environment happy-dom
import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@/test/api-mock';
import { publicMerchantFixture } from '@/test/merchant-fixtures';
import { renderScreen } from '@/test/render';
import { PUSH_ASK_TEXT, PushNotificationsCard } from './push-notifications-card';

const merchantId = 'aaaaaaaa-0000-4000-8000-000000000001';
const vapidKey = 'BAECAwQ';
const endpoint = 'https://fcm.googleapis.com/fcm/send/device-1';
const merchant = (values: Partial<PublicMerchant> = {}) =>
  publicMerchantFixture({ id: merchantId, ...values });

const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile Safari/604.1';

const restores: (() => void)[] = [];
function defineOn(target: object, name: string, value: unknown) {
  const previous = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { configurable: true, get: () => value });
  restores.push(() => {
    if (previous) Object.defineProperty(target, name, previous);
    else delete (target as Record<string, unknown>)[name];
  });
}
afterEach(() => {
  for (const restore of restores.splice(0).reverse()) restore();
});

/** A browser with the Push API: its permission, its subscription, and what the page asked of it. */
function fakeBrowser(options: {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  isSubscribed?: boolean;
  userAgent?: string;
}) {
  let permission = options.permission ?? 'default';
  const subscription = {
    endpoint,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'B-key', auth: 'auth-secret' } }),
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  let current: typeof subscription | null = options.isSubscribed ? subscription : null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => {
    permission = options.answer ?? 'granted';
    return permission;
  });
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  vi.stubGlobal('PushManager', class {});
  const register = vi.fn(async () => registration);
  defineOn(navigator, 'serviceWorker', { register, ready: Promise.resolve(registration) });
  defineOn(navigator, 'userAgent', options.userAgent ?? androidChrome);
  defineOn(window, 'isSecureContext', true);
  return { requestPermission, register, pushManager, subscription };
}

function renderCard() {
  return renderScreen(<PushNotificationsCard merchantId={merchantId} phone="11987654321" />, {
    path: '/queue',
  });
}

describe('the push notifications card', () => {
  it('never asks on load: says why and offers a button, with the service worker registered', async () => {
    const browser = fakeBrowser({});
    mockApi({ 'GET /merchant': merchant() });
    renderCard();
    expect(await screen.findByRole('heading', { level: 2, name: 'Como vamos te chamar' })).toBeTruthy();
    expect(await screen.findByText(PUSH_ASK_TEXT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ativar notificações' })).toBeTruthy();
    expect(screen.getByText('desativada')).toBeTruthy();
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(browser.requestPermission).not.toHaveBeenCalled();
    expect(screen.queryByText(/SMS|WhatsApp/)).toBeNull();
  });

  it('on the tap asks, subscribes with the server key and hands the subscription to the server', async () => {
    const browser = fakeBrowser({});
    const api = mockApi({
      'GET /merchant': merchant(),
      'GET /push/key': { publicKey: vapidKey },
      'PUT /push/subscription': undefined,
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    expect(await screen.findByText(/Notificações ativadas neste celular/)).toBeTruthy();
    expect(screen.getByText('ativada')).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from([4, 1, 2, 3, 4]),
    });
    expect(api.callsTo('PUT /push/subscription').map((call) => call.body)).toEqual([
      { endpoint, expirationTime: null, keys: { p256dh: 'B-key', auth: 'auth-secret' } },
    ]);
  });

  it('explains how to allow notifications later when the consumer refuses', async () => {
    fakeBrowser({ answer: 'denied' });
    const api = mockApi({ 'GET /merchant': merchant() });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    expect(await screen.findByText(/As notificações estão bloqueadas para este site/)).toBeTruthy();
    expect(screen.getByText('bloqueada')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.callsTo('PUT /push/subscription')).toEqual([]);
  });

  it('hands an existing subscription to the server again, and turns it off (DELETE, then unsubscribe)', async () => {
    const browser = fakeBrowser({ permission: 'granted', isSubscribed: true });
    const api = mockApi({
      'GET /merchant': merchant(),
      'PUT /push/subscription': undefined,
      'DELETE /push/subscription': undefined,
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Desativar notificações' }));
    expect(await screen.findByRole('button', { name: 'Ativar notificações' })).toBeTruthy();
    expect(api.callsTo('PUT /push/subscription')).toHaveLength(1);
    expect(api.callsTo('DELETE /push/subscription').map((call) => call.body)).toEqual([{ endpoint }]);
    expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it("shows the server's reason when it refuses the subscription", async () => {
    fakeBrowser({});
    mockApi({
      'GET /merchant': merchant(),
      'GET /push/key': { publicKey: vapidKey },
      'PUT /push/subscription': reply(400, {
        code: 'VALIDATION_FAILED',
        message: 'Este serviço de notificação não é aceito.',
      }),
    });
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Ativar notificações' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Este serviço de notificação não é aceito.');
    expect(screen.getByRole('button', { name: 'Ativar notificações' })).toBeTruthy();
  });

  it('on an iPhone outside the home-screen app, explains adding it to the home screen', async () => {
    const browser = fakeBrowser({ userAgent: iphoneSafari });
    mockApi({ 'GET /merchant': merchant() });
    renderCard();
    expect(await screen.findByText('Adicionar à tela inicial')).toBeTruthy();
    expect(screen.getByText(/iOS 16\.4 ou\s+mais recente/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(browser.register).not.toHaveBeenCalled();
  });

  it('names the text channel the restaurant calls by, with the phone', async () => {
    fakeBrowser({});
    mockApi({ 'GET /merchant': merchant({ notifySms: true, textChannel: 'whatsapp' }) });
    renderCard();
    expect(
      await screen.findByText('Mensagem no WhatsApp para (11) 98765-4321, quando for chamado'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ativar notificações' })).toBeTruthy());
  });
});
