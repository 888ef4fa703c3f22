import type { APIRequestContext, Page } from '@playwright/test';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { loginDemoThroughApi } from './demo-merchant';
import { dismissToasts, expect, test } from './fixtures';

// The waiter's side of table ordering: a consumer seated and ordering through the API, the merchant serving
// the table in /merchant/hall. Runs on the tablet and on a 390 px phone, against a server of its own (other
// journeys close the demo store and empty its queue).
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const demo = { email: 'demo@suavez.app', password: 'suavez123' } as const;
let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsumerServer('hall-service', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

interface Merchant {
  merchantId: string;
  accessToken: string;
  authorization: string;
}

async function loginDemo(request: APIRequestContext): Promise<Merchant> {
  return loginDemoThroughApi(request, origin);
}

async function expectOk(response: Promise<import('@playwright/test').APIResponse>) {
  const res = await response;
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return res;
}

/**
 * Seats a new consumer at the demo restaurant (join, accept, call, check-in with the merchant's bearer), then
 * the consumer orders `counts` units of the menu's first items and sends them, all through the API with the
 * consumer's session cookie. Answers the menu items ordered.
 */
async function seatConsumerAndOrder(
  consumerApi: APIRequestContext,
  merchant: Merchant,
  name: string,
  counts: number[],
) {
  const phone = `11 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const consumer = await expectOk(consumerApi.post(`${origin}/api/consumer`, { data: { phone, name } }));
  const consumerId = ((await consumer.json()) as { id: string }).id;
  await expectOk(
    consumerApi.post(`${origin}/api/queue`, {
      data: { merchant: { id: merchant.merchantId }, consumer: { id: consumerId }, slot: 2 },
    }),
  );
  const entry = await expectOk(consumerApi.get(`${origin}/api/queue?consumerId=${consumerId}`));
  const queueId = ((await entry.json()) as { id: string }).id;
  for (const action of ['accept', 'call', 'checkin']) {
    await expectOk(
      consumerApi.post(`${origin}/api/queue/${action}?queueId=${queueId}`, {
        headers: { authorization: merchant.authorization },
      }),
    );
  }
  const order = await expectOk(consumerApi.post(`${origin}/api/order`, { data: { consumerId, queueId } }));
  const orderId = ((await order.json()) as { id: string }).id;
  const menu = await expectOk(
    consumerApi.get(`${origin}/api/catalog/full?merchantId=${merchant.merchantId}`),
  );
  const menuItems = (
    (await menu.json()) as { items: { id: string; name: string; price: number }[] }[]
  ).flatMap((category) => category.items);
  const ordered = counts.map((count, index) => {
    const item = menuItems[index];
    if (!item) throw new Error('the demo menu has too few items');
    return { ...item, count };
  });
  for (const item of ordered) {
    for (let unit = 0; unit < item.count; unit += 1) {
      await expectOk(
        consumerApi.put(`${origin}/api/order`, {
          data: { orderQueue: { id: orderId }, item: { id: item.id } },
        }),
      );
    }
  }
  await expectOk(consumerApi.post(`${origin}/api/order/sent?orderId=${orderId}`));
  return { ordered, queueId, orderId };
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('the merchant serves a table in the hall: accept, refuse, deliver, finalize, close, checkout', async ({
  page,
  playwright,
  a11y,
}) => {
  const merchant = await loginDemo(page.request);
  const run = Date.now().toString(36);
  const name = `Mesa Hall ${run}`;
  const consumerApi = await playwright.request.newContext();
  const { ordered, queueId } = await seatConsumerAndOrder(consumerApi, merchant, name, [2, 1]);
  await consumerApi.dispose();
  const [first, second] = ordered;
  if (!first || !second) throw new Error('two items ordered');

  await page.context().addCookies(
    [
      ['access_token', merchant.accessToken],
      ['merchant_id', merchant.merchantId],
      ['email', encodeURIComponent(demo.email)],
    ].map(([cookie = '', value = '']) => ({ name: cookie, value, url: origin, sameSite: 'Lax' as const })),
  );

  await test.step('the hall lists the table with its pending items; the search filters by name', async () => {
    await page.goto(`${origin}/merchant/hall`);
    await expect(page.getByRole('heading', { level: 1, name: 'Salão (1)' })).toBeVisible();
    await expect(page).toHaveTitle('Salão (1) | SuaVez');
    await expect(page.getByRole('heading', { level: 2, name: 'Clientes no salão' })).toBeVisible();
    const tile = page.getByRole('button', { name: new RegExp(name) });
    await expect(tile).toContainText('Mesa para 2');
    await expect(tile).toContainText('3 pedidos pendentes');
    const search = page.getByRole('searchbox', { name: 'Buscar mesa por nome' });
    await search.fill('ninguém assim');
    await expect(tile).toBeHidden();
    await search.fill(name.toUpperCase());
    await expect(tile).toBeVisible();
    await a11y.check();
  });

  const dialog = page.getByRole('dialog', { name: `Mesa de ${name}` });

  await test.step('the table dialog shows the summary, the sent items and the totals', async () => {
    await page.getByRole('button', { name: new RegExp(name) }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`Pedido de ${name}`)).toBeVisible();
    await expect(dialog.getByText('Número de pedidos')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Aguardando confirmação' })).toBeVisible();
    await expect(dialog.getByText('Quantidade: 2')).toBeVisible();
    await expect(dialog.getByText('Ainda falta definir a taxa de alguns pedidos.')).toBeVisible();
    // Items still wait for the kitchen: the server would refuse, so the button says why instead.
    await expect(dialog.getByRole('button', { name: 'Finalizar pedido' })).toBeDisabled();
    await expect(dialog.getByText(/resolva-os antes de finalizar o pedido/)).toBeVisible();
    // One main action for what the table needs now; who did what waits folded under its history.
    await expect(dialog.locator('.table-dialog-main-action')).toHaveText('Aceitar tudo (3)');
    await expect(dialog.getByText('Histórico da mesa')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Quem atendeu' })).toBeHidden();
    await a11y.check();
  });

  await test.step('one unit accepted by its button, the other item refused as a batch', async () => {
    await dialog.getByRole('button', { name: `Aceitar ${first.name}` }).click();
    await expect(toast(page, 'Item aceito com sucesso')).toBeVisible();
    await expect(dialog.getByText('Quantidade: 2')).toBeHidden();
    await dialog.getByRole('checkbox', { name: second.name }).check();
    await expect(dialog.getByRole('button', { name: `Aceitar ${first.name}` })).toBeHidden();
    await dialog.getByRole('button', { name: 'Recusar (1)' }).click();
    const refusal = page.getByRole('dialog', { name: 'Recusar item' });
    await refusal.getByLabel('Motivo comum').selectOption('Item esgotado');
    await expect(refusal.getByLabel('Motivo (opcional)')).toHaveValue('Item esgotado');
    await refusal.getByRole('button', { name: 'Recusar' }).click();
    // 'Item esgotado' also marks the item sold out once the refusal is in: one toast at a time, that one last.
    await expect(toast(page, 'Item marcado como esgotado')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Recusado' })).toBeVisible();
    // What was refused leaves the subtotal and shows apart (docs/money.md#the-bill).
    const totals = dialog.getByRole('region', { name: 'Valores' });
    await expect(totals.getByText('Cancelados')).toBeVisible();
    await expect(totals.getByText('Total bruto')).toBeVisible();
    await dialog.getByRole('button', { name: `Aceitar ${first.name}` }).click();
    await expect(toast(page, 'Item aceito com sucesso').first()).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Aguardando confirmação' })).toBeHidden();
  });

  await test.step('everything accepted is delivered at once', async () => {
    await dialog.getByRole('button', { name: /^Selecionar todos: (Aceito|Em preparo)$/ }).click();
    await dialog.getByRole('button', { name: 'Entregar (2)' }).click();
    await expect(toast(page, '2 itens entregues')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Entregue' })).toBeVisible();
  });

  await test.step('per person, the fee waits for the order to leave OPEN', async () => {
    await dialog.getByRole('switch', { name: 'Agrupar por pessoa' }).check();
    await dialog.getByRole('button', { name, exact: true }).click();
    await expect(dialog.getByText('Cliente ainda não adicionou uma taxa de serviço.')).toBeVisible();
    await dismissToasts(page);
    await a11y.check();
  });

  const confirmWith = async (button: string, question: string, done: string) => {
    await dialog.getByRole('button', { name: button }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmação' });
    await expect(confirm).toContainText(question);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(toast(page, done)).toBeVisible();
    await expect(confirm).toBeHidden();
  };

  await test.step('finalize asks for confirmation, then the fee shows', async () => {
    await dialog.getByRole('button', { name: 'Finalizar pedido' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmação' });
    await expect(confirm).toContainText('Deseja finalizar o pedido?');
    await dismissToasts(page);
    await a11y.check();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirm).toBeHidden();
    await confirmWith('Finalizar pedido', 'Deseja finalizar o pedido?', 'Pedido finalizado com sucesso');
    await expect(dialog.getByText(/^Taxa de serviço \(\d+%\)$/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Reabrir pedido' })).toBeVisible();
    // The bill is asked for: recording its payment is the next step.
    await expect(dialog.locator('.table-dialog-main-action')).toHaveText('Registrar pagamento');
  });

  await test.step("'Reabrir pedido' puts the order back to OPEN, on screen and on the server", async () => {
    await confirmWith('Reabrir pedido', 'Deseja reabrir o pedido?', 'Pedido reaberto com sucesso');
    await expect(dialog.getByRole('button', { name: 'Reabrir pedido' })).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Finalizar pedido' })).toBeEnabled();
    await expect(dialog.getByText('Cliente ainda não adicionou uma taxa de serviço.')).toBeVisible();
    const orders = await expectOk(
      page.request.get(`${origin}/api/order/queue?queueId=${queueId}`, {
        headers: { authorization: merchant.authorization },
      }),
    );
    expect(((await orders.json()) as { status: string }[]).map((order) => order.status)).toEqual(['OPEN']);
    await dismissToasts(page);
    await confirmWith('Finalizar pedido', 'Deseja finalizar o pedido?', 'Pedido finalizado com sucesso');
  });

  await test.step('close, then checkout empties the hall', async () => {
    await confirmWith('Fechar pedido', 'Deseja fechar o pedido?', 'Pedido fechado com sucesso');
    await confirmWith('Encerrar mesa', 'Deseja encerrar a mesa?', 'Mesa encerrada');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Salão (0)' })).toBeVisible();
    await expect(page.getByText('Nenhum cliente no salão')).toBeVisible();
    await dismissToasts(page);
    await a11y.check();
  });
});

test("a cancel request: 'Manter item' keeps the item, 'Aprovar cancelamento' cancels it; a failed call says so", async ({
  page,
  playwright,
  browserErrors,
}) => {
  browserErrors.allow(/status of 500/);
  const merchant = await loginDemo(page.request);
  const name = `Cancelamento ${Date.now().toString(36)}`;
  const consumerApi = await playwright.request.newContext();
  const { ordered, queueId } = await seatConsumerAndOrder(consumerApi, merchant, name, [2]);
  const [item] = ordered;
  if (!item) throw new Error('one item ordered');
  const unitsOf = async () => {
    const res = await expectOk(
      page.request.get(`${origin}/api/order/queue?queueId=${queueId}`, {
        headers: { authorization: merchant.authorization },
      }),
    );
    return ((await res.json()) as { items: { id: string; orderItemStatus: string }[] }[]).flatMap(
      (order) => order.items,
    );
  };
  // The consumer asks to cancel both units.
  for (const unit of await unitsOf()) {
    await expectOk(consumerApi.patch(`${origin}/api/order/item/request/cancel?orderItemId=${unit.id}`));
  }
  await consumerApi.dispose();

  await page.context().addCookies(
    [
      ['access_token', merchant.accessToken],
      ['merchant_id', merchant.merchantId],
      ['email', encodeURIComponent(demo.email)],
    ].map(([cookie = '', value = '']) => ({ name: cookie, value, url: origin, sameSite: 'Lax' as const })),
  );
  await page.goto(`${origin}/merchant/hall`);
  const tile = page.getByRole('button', { name: new RegExp(name) });
  await expect(tile).toContainText('2 cancelamentos pendentes');
  await tile.click();
  const dialog = page.getByRole('dialog', { name: `Mesa de ${name}` });
  await expect(dialog.getByRole('heading', { name: 'Remoção solicitada' })).toBeVisible();
  const keep = dialog.getByRole('button', { name: `Manter item ${item.name}` });
  const grant = dialog.getByRole('button', { name: `Aprovar cancelamento ${item.name}` });
  await expect(keep).toBeVisible();
  await expect(grant).toBeVisible();

  // The first try fails on its way: the waiter reads which call failed, and nothing changed.
  await page.route(
    '**/api/order/item/accept?*',
    (route) => route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Erro interno.' } }),
    { times: 1 },
  );
  await keep.click();
  await expect(toast(page, 'Erro ao aceitar o item')).toBeVisible();
  expect((await unitsOf()).map((unit) => unit.orderItemStatus)).toEqual(['CANCEL_REQUEST', 'CANCEL_REQUEST']);

  await keep.click();
  await expect(toast(page, 'Item aceito com sucesso')).toBeVisible();
  await grant.click();
  await expect(toast(page, 'Item cancelado com sucesso')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Remoção solicitada' })).toBeHidden();
  await expect(dialog.getByRole('heading', { name: 'Cancelado' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Valores' }).getByText('Cancelados')).toBeVisible();
  const statuses = (await unitsOf()).map((unit) => unit.orderItemStatus).sort();
  expect(statuses).toEqual(['CANCELED', expect.stringMatching(/^(ACCEPTED|PREPARING)$/)]);
  await dismissToasts(page);
});
