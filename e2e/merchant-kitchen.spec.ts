import type { Page } from '@playwright/test';
import { createSteak, expectOk, json } from './api-calls';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { demoLogin, loginDemoThroughApi } from './demo-merchant';
import { dismissToasts, expect, test } from './fixtures';
import { expectTidyLayout, smallTargets } from './layout-checks';

// The restaurant floor from the merchant's side (docs/screens.md#kitchen): a party seated at 'Mesa 12' through
// the queue screen, a diner ordering an item with options and a note (through the API), the hall showing them,
// and the kitchen display on a tablet lying down starting the unit ('Começar' → 'Em preparo', seen live on a
// second screen), bumping it ready, undoing it and bumping it again. A server of its own.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsumerServer('merchant-kitchen', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('a table labelled at check-in orders with options and a note; the hall and the kitchen serve it', async ({
  page,
  playwright,
  a11y,
}) => {
  const merchant = await loginDemoThroughApi(page.request, origin);
  const run = Date.now().toString(36);
  const name = `Cozinha ${run}`;
  const steak = await createSteak(page.request, origin, merchant, `Bife ${run}`);
  const medium = steak.optionGroups[0]?.options.find((option) => option.name === 'Ao ponto');
  if (!medium) throw new Error('the steak has no option Ao ponto');

  // The diner joins; the restaurant accepts and calls them through the API.
  const diner = await playwright.request.newContext();
  const phone = `11 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const { id: consumerId } = await json<{ id: string }>(
    diner.post(`${origin}/api/consumer`, { data: { phone, name } }),
  );
  await expectOk(
    diner.post(`${origin}/api/queue`, {
      data: { merchant: { id: merchant.merchantId }, consumer: { id: consumerId }, slot: 2 },
    }),
  );
  const { id: queueId } = await json<{ id: string }>(
    diner.get(`${origin}/api/queue?consumerId=${consumerId}`),
  );
  for (const action of ['accept', 'call']) {
    await expectOk(
      diner.post(`${origin}/api/queue/${action}?queueId=${queueId}`, {
        headers: { authorization: merchant.authorization },
      }),
    );
  }

  await page.context().addCookies(
    [
      ['access_token', merchant.accessToken],
      ['merchant_id', merchant.merchantId],
      ['email', encodeURIComponent(demoLogin.email)],
    ].map(([cookie = '', value = '']) => ({ name: cookie, value, url: origin, sameSite: 'Lax' as const })),
  );

  await test.step("the host checks the party in at 'Mesa 12'", async () => {
    await page.goto(`${origin}/merchant/queue`);
    const card = page.getByRole('article', { name });
    await card.getByRole('button', { name: 'Check-in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Check-in' });
    await expect(dialog.getByText(`Confirmar a chegada de ${name}?`)).toBeVisible();
    // The field has the focus: the host types the label and presses Enter.
    await expect(dialog.getByLabel('Mesa (opcional)')).toBeFocused();
    await a11y.check();
    await page.keyboard.type('12');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Check-in de')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  // The diner orders the steak 'Ao ponto', 'sem cebola', and sends it.
  const { id: orderId } = await json<{ id: string }>(
    diner.post(`${origin}/api/order`, { data: { consumerId, queueId } }),
  );
  await expectOk(
    diner.put(`${origin}/api/order`, {
      data: { orderQueue: { id: orderId }, item: { id: steak.id }, options: [medium.id], note: 'sem cebola' },
    }),
  );
  await expectOk(diner.post(`${origin}/api/order/sent?orderId=${orderId}`));

  const tableName = `Mesa 12 · ${name}`;

  await test.step('the hall shows the label, the options and the note; the merchant accepts', async () => {
    await page.goto(`${origin}/merchant/hall`);
    const tile = page.getByRole('button', { name: new RegExp(tableName) });
    await expect(tile).toContainText('1 pedido pendente');
    await expect(tile).toContainText(/Mais antigo há (menos de )?\d+ min/);
    await page.getByRole('searchbox', { name: 'Buscar mesa por nome ou número' }).fill('12');
    await expect(tile).toBeVisible();
    await tile.click();
    const dialog = page.getByRole('dialog', { name: tableName });
    await expect(dialog.getByText('Ponto da carne: Ao ponto')).toBeVisible();
    await expect(dialog.getByText('Obs.: sem cebola')).toBeVisible();
    await expect(dialog.getByLabel('Mesa', { exact: true })).toHaveValue('12');
    await dialog.getByRole('button', { name: `Aceitar ${steak.name}` }).click();
    await expect(toast(page, 'Item aceito com sucesso')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Em preparo' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("'Esgotados' in the hall: one tap marks the item sold out, the next puts it back", async () => {
    const soldOutOf = async () => {
      const menu = await json<{ items: { id: string; soldOut: boolean }[] }[]>(
        diner.get(`${origin}/api/catalog/full?merchantId=${merchant.merchantId}`),
      );
      return menu.flatMap((category) => category.items).find((item) => item.id === steak.id)?.soldOut;
    };
    await page.getByRole('button', { name: 'Esgotados' }).click();
    const dialog = page.getByRole('dialog', { name: 'Itens esgotados' });
    const toggle = dialog.getByRole('switch', { name: `Esgotado ${steak.name}` });
    await expect(toggle).not.toBeChecked();
    await a11y.check();
    await toggle.click();
    await expect(toast(page, 'Item marcado como esgotado')).toBeVisible();
    await expect(toggle).toBeChecked();
    expect(await soldOutOf()).toBe(true);
    const refused = await diner.put(`${origin}/api/order`, {
      data: { orderQueue: { id: orderId }, item: { id: steak.id }, options: [medium.id] },
    });
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Item esgotado/);
    await toggle.click();
    await expect(toast(page, 'Item disponível novamente')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    expect(await soldOutOf()).toBe(false);
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step("the kitchen lists it under 'Mesa 12', upright and lying down", async () => {
    await page.getByRole('link', { name: 'Cozinha' }).click();
    await expect(page).toHaveURL(`${origin}/merchant/cozinha`);
    await expect(page.getByRole('heading', { level: 1, name: 'Cozinha' })).toBeVisible();
    const table = page.getByRole('region', { name: tableName });
    await expect(table.getByText(steak.name)).toBeVisible();
    await expect(table.getByText('Ponto da carne: Ao ponto')).toBeVisible();
    await expect(table.getByText('Obs.: sem cebola')).toBeVisible();
    await expect(table).toContainText(`${name} · há`);
    await expect(table.getByText('A preparar')).toBeVisible();
    await dismissToasts(page);
    await expectTidyLayout(page, [tableName]);
    await a11y.check();
    // A tablet on the wall, lying down: the cards use the whole width, every button a 44 px target.
    await page.setViewportSize({ width: 1024, height: 768 });
    await expect(table.getByText(steak.name)).toBeVisible();
    await expectTidyLayout(page, [tableName]);
    const grid = await page.locator('.kitchen-grid').boundingBox();
    expect(grid?.width ?? 0, 'the cards area fills the width').toBeGreaterThan(900);
    expect(await smallTargets(page, 'main button')).toEqual([]);
    const unitName = await table.getByText(steak.name).evaluate((node) => getComputedStyle(node).fontSize);
    expect(Number.parseFloat(unitName), 'item names readable from two metres').toBeGreaterThanOrEqual(24);
  });

  await test.step("'Imprimir' prints the order's 80 mm ticket, and nothing else of the page", async () => {
    // The browser's dialog stays shut: the test counts the calls (docs/integrations.md#ticket).
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    const table = page.getByRole('region', { name: tableName });
    await table.getByRole('button', { name: `Imprimir o pedido de ${name}` }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const ticket = page.locator('.kitchen-print');
    await expect(ticket).toBeHidden();
    await page.emulateMedia({ media: 'print' });
    await expect(ticket).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    await expect(ticket).toContainText('Mesa 12');
    await expect(ticket).toContainText(`Cliente: ${name}`);
    await expect(ticket).toContainText(`1x ${steak.name}`);
    await expect(ticket).toContainText('- Ponto da carne: Ao ponto');
    await expect(ticket).toContainText('Obs.: sem cebola');
    const look = await ticket.evaluate((node) => {
      const style = getComputedStyle(node);
      return { font: style.fontFamily, width: node.getBoundingClientRect().width };
    });
    expect(look.font).toContain('monospace');
    // 72 mm at 96 px per inch: it fits the roll.
    expect(look.width).toBeLessThanOrEqual(Math.ceil((72 / 25.4) * 96));
    await page.emulateMedia({ media: 'screen' });
    await expect(ticket).toBeHidden();
    await expect(table.getByText(steak.name)).toBeVisible();
  });

  await test.step("'Começar' shows 'Em preparo' here and on a second screen, live; 'Pronto', 'Desfazer', 'Pronto'", async () => {
    // A second tablet (the pass) shows the same kitchen; it follows the first through the live stream.
    const pass = await page.context().newPage();
    await pass.setViewportSize({ width: 1024, height: 768 });
    await pass.goto(`${origin}/merchant/cozinha`);
    const passTable = pass.getByRole('region', { name: tableName });
    await expect(passTable.getByRole('button', { name: `Começar: ${steak.name}` })).toBeVisible();

    const table = page.getByRole('region', { name: tableName });
    await table.getByRole('button', { name: `Começar: ${steak.name}` }).click();
    await expect(table.getByText('Em preparo')).toBeVisible();
    await expect(table.getByRole('button', { name: `Começar: ${steak.name}` })).toBeHidden();
    // Sooner than the 15 s poll: the stream said so.
    await expect(passTable.getByText('Em preparo')).toBeVisible({ timeout: 5_000 });
    await expect(passTable.getByRole('button', { name: `Começar: ${steak.name}` })).toBeHidden();
    expect(await smallTargets(page, 'main button')).toEqual([]);
    await a11y.check();

    await table.getByRole('button', { name: `Pronto: ${steak.name}` }).click();
    await expect(table).toBeHidden();
    const undo = page.getByRole('button', { name: `Desfazer: ${steak.name}` });
    await expect(
      page.getByRole('status').filter({ hasText: `${steak.name} pronto · ${tableName}` }),
    ).toBeVisible();
    await expect(passTable).toBeHidden({ timeout: 5_000 });
    await undo.click();
    // Back in the kitchen, still started: it was being prepared.
    await expect(table.getByText(steak.name)).toBeVisible();
    await expect(table.getByText('Em preparo')).toBeVisible();
    await expect(undo).toBeHidden();
    await table.getByRole('button', { name: `Pronto: ${steak.name}` }).click();
    await expect(table).toBeHidden();
    await expect(page.getByText('Nada para preparar agora.')).toBeVisible();
    await expect(pass.getByText('Nada para preparar agora.')).toBeVisible({ timeout: 5_000 });
    await pass.close();
  });

  await test.step('the API has the unit delivered', async () => {
    const order = await json<{
      table: string | null;
      items: { orderItemStatus: string; note: string | null }[];
    }>(diner.get(`${origin}/api/order?orderId=${orderId}`));
    expect(order.table).toBe('12');
    expect(order.items.map((unit) => [unit.orderItemStatus, unit.note])).toEqual([
      ['COMPLETED', 'sem cebola'],
    ]);
  });
  await diner.dispose();

  await test.step('the merchant home leads to the kitchen', async () => {
    await page.goto(`${origin}/merchant`);
    await page.getByRole('main').getByRole('link', { name: 'Cozinha' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cozinha' })).toBeVisible();
    await expect(page.getByText('Nada para preparar agora.')).toBeVisible();
  });
});
