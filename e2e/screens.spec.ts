import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expectOk, json } from './api-calls';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { demoLogin, demoName, loginDemoThroughApi } from './demo-merchant';
import { dismissToasts, expect, test } from './fixtures';
import { expectTidyLayout, expectTouchableControls } from './layout-checks';

// The main screens at the sizes their people hold them (docs/screens.md#screenshots): the diner's join,
// status, table menu and bill on 360 px and 390 px phones, the host's home, queue, hall, table dialog,
// kitchen and floor and the owner's tables on a tablet upright (768 × 1024) and lying down (1024 × 768). On
// each: nothing scrolls sideways, no control is cut or covered, every tap target is at least 44 px, axe
// finds nothing serious. With SCREENS_UPDATE=1 (`npm run screens`) each screen is also saved under
// docs/screens/, so a reviewer sees what a change did to it. A server of its own, with the demo restaurant
// and a Pix key.
test.describe.configure({ timeout: 180_000 });

const screensDir = 'docs/screens';
const isUpdating = process.env.SCREENS_UPDATE === '1';

let server: ConsumerServer | undefined;
let origin = '';
let merchant: { merchantId: string; accessToken: string; authorization: string };

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  server = await startConsumerServer('screens', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
  const request = await playwright.request.newContext();
  merchant = await loginDemoThroughApi(request, origin);
  await expectOk(
    request.put(`${origin}/api/merchant/pix?id=${merchant.merchantId}`, {
      headers: { authorization: merchant.authorization },
      data: { key: '11.222.333/0001-81', name: demoName, city: 'São Paulo' },
    }),
  );
  await request.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

/** Checks the screen as it is now and, when updating, saves it as docs/screens/{name}-{width}.png. */
async function checkScreen(page: Page, a11y: { check(page?: Page): Promise<void> }, name: string) {
  await dismissToasts(page);
  await expectTidyLayout(page);
  // Soft: one run lists every screen's problems; the test still fails.
  await expectTouchableControls(page, { soft: true });
  await a11y.check(page);
  if (isUpdating) {
    mkdirSync(screensDir, { recursive: true });
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({
      path: `${screensDir}/${name}-${width}.png`,
      animations: 'disabled',
      caret: 'hide',
    });
  }
}

function newPhone(browser: Browser, width: number): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: origin,
    viewport: { width, height: width === 360 ? 740 : 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 1,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
}

const merchantPost = (request: APIRequestContext, path: string) =>
  expectOk(request.post(`${origin}/api${path}`, { headers: { authorization: merchant.authorization } }));
const merchantPatch = (request: APIRequestContext, path: string) =>
  expectOk(request.patch(`${origin}/api${path}`, { headers: { authorization: merchant.authorization } }));

/** A diner of the demo restaurant on `diner`'s phone: joined the queue through the API. */
async function joinQueue(
  diner: BrowserContext,
  name: string,
): Promise<{ consumerId: string; queueId: string }> {
  const number = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const { id: consumerId } = await json<{ id: string }>(
    diner.request.post(`${origin}/api/consumer`, { data: { phone: number, name } }),
  );
  await diner.addCookies([{ name: 'user', value: consumerId, url: origin, sameSite: 'Lax' }]);
  await expectOk(
    diner.request.post(`${origin}/api/queue`, {
      data: { merchant: { id: merchant.merchantId }, consumer: { id: consumerId }, slot: 2 },
    }),
  );
  const { id: queueId } = await json<{ id: string }>(
    diner.request.get(`${origin}/api/queue?consumerId=${consumerId}`),
  );
  return { consumerId, queueId };
}

/** Seats the diner's party and has two dishes sent; `served` accepts and delivers them. */
async function seatAndOrder(
  diner: BrowserContext,
  { consumerId, queueId }: { consumerId: string; queueId: string },
  { served, table }: { served: boolean; table: string },
): Promise<{ orderId: string; units: string[] }> {
  for (const action of ['accept', 'call', 'checkin']) {
    await merchantPost(
      diner.request,
      `/queue/${action}?queueId=${queueId}${action === 'checkin' ? `&table=${table}` : ''}`,
    );
  }
  const { id: orderId } = await json<{ id: string }>(
    diner.request.post(`${origin}/api/order`, { data: { consumerId, queueId } }),
  );
  const menu = await json<{ items: { id: string; name: string; prepared: boolean }[] }[]>(
    diner.request.get(`${origin}/api/catalog/full?merchantId=${merchant.merchantId}`),
  );
  const dishes = menu.flatMap((category) => category.items).filter((item) => item.name === 'Carpaccio');
  const [dish] = dishes;
  if (!dish) throw new Error('the demo menu has no Carpaccio');
  const units: string[] = [];
  for (let n = 0; n < 2; n += 1) {
    const { id } = await json<{ id: string }>(
      diner.request.put(`${origin}/api/order`, {
        data: { orderQueue: { id: orderId }, item: { id: dish.id } },
      }),
    );
    units.push(id);
  }
  await expectOk(diner.request.post(`${origin}/api/order/sent?orderId=${orderId}`));
  if (served) {
    for (const unitId of units) {
      for (const action of ['accept', 'deliver']) {
        await merchantPatch(
          diner.request,
          `/order/item/${action}?orderItemId=${unitId}&merchantId=${merchant.merchantId}`,
        );
      }
    }
  }
  return { orderId, units };
}

for (const width of [360, 390]) {
  test(`the diner's screens on a ${width} px phone`, async ({ browser, a11y }) => {
    const diner = await newPhone(browser, width);
    const page = await diner.newPage();
    try {
      await test.step('join', async () => {
        await page.goto(`/queue/join?merchant=${merchant.merchantId}`);
        await expect(page.getByRole('heading', { level: 1, name: demoName })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Entrar na fila' })).toBeVisible();
        await checkScreen(page, a11y, 'diner-join');
      });
      const entry = await joinQueue(diner, `Paula ${width}`);
      await test.step('status', async () => {
        await page.goto('/queue');
        await expect(page.getByRole('heading', { level: 1, name: demoName })).toBeVisible();
        await checkScreen(page, a11y, 'diner-status');
      });
      const { orderId } = await seatAndOrder(diner, entry, { served: true, table: String(width / 10) });
      await test.step('table menu', async () => {
        await page.goto(`/queue/catalog?qoid=${entry.queueId}`);
        await expect(page.getByRole('heading', { level: 1, name: demoName })).toBeVisible();
        await expect(page.getByText('Carpaccio').first()).toBeVisible();
        await checkScreen(page, a11y, 'diner-menu');
      });
      await test.step('bill with Pix', async () => {
        await expectOk(
          diner.request.patch(`${origin}/api/order/close`, {
            data: { orderId, queueId: entry.queueId, serviceFee: 10 },
          }),
        );
        await page.goto(`/queue/checkout?order=${orderId}`);
        const pix = page.getByRole('region', { name: 'Pagar com Pix' });
        await expect(pix.getByRole('img', { name: 'QR code do Pix' })).toBeVisible();
        await checkScreen(page, a11y, 'diner-bill');
      });
    } finally {
      await diner.close();
    }
  });
}

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
]) {
  test(`the host's screens on a ${viewport.width} × ${viewport.height} tablet`, async ({ browser, a11y }) => {
    const host = await browser.newContext({
      baseURL: origin,
      viewport,
      hasTouch: true,
      deviceScaleFactor: 1,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    await host.addCookies(
      [
        ['access_token', merchant.accessToken],
        ['merchant_id', merchant.merchantId],
        ['email', encodeURIComponent(demoLogin.email)],
      ].map(([cookie = '', value = '']) => ({ name: cookie, value, url: origin, sameSite: 'Lax' as const })),
    );
    // A party waiting, one at the door without a phone, and a table whose dishes are with the kitchen.
    const waiting = await newPhone(browser, 390);
    const seated = await newPhone(browser, 390);
    const page = await host.newPage();
    try {
      await joinQueue(waiting, `Bruno ${viewport.width}`);
      await expectOk(
        host.request.post(`${origin}/api/merchant/queue`, {
          headers: { authorization: merchant.authorization },
          data: { name: `Carla ${viewport.width}`, slot: 3 },
        }),
      );
      const table = await joinQueue(seated, `Daniel ${viewport.width}`);
      const { units } = await seatAndOrder(seated, table, {
        served: false,
        table: String(viewport.width / 64),
      });
      // One dish with the kitchen, one still waiting for the restaurant's decision.
      await merchantPatch(
        host.request,
        `/order/item/accept?orderItemId=${units[0]}&merchantId=${merchant.merchantId}`,
      );

      await test.step('home', async () => {
        await page.goto('/merchant');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await checkScreen(page, a11y, 'host-home');
      });
      await test.step('queue', async () => {
        await page.goto('/merchant/queue');
        await expect(page.getByText(`Carla ${viewport.width}`)).toBeVisible();
        await checkScreen(page, a11y, 'host-queue');
      });
      await test.step('hall and table dialog', async () => {
        await page.goto('/merchant/hall');
        const tile = page.getByRole('button', { name: new RegExp(`Daniel ${viewport.width}`) });
        await expect(tile).toBeVisible();
        await checkScreen(page, a11y, 'host-hall');
        await tile.click();
        const dialog = page.getByRole('dialog');
        await expect(dialog.locator('.table-dialog-main-action')).toBeVisible();
        await checkScreen(page, a11y, 'host-table');
        await dialog.getByRole('button', { name: 'Fechar' }).first().click();
        await expect(dialog).toBeHidden();
      });
      await test.step('kitchen', async () => {
        await page.goto('/merchant/cozinha');
        await expect(page.getByText('Carpaccio').first()).toBeVisible();
        await checkScreen(page, a11y, 'host-kitchen');
      });
      await test.step("the owner's tables", async () => {
        // Labels of this size's own, so the two tablets' runs on one restaurant do not collide.
        const prefix = viewport.width === 768 ? 'S' : 'T';
        await expectOk(
          host.request.post(`${origin}/api/merchant/tables/import`, {
            headers: { authorization: merchant.authorization },
            data: {
              text: `Mesa ${prefix}1..${prefix}8, 4 lugares\nMesa ${prefix}9..${prefix}10, 8 lugares, mínimo 5, Varanda`,
            },
          }),
        );
        await page.goto('/merchant/mesas');
        await expect(page.getByRole('list', { name: 'Mesas: Varanda' })).toBeVisible();
        await checkScreen(page, a11y, 'owner-tables');
      });
      await test.step('the floor', async () => {
        // Daniel's table becomes one of the defined tables: the floor shows it occupied.
        const label = `${viewport.width === 768 ? 'S' : 'T'}2`;
        await expectOk(
          host.request.patch(`${origin}/api/queue/table?queueId=${table.queueId}&table=${label}`, {
            headers: { authorization: merchant.authorization },
          }),
        );
        await page.goto('/merchant/salao');
        await expect(page.getByText(`Daniel ${viewport.width} · 2 pessoas`)).toBeVisible();
        await expect(page.getByRole('list', { name: 'Mesas: Varanda' })).toBeVisible();
        await expect(page.getByText(/\d+ livres · \d+ ocupadas? · 0 reservadas/)).toBeVisible();
        await checkScreen(page, a11y, 'host-floor');
      });
      await test.step("the owner's integrations", async () => {
        const headers = { authorization: merchant.authorization };
        await expectOk(
          host.request.post(`${origin}/api/merchant/api-keys`, {
            headers,
            data: { name: `Caixa ${viewport.width}`, scopes: ['orders:read', 'menu:read'] },
          }),
        );
        await expectOk(
          host.request.post(`${origin}/api/merchant/webhooks`, {
            headers,
            data: {
              url: `http://127.0.0.1:9/pdv-${viewport.width}`,
              events: ['order.sent', 'bill.requested'],
            },
          }),
        );
        await page.goto('/merchant/integracoes');
        await expect(page.getByText(`Caixa ${viewport.width}`)).toBeVisible();
        await expect(page.getByText(`http://127.0.0.1:9/pdv-${viewport.width}`)).toBeVisible();
        await checkScreen(page, a11y, 'owner-integrations');
      });
    } finally {
      await Promise.all([host.close(), waiting.close(), seated.close()]);
    }
  });
}
