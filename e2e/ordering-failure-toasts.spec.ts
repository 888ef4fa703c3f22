import type { Page, Route } from '@playwright/test';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { joinDemoQueueAsNewConsumer, loginDemoThroughApi } from './demo-merchant';
import { dismissToasts, expect, test } from './fixtures';

// Every failure toast of the table's menu (the specification's section 8, "Consumer ordering"), each from a
// call made to fail on its way (page.route) while the rest of the journey runs against a real server: the
// table cannot be read, nor the menu, nor the order; the order cannot be opened; adding, removing, sending,
// asking to cancel and asking for the bill fail; a guest cannot register. A server of its own.
// Two minutes on an idle machine, so the limit leaves room for a loaded one.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsumerServer('ordering-failures', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

const item = 'Bruschetta de tomate';
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Makes the page's `method` calls to `url` fail with a 500 until `stop` is called. */
async function failCalls(page: Page, url: string, method: string) {
  const handler = (route: Route) =>
    route.request().method() === method
      ? route.fulfill({
          status: 500,
          json: { code: 'INTERNAL', message: 'Erro interno. Tente novamente em instantes.' },
        })
      : route.fallback();
  await page.route(url, handler);
  return { stop: () => page.unroute(url, handler) };
}

/** While `method url` fails, `act` must end in the toast `message`. */
async function expectFailureToast(
  page: Page,
  method: string,
  url: string,
  act: () => Promise<void>,
  message: string,
) {
  const failing = await failCalls(page, url, method);
  await act();
  // The queries' retries wait 1 s and 2 s before the toast: more than the default on a loaded machine.
  await expect(toast(page, message)).toBeVisible({ timeout: 20_000 });
  await failing.stop();
  await dismissToasts(page);
}

async function openItem(page: Page) {
  await page.getByRole('searchbox', { name: 'Buscar item' }).fill(item);
  await page
    .getByRole('button', { name: new RegExp(item) })
    .first()
    .click();
  return page.getByRole('dialog', { name: item });
}

test("every failed call of the table's menu says which one failed", async ({
  page,
  browser,
  browserErrors,
}) => {
  // 500: the failed calls; 404: the order asked for before it is opened (docs/orders-and-bills.md#orders).
  browserErrors.allow(/status of (500|404)/);
  const merchant = await loginDemoThroughApi(page.request, origin);
  const asMerchant = { headers: { authorization: merchant.authorization } };
  await joinDemoQueueAsNewConsumer(page, {
    origin,
    merchantId: merchant.merchantId,
    name: 'Falhas Na Mesa',
    slotLabel: '1 pessoa',
  });
  const consumerId = (await page.context().cookies(origin)).find((c) => c.name === 'user')?.value ?? '';
  const entry = await page.request.get(`${origin}/api/queue?consumerId=${consumerId}`);
  const queueId = ((await entry.json()) as { id: string }).id;
  for (const action of ['accept', 'call', 'checkin']) {
    const res = await page.request.post(`${origin}/api/queue/${action}?queueId=${queueId}`, asMerchant);
    expect(res.ok(), await res.text()).toBeTruthy();
  }
  const menuUrl = `${origin}/queue/catalog?qoid=${queueId}`;

  await test.step('the table, the menu and the order cannot be read, nor the order opened', async () => {
    const open = () => page.goto(menuUrl).then(() => undefined);
    // First: the first visit that reads the table opens the order, and once the table's call fails and is
    // let through again, the page's next poll of it would (on a slow machine, before the next step starts).
    await expectFailureToast(page, 'POST', '**/api/order', open, 'Erro ao criar pedido');
    await expectFailureToast(page, 'GET', '**/api/queue?queueId=*', open, 'Erro para encontrar a fila');
    await expectFailureToast(page, 'GET', '**/api/catalog/full?*', open, 'Erro para encontrar o cardápio');
    await expectFailureToast(
      page,
      'GET',
      '**/api/order?orderId=*',
      open,
      'Erro ao buscar detalhes do pedido',
    );
    await page.goto(menuUrl);
    await expect(page.getByText('Carrinho vazio')).toBeVisible();
  });

  const cart = page.getByRole('dialog', { name: 'Seu pedido' });

  await test.step('adding, removing, sending and asking to cancel fail', async () => {
    await expectFailureToast(
      page,
      'PUT',
      '**/api/order',
      async () => {
        await (await openItem(page)).getByRole('button', { name: 'Adicionar ao pedido' }).click();
      },
      'Erro para adicionar um item ao pedido',
    );
    const drawer = page.getByRole('dialog', { name: item });
    if (await drawer.isVisible()) await drawer.getByRole('button', { name: 'Fechar' }).click();
    // The menu's buttons are behind the drawer until it has gone.
    await expect(drawer).toBeHidden();
    await (await openItem(page)).getByRole('button', { name: 'Adicionar ao pedido' }).click();
    await expect(page.getByText(/^1 item \| Total a pagar/)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar item' }).fill('');

    await page.getByRole('button', { name: 'Ver pedido' }).click();
    await expect(cart.getByRole('heading', { name: 'Ainda não enviado (1)' })).toBeVisible();
    await cart.getByRole('button', { name: `Adicionar uma unidade de ${item}` }).click();
    await expect(cart.getByRole('heading', { name: 'Ainda não enviado (2)' })).toBeVisible();
    await expectFailureToast(
      page,
      'DELETE',
      '**/api/order/item?*',
      () => cart.getByRole('button', { name: `Remover uma unidade de ${item}` }).click(),
      'Erro ao remover um item do pedido',
    );
    await expect(cart.getByRole('heading', { name: 'Ainda não enviado (2)' })).toBeVisible();

    const confirm = page.getByRole('dialog', { name: 'Confirmar pedido' });
    await expectFailureToast(
      page,
      'POST',
      '**/api/order/sent?*',
      async () => {
        await cart.getByRole('button', { name: 'Enviar pedido' }).click();
        await confirm.getByRole('button', { name: 'Confirmar' }).click();
      },
      'Erro ao enviar o pedido.',
    );
    if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Confirmar' }).click();
    else {
      await cart.getByRole('button', { name: 'Enviar pedido' }).click();
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
    }
    await expect(cart.getByRole('heading', { name: 'Aguardando confirmação (2)' })).toBeVisible();
    await dismissToasts(page);

    await expectFailureToast(
      page,
      'PATCH',
      '**/api/order/item/request/cancel?*',
      () => cart.getByRole('button', { name: `Solicitar cancelamento de ${item}` }).click(),
      'Erro ao solicitar cancelamento.',
    );
  });

  await test.step('asking for the bill fails', async () => {
    // The restaurant refuses both units: nothing is left to serve, so the bill may be asked for.
    const orders = await page.request.get(`${origin}/api/order/queue?queueId=${queueId}`, asMerchant);
    const units = ((await orders.json()) as { items: { id: string }[] }[]).flatMap((order) => order.items);
    for (const unit of units) {
      const res = await page.request.patch(
        `${origin}/api/order/item/refuse?orderItemId=${unit.id}&merchantId=${merchant.merchantId}`,
        asMerchant,
      );
      expect(res.ok(), await res.text()).toBeTruthy();
    }
    const askBill = cart.getByRole('button', { name: 'Pedir a conta' });
    await expect(askBill).toBeVisible({ timeout: 15_000 });
    await expectFailureToast(
      page,
      'PATCH',
      '**/api/order/close',
      async () => {
        await askBill.click();
        await page
          .getByRole('dialog', { name: 'Finalizar pedido' })
          .getByRole('button', { name: 'Finalizar' })
          .click();
      },
      'Erro ao finalizar o pedido.',
    );
  });

  await test.step('a friend whose registration fails is told so', async () => {
    const friendContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
    });
    const friend = await friendContext.newPage();
    await friend.goto(`${origin}/queue/join?qoid=${queueId}`);
    await expectFailureToast(
      friend,
      'POST',
      '**/api/consumer',
      async () => {
        await friend
          .getByLabel('Seu número de celular')
          .pressSequentially(`119${String(Date.now()).slice(-8)}`);
        await friend.getByLabel('Qual seu nome?').fill('Amigo Sem Sorte');
        await friend.getByRole('button', { name: 'Acessar cardápio' }).click();
      },
      'Erro ao criar usuário',
    );
    await expect(friend).toHaveURL(`${origin}/queue/join?qoid=${queueId}`);
    await friendContext.close();
  });
});
