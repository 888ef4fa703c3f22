import type { APIRequestContext, Page } from '@playwright/test';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { joinDemoQueueAsNewConsumer, loginDemoThroughApi } from './demo-merchant';
import { dismissToasts, expect, test } from './fixtures';
import { expectTidyLayout, expectToastsClearOfHeading } from './layout-checks';

// The narrowest phone in common use, 360 px: long names wrap between words, prices stay on one line and
// nothing scrolls sideways, on the consumer's status page and table menu, the merchant's queue and hall
// (docs/screens.md#layout); toasts keep off the page's heading, on a phone and on a desktop. A server of
// its own: the journey adds a long-named item to the demo menu.
test.use({ viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const longDiner = 'Maria Aparecida dos Santos Albuquerque Vasconcelos Cavalcanti de Oliveira';
const longItem = 'Parmegiana de filé mignon gratinada com queijo da serra e batatas rústicas';

let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsumerServer('narrow-screen', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

type Merchant = Awaited<ReturnType<typeof loginDemoThroughApi>>;

async function expectOk(response: Promise<import('@playwright/test').APIResponse>) {
  const res = await response;
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return res;
}

/** Adds `name` at R$ 12.345,67 to the first category of the demo's active menu; answers the item's id. */
async function addLongItem(request: APIRequestContext, merchant: Merchant): Promise<string> {
  const headers = { authorization: merchant.authorization };
  const list = await expectOk(
    request.get(`${origin}/api/catalog/list?merchantId=${merchant.merchantId}`, { headers }),
  );
  const active = ((await list.json()) as { id: string; active: boolean }[]).find((catalog) => catalog.active);
  const catalog = await expectOk(
    request.get(`${origin}/api/catalog/merchant/all?id=${active?.id}&merchantId=${merchant.merchantId}`, {
      headers,
    }),
  );
  const [category] = ((await catalog.json()) as { categories: { id: string }[] }).categories;
  const item = await expectOk(
    request.post(`${origin}/api/item`, {
      headers,
      data: {
        categoryId: category?.id,
        name: longItem,
        description: 'Serve a mesa inteira',
        price: 12345.67,
        prepared: true,
        image: '',
        active: true,
      },
    }),
  );
  return ((await item.json()) as { id: string }).id;
}

async function openAsMerchant(page: Page, merchant: Merchant, path: string): Promise<Page> {
  await page.context().addCookies(
    [
      ['access_token', merchant.accessToken],
      ['merchant_id', merchant.merchantId],
      ['email', encodeURIComponent('demo@suavez.app')],
    ].map(([name = '', value = '']) => ({ name, value, url: origin, sameSite: 'Lax' as const })),
  );
  const tab = await page.context().newPage();
  await tab.goto(`${origin}${path}`);
  return tab;
}

test('long names and big prices fit a 360 px phone on every screen that shows them', async ({
  page,
  a11y,
  browserErrors,
}) => {
  // The table's menu asks for the consumer's order before creating it (docs/orders-and-bills.md#orders).
  browserErrors.allow(/status of 404/);
  const merchant = await loginDemoThroughApi(page.request, origin);
  const itemId = await addLongItem(page.request, merchant);

  await test.step("the consumer's status page", async () => {
    await joinDemoQueueAsNewConsumer(page, {
      origin,
      merchantId: merchant.merchantId,
      name: longDiner,
      slotLabel: '1 pessoa',
    });
    await expect(page.getByRole('heading', { level: 2, name: 'Aguardando confirmação' })).toBeVisible();
    await dismissToasts(page);
    await expectTidyLayout(page);
  });

  const consumerId = (await page.context().cookies(origin)).find((c) => c.name === 'user')?.value ?? '';
  const entry = await expectOk(page.request.get(`${origin}/api/queue?consumerId=${consumerId}`));
  const queueId = ((await entry.json()) as { id: string }).id;

  await test.step("the merchant's queue", async () => {
    const queue = await openAsMerchant(page, merchant, '/merchant/queue');
    await expect(queue.getByRole('article', { name: longDiner })).toBeVisible();
    await expectTidyLayout(queue, [longDiner]);
    await a11y.check(queue);
    await queue.close();
  });

  for (const action of ['accept', 'call', 'checkin']) {
    await expectOk(
      page.request.post(`${origin}/api/queue/${action}?queueId=${queueId}`, {
        headers: { authorization: merchant.authorization },
      }),
    );
  }

  await test.step("the table's menu, with two of the long item in the order", async () => {
    await page.goto(`${origin}/queue/catalog?qoid=${queueId}`);
    await expect(page.getByText('Carrinho vazio')).toBeVisible();
    // The page opens the order too: POST /order answers the same one either way.
    const order = await expectOk(page.request.post(`${origin}/api/order`, { data: { consumerId, queueId } }));
    const { id: orderId } = (await order.json()) as { id: string };
    for (let unit = 0; unit < 2; unit += 1) {
      await expectOk(
        page.request.put(`${origin}/api/order`, {
          data: { orderQueue: { id: orderId }, item: { id: itemId } },
        }),
      );
    }
    await expectOk(page.request.post(`${origin}/api/order/sent?orderId=${orderId}`));
    await page.reload();
    await expect(page.getByText(/^2 itens \| Total a pagar: R\$\s24\.691,34$/)).toBeVisible();
    await expect(page.getByText(longItem).first()).toBeVisible();
    await dismissToasts(page);
    await expectTidyLayout(page, [longItem]);
  });

  await test.step('the hall and the table dialog', async () => {
    const hall = await openAsMerchant(page, merchant, '/merchant/hall');
    const tile = hall.getByRole('button', { name: new RegExp(longDiner) });
    await expect(tile).toBeVisible();
    await expectTidyLayout(hall, [longDiner]);
    await tile.click();
    const dialog = hall.getByRole('dialog', { name: `Mesa de ${longDiner}` });
    await expect(dialog.getByRole('checkbox', { name: longItem })).toBeVisible();
    await expect(dialog.getByText('Quantidade: 2')).toBeVisible();
    await expectTidyLayout(hall, [longDiner, longItem]);
    await a11y.check(hall);
    await hall.close();
  });

  await test.step('a failure toast keeps off the heading, on this phone and on a desktop', async () => {
    browserErrors.allow(/status of 500/);
    await page.route('**/api/order', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Erro interno.' } })
        : route.fallback(),
    );
    const addOne = async () => {
      await page.getByText(longItem).first().click();
      await page.getByRole('button', { name: 'Adicionar ao pedido' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Erro para adicionar um item ao pedido' }),
      ).toBeVisible();
    };
    await addOne();
    await expectToastsClearOfHeading(page);
    await dismissToasts(page);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1280, height: 800 });
    await addOne();
    await expectToastsClearOfHeading(page);
    await dismissToasts(page);
    await page.unroute('**/api/order');
  });
});
