import type { APIRequestContext, Page } from '@playwright/test';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { joinDemoQueueAsNewConsumer, loginDemoThroughApi } from './demo-merchant';
import { expect, test } from './fixtures';

// The screens that follow changes keep up with the live streams switched off (LIVE_UPDATES=false: every
// /api/live/… answers 503), by polling alone, each at its cadence (docs/screens.md#fixed-values). The live
// journeys would hide a broken poll: the stream brings every change first. A server of its own; each change
// is made through the API, where nothing on the page prompts a read, and must show within one poll period
// plus the time a read and a render take on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const CONSUMER_QUEUE_POLL_MS = 5_000;
const MERCHANT_QUEUE_POLL_MS = 15_000;
const HALL_POLL_MS = 15_000;
const TABLE_ORDERS_POLL_MS = 5_000;
const ORDERING_POLL_MS = 5_000;
const SLACK_MS = 4_000;
const within = (pollMs: number) => ({ timeout: pollMs + SLACK_MS });

let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsumerServer('polling', { FEATURE_SMS_VERIFICATION: 'false', LIVE_UPDATES: 'false' });
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

/** Logs the demo merchant in and opens a merchant screen in a second tab of the same browser. */
async function openMerchantTab(page: Page, path: string): Promise<{ merchant: Merchant; tab: Page }> {
  const merchant = await loginDemoThroughApi(page.request, origin);
  await page.context().addCookies(
    [
      ['access_token', merchant.accessToken],
      ['merchant_id', merchant.merchantId],
      ['email', encodeURIComponent('demo@suavez.app')],
    ].map(([name = '', value = '']) => ({ name, value, url: origin, sameSite: 'Lax' as const })),
  );
  const tab = await page.context().newPage();
  const refused = liveStreamRefused(tab);
  await tab.goto(`${origin}${path}`);
  await refused;
  return { merchant, tab };
}

/** Resolves once the page's live stream was refused: what it shows from then on comes from its polls. */
function liveStreamRefused(page: Page) {
  return page.waitForResponse((res) => res.url().includes('/api/live/') && res.status() === 503);
}

async function queueAction(request: APIRequestContext, merchant: Merchant, action: string, queueId: string) {
  await expectOk(
    request.post(`${origin}/api/queue/${action}?queueId=${queueId}`, {
      headers: { authorization: merchant.authorization },
    }),
  );
}

/** The consumer of `page` joins the demo queue through the join page; answers its entry and consumer ids. */
async function joinAsConsumer(page: Page, merchantId: string, name: string) {
  const refused = liveStreamRefused(page);
  await joinDemoQueueAsNewConsumer(page, { origin, merchantId, name, slotLabel: '1 pessoa' });
  await expect(page.getByRole('heading', { level: 2, name: 'Aguardando confirmação' })).toBeVisible();
  await refused;
  const consumerId = (await page.context().cookies(origin)).find((c) => c.name === 'user')?.value ?? '';
  const entry = await expectOk(page.request.get(`${origin}/api/queue?consumerId=${consumerId}`));
  return { consumerId, queueId: ((await entry.json()) as { id: string }).id };
}

test("the consumer's status page (5 s) and the merchant's queue (15 s) keep up without live updates", async ({
  page,
  playwright,
  browserErrors,
}) => {
  browserErrors.allow(/status of 503/);
  const run = Date.now().toString(36);
  const { merchant, tab: queueTab } = await openMerchantTab(page, '/merchant/queue');
  await expect(queueTab.getByRole('heading', { level: 1, name: 'Fila de clientes' })).toBeVisible();

  const name = `Sem Ao Vivo ${run}`;
  const { queueId } = await joinAsConsumer(page, merchant.merchantId, name);
  const card = queueTab.getByRole('article', { name });
  await expect(card, 'a new consumer reaches the queue at its next poll').toBeVisible(
    within(MERCHANT_QUEUE_POLL_MS),
  );
  await expect(card).toContainText('Aguardando confirmação');

  await queueAction(page.request, merchant, 'accept', queueId);
  await expect(page.getByRole('heading', { level: 2, name: 'Entrou na fila' })).toBeVisible(
    within(CONSUMER_QUEUE_POLL_MS),
  );
  await expect(card.getByText('Na fila', { exact: true })).toBeVisible(within(MERCHANT_QUEUE_POLL_MS));

  await queueAction(page.request, merchant, 'call', queueId);
  await expect(page.getByRole('heading', { level: 2, name: 'Sua mesa está pronta' })).toBeVisible(
    within(CONSUMER_QUEUE_POLL_MS),
  );

  // Someone joins from another phone: only the queue's poll can bring them.
  const other = await playwright.request.newContext();
  const otherName = `Outro Sem Ao Vivo ${run}`;
  const consumer = await expectOk(
    other.post(`${origin}/api/consumer`, {
      data: { phone: `119${String(Date.now()).slice(-8)}`, name: otherName },
    }),
  );
  const { id: otherId } = (await consumer.json()) as { id: string };
  await expectOk(
    other.post(`${origin}/api/queue`, {
      data: { merchant: { id: merchant.merchantId }, consumer: { id: otherId }, slot: 2 },
    }),
  );
  await other.dispose();
  await expect(queueTab.getByRole('article', { name: otherName })).toBeVisible(
    within(MERCHANT_QUEUE_POLL_MS),
  );
  await queueTab.close();
});

test("the hall (15 s), the table's dialog (5 s) and the table's menu (5 s) keep up without live updates", async ({
  page,
  browserErrors,
}) => {
  // 404: the table's menu asks for the consumer's order before creating it (docs/orders-and-bills.md#orders).
  browserErrors.allow(/status of (503|404)/);
  const run = Date.now().toString(36);
  const { merchant, tab: hallTab } = await openMerchantTab(page, '/merchant/hall');
  await expect(hallTab.getByRole('heading', { level: 1, name: /^Salão \(\d+\)$/ })).toBeVisible();

  const name = `Mesa Sem Ao Vivo ${run}`;
  const { consumerId, queueId } = await joinAsConsumer(page, merchant.merchantId, name);
  for (const action of ['accept', 'call', 'checkin'])
    await queueAction(page.request, merchant, action, queueId);
  await expect(page.getByRole('heading', { level: 2, name: 'Check-in realizado' })).toBeVisible(
    within(CONSUMER_QUEUE_POLL_MS),
  );
  const tile = hallTab.getByRole('button', { name: new RegExp(name) });
  await expect(tile, 'a seated table reaches the hall at its next poll').toBeVisible(within(HALL_POLL_MS));

  // The table's menu opens the consumer's order; the merchant opens the table.
  const menuRefused = liveStreamRefused(page);
  await page.goto(`${origin}/queue/catalog?qoid=${queueId}`);
  await expect(page.getByText('Carrinho vazio')).toBeVisible();
  await menuRefused;
  await tile.click();
  const dialog = hallTab.getByRole('dialog', { name: `Mesa de ${name}` });
  await expect(dialog.getByText(`Pedido de ${name}`)).toBeVisible(within(HALL_POLL_MS));

  // The consumer orders from another device (the API): the open dialog and the menu's cart bar see it.
  // The page opens the order too: POST /order answers the same one either way.
  const order = await expectOk(page.request.post(`${origin}/api/order`, { data: { consumerId, queueId } }));
  const { id: orderId } = (await order.json()) as { id: string };
  const menu = await expectOk(
    page.request.get(`${origin}/api/catalog/full?merchantId=${merchant.merchantId}`),
  );
  const item = ((await menu.json()) as { items: { id: string; name: string }[] }[])
    .flatMap((category) => category.items)
    .at(0);
  if (!item) throw new Error('the demo menu has no item');
  await expectOk(
    page.request.put(`${origin}/api/order`, { data: { orderQueue: { id: orderId }, item: { id: item.id } } }),
  );
  await expectOk(page.request.post(`${origin}/api/order/sent?orderId=${orderId}`));
  await expect(dialog.getByRole('checkbox', { name: item.name })).toBeVisible(within(TABLE_ORDERS_POLL_MS));
  await expect(page.getByText(/^1 item \| Total a pagar: R\$/)).toBeVisible(within(ORDERING_POLL_MS));

  // The merchant accepts it from another device: the consumer's open order shows it.
  await page.getByRole('button', { name: 'Ver pedido' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Aguardando confirmação (1)' })).toBeVisible();
  const units = await expectOk(
    page.request.get(`${origin}/api/order/queue?queueId=${queueId}`, {
      headers: { authorization: merchant.authorization },
    }),
  );
  const unitId = ((await units.json()) as { items: { id: string }[] }[])[0]?.items[0]?.id;
  await expectOk(
    page.request.patch(
      `${origin}/api/order/item/accept?orderItemId=${unitId}&merchantId=${merchant.merchantId}`,
      {
        headers: { authorization: merchant.authorization },
      },
    ),
  );
  await expect(page.getByRole('heading', { level: 3, name: /^(Aceito|Em preparo) \(1\)$/ })).toBeVisible(
    within(ORDERING_POLL_MS),
  );
  await hallTab.close();
});
