import type { APIRequestContext, Page } from '@playwright/test';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { loginDemoThroughApi } from './demo-merchant';
import { dismissToasts, expect, test } from './fixtures';

// The table's ordering journey on phones, against a server of its own (other journeys close the demo
// store and empty its queue): the owner goes from the status page to the menu and back in one tab, is
// seated through the merchant's API calls and offered the group link once, orders, asks to cancel a unit,
// the merchant serves through the API, a friend joins through the share link and orders, and the owner asks
// for the bill with 10 % and lands on the checkout summary, which shows the merchant closing the bill.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const demo = { email: 'demo@suavez.app', password: 'suavez123', name: 'Cantina da Praça' } as const;
let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsumerServer('ordering-table', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

interface Merchant {
  merchantId: string;
  authorization: string;
}

async function loginDemo(request: APIRequestContext): Promise<Merchant> {
  return loginDemoThroughApi(request, origin);
}

const randomPhone = () => `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function queueAction(
  page: Page,
  merchant: Merchant,
  action: 'accept' | 'call' | 'checkin',
  queueId: string,
) {
  const res = await page.request.post(`${origin}/api/queue/${action}?queueId=${queueId}`, {
    headers: { authorization: merchant.authorization },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

type Unit = { id: string; item: { name: string }; orderItemStatus: string };

/** The merchant's view of the table's units, by item name and status. */
async function tableUnits(page: Page, merchant: Merchant, queueId: string): Promise<Unit[]> {
  const res = await page.request.get(`${origin}/api/order/queue?queueId=${queueId}`, {
    headers: { authorization: merchant.authorization },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { items: Unit[] }[]).flatMap((order) => order.items);
}

async function itemAction(
  page: Page,
  merchant: Merchant,
  action: 'accept' | 'deliver' | 'cancel',
  unit: Unit | undefined,
) {
  expect(unit, `a unit to ${action}`).toBeDefined();
  const res = await page.request.patch(
    `${origin}/api/order/item/${action}?orderItemId=${unit?.id}&merchantId=${merchant.merchantId}`,
    { headers: { authorization: merchant.authorization } },
  );
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** Opens an item from the menu through the search and adds one unit. */
async function addFromMenu(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Buscar item' }).fill(name);
  await page
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Adicionar ao pedido' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('searchbox', { name: 'Buscar item' }).fill('');
}

test('the owner and a friend order at the table; the owner asks for the bill and sees the checkout', async ({
  page,
  browser,
  a11y,
  browserErrors,
}) => {
  // GET /order/info answers 404 before the consumer's first order (the page then opens one).
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  const merchant = await loginDemo(page.request);
  let queueId = '';

  await test.step('a consumer joins the demo restaurant for two and is called', async () => {
    await page.goto(`${origin}/queue/join?merchant=${merchant.merchantId}`);
    await page.getByLabel('Seu número de celular').pressSequentially(randomPhone());
    await page.getByLabel('Qual seu nome?').fill('Ana Dona');
    await page.getByLabel('Mesa para quantos?').selectOption({ label: '2 pessoas' });
    await page.getByRole('button', { name: 'Entrar na fila' }).click();
    await expect(page).toHaveURL(`${origin}/queue`);
    const consumerId = (await page.context().cookies(origin)).find((c) => c.name === 'user')?.value;
    const res = await page.request.get(`${origin}/api/queue?consumerId=${consumerId}`);
    queueId = ((await res.json()) as { id: string }).id;
    await queueAction(page, merchant, 'accept', queueId);
    await queueAction(page, merchant, 'call', queueId);
  });

  await test.step('before check-in the owner opens the menu from the status page, in the same tab', async () => {
    const seeMenu = page.getByRole('link', { name: 'Ver cardápio' });
    await expect(seeMenu).toBeVisible();
    await seeMenu.click();
    await expect(page).toHaveURL(`${origin}/queue/catalog?qoid=${queueId}`);
    expect(page.context().pages()).toHaveLength(1);
    await expect(page.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
    await expect(page.getByText('Os pedidos abrem quando você fizer o check-in').first()).toBeVisible();
    await expect(page.getByText('Carrinho vazio')).toBeVisible();
    await page.getByRole('button', { name: /Bruschetta de tomate/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Bruschetta de tomate' });
    await expect(drawer.getByRole('button', { name: 'Adicionar ao pedido' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Fechar' }).click();
    await expect(drawer).toBeHidden();
    // Not seated yet: no group offer.
    await expect(page.getByRole('region', { name: 'Pedido em grupo?' })).toHaveCount(0);
    await a11y.check();
  });

  await test.step('the owner goes back to the status page and to the menu again, in the same tab', async () => {
    await page.getByRole('link', { name: 'Voltar para a fila' }).click();
    await expect(page).toHaveURL(`${origin}/queue`);
    await expect(page.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
    await a11y.check();
    await page.getByRole('link', { name: 'Ver cardápio' }).click();
    await expect(page).toHaveURL(`${origin}/queue/catalog?qoid=${queueId}`);
    await expect(page.getByText('Carrinho vazio')).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
  });

  await test.step('the merchant seats the table: the change is announced, then the group link offered', async () => {
    await queueAction(page, merchant, 'checkin', queueId);
    const announcement = page.getByRole('dialog', { name: 'Status da fila atualizado' });
    await expect(announcement).toBeVisible({ timeout: 15_000 });
    await a11y.check();
    await announcement.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(announcement).toBeHidden();

    // A small banner over nothing: the menu stays usable, and seated, 'Fazer pedido' is the next step.
    const offer = page.getByRole('region', { name: 'Pedido em grupo?' });
    await expect(offer).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Escolha um item do cardápio para fazer seu pedido.')).toBeVisible();
    await a11y.check();
    await offer.getByRole('button', { name: 'Compartilhar' }).click();
    await expect(offer).toBeHidden();
    const share = page.getByRole('dialog', { name: 'Compartilhe com seus amigos' });
    await expect(share.getByRole('img', { name: 'QR code para pedir nesta mesa' })).toBeVisible();
    await expect(share.getByLabel('Link do cardápio')).toHaveValue(
      `${origin}/queue/shared/catalog?qoid=${queueId}`,
    );
    await a11y.check();
    await share.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(share).toBeHidden();
  });

  await test.step('the group link is not offered again, on a reload or a visit in another tab', async () => {
    /** Opens the cart and closes it: once it showed, the menu's dialogs have loaded, an offer too. */
    const expectNoOffer = async (tab: Page) => {
      await tab.getByRole('button', { name: 'Ver pedido' }).click();
      const cart = tab.getByRole('dialog', { name: 'Seu pedido' });
      await expect(cart).toBeVisible();
      await expect(tab.getByRole('region', { name: 'Pedido em grupo?' })).toHaveCount(0);
      await cart.getByRole('button', { name: 'Voltar' }).click();
      await expect(cart).toBeHidden();
    };
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
    await expectNoOffer(page);
    // A new tab has a session storage of its own: the mark is in local storage.
    const second = await page.context().newPage();
    await second.goto(`${origin}/queue/catalog?qoid=${queueId}`);
    await expect(second.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
    await expectNoOffer(second);
    // Still there to share at any time.
    await expect(second.getByRole('button', { name: /Compartilhar card/ })).toBeVisible();
    await second.close();
  });

  await test.step('the owner fills the cart with + and − and sends it', async () => {
    await addFromMenu(page, 'Bruschetta de tomate');
    await expect(page.getByText('1 item | Total a pagar: R$ 28,90')).toBeVisible();
    await addFromMenu(page, 'Pudim de leite');
    // The 'added' toast sits over the cart bar on a phone (and pauses under the pointer).
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Ver pedido' }).click();
    const cart = page.getByRole('dialog', { name: 'Seu pedido' });
    await expect(cart.getByRole('heading', { name: 'Ainda não enviado (2)' })).toBeVisible();
    await cart.getByRole('button', { name: 'Adicionar uma unidade de Bruschetta de tomate' }).click();
    await cart.getByRole('button', { name: 'Adicionar uma unidade de Pudim de leite' }).click();
    await expect(cart.getByRole('heading', { name: 'Ainda não enviado (4)' })).toBeVisible();
    await cart.getByRole('button', { name: 'Remover uma unidade de Pudim de leite' }).click();
    await expect(cart.getByText('3 itens | Total a pagar: R$ 76,70')).toBeVisible();
    await a11y.check();
    await cart.getByRole('button', { name: 'Enviar pedido' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar pedido' });
    await expect(confirm).toBeVisible();
    await a11y.check();
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(toast(page, 'Pedido enviado com sucesso.')).toBeVisible();
    await expect(cart.getByRole('heading', { name: 'Aguardando confirmação (3)' })).toBeVisible();
    await cart.getByRole('button', { name: 'Solicitar cancelamento de Pudim de leite' }).click();
    await expect(toast(page, 'Solicitação de cancelamento enviada com sucesso.')).toBeVisible();
    await expect(cart.getByRole('heading', { name: 'Remoção solicitada (1)' })).toBeVisible();
    await expect(cart.getByRole('button', { name: 'Pedir a conta' })).toHaveCount(0);
  });

  await test.step('a friend joins through the share link and orders on another phone', async () => {
    const friendContext = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'pt-BR',
    });
    const friend = await friendContext.newPage();
    const friendErrors: string[] = [];
    friend.on('console', (message) => {
      if (message.type() === 'error' && !/status of 404/.test(message.text()))
        friendErrors.push(message.text());
    });
    await friend.goto(`${origin}/queue/shared/catalog?qoid=${queueId}`);
    await expect(friend).toHaveURL(`${origin}/queue/join?qoid=${queueId}`);
    await expect(
      friend.getByRole('heading', { level: 1, name: 'Juntar-se à fila de Cantina da Praça' }),
    ).toBeVisible();
    await a11y.check(friend);
    await friend.getByRole('button', { name: 'Acessar cardápio' }).click(); // empty form: ignored
    await expect(friend).toHaveURL(`${origin}/queue/join?qoid=${queueId}`);
    await friend.getByLabel('Seu número de celular').pressSequentially(randomPhone());
    await friend.getByLabel('Qual seu nome?').fill('Bruno Amigo');
    await friend.getByRole('button', { name: 'Acessar cardápio' }).click();
    await expect(friend).toHaveURL(`${origin}/queue/catalog?qoid=${queueId}`);
    await expect(friend.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
    await expect(friend.getByRole('button', { name: /Status da fila/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // A guest has no entry of their own to go back to.
    await expect(friend.getByRole('link', { name: 'Voltar para a fila' })).toHaveCount(0);
    await a11y.check(friend);
    await addFromMenu(friend, 'Tiramisù');
    await dismissToasts(friend);
    // With something in the cart the next step is the bar's large 'Fazer pedido', across the screen.
    const send = friend.getByRole('button', { name: 'Fazer pedido' });
    const box = await send.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    await send.click();
    await friend
      .getByRole('dialog', { name: 'Confirmar pedido' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await expect(toast(friend, 'Pedido enviado com sucesso.')).toBeVisible();
    expect(friendErrors).toEqual([]);
    await friendContext.close();
  });

  await test.step('the merchant grants the cancellation and serves the rest', async () => {
    const units = await tableUnits(page, merchant, queueId);
    const mine = units.filter((unit) => unit.item.name !== 'Tiramisù');
    await itemAction(
      page,
      merchant,
      'cancel',
      mine.find((unit) => unit.orderItemStatus === 'CANCEL_REQUEST'),
    );
    for (const unit of mine.filter((u) => u.orderItemStatus === 'SENT')) {
      await itemAction(page, merchant, 'accept', unit);
      await itemAction(page, merchant, 'deliver', unit);
    }
  });

  await test.step('the owner asks for the bill without the service and sees the checkout summary', async () => {
    const cart = page.getByRole('dialog', { name: 'Seu pedido' });
    await expect(cart.getByRole('heading', { name: 'Entregue (2)' })).toBeVisible({ timeout: 15_000 });
    await expect(cart.getByRole('heading', { name: 'Cancelado (1)' })).toBeVisible();
    await cart.getByRole('button', { name: 'Pedir a conta' }).click();
    const bill = page.getByRole('dialog', { name: 'Finalizar pedido' });
    // A switch, not a number field that opens the keyboard: on by default, with the restaurant's 12 %.
    const service = bill.getByRole('switch', { name: 'Incluir 12% de serviço (opcional)' });
    await expect(service).toBeChecked();
    await expect(bill.getByRole('spinbutton')).toHaveCount(0);
    await expect(bill.getByText('Taxa de serviço (12%)')).toBeVisible();
    await expect(bill.getByText('R$ 6,94')).toBeVisible();
    await a11y.check();
    await service.uncheck();
    await expect(bill.getByText('Taxa de serviço (0%)')).toBeVisible();
    await expect(bill.getByText('R$ 0,00')).toBeVisible();
    await expect(bill.getByText('R$ 57,80')).toHaveCount(2);
    await expect(bill.getByText('Cancelados')).toBeVisible();
    await expect(bill.getByText('R$ 76,70')).toBeVisible();
    await bill.getByRole('button', { name: 'Finalizar' }).click();
    await expect(page).toHaveURL(/\/queue\/checkout\?order=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Agradecemos sua visita!' })).toBeVisible();
    const values = page.getByRole('region', { name: 'Resumo de valores' });
    await expect(values.getByText('Taxa de serviço (0%)')).toBeVisible();
    await expect(values.getByText('R$ 57,80')).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Resumo do pedido' })).toContainText(
      'Pagamento solicitado',
    );
    expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
    // One survey, and only once the payment is confirmed: not while the bill waits for it, nor emoji.
    await expect(page.getByRole('region', { name: 'Total a pagar' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Avaliar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Gostei', exact: true })).toHaveCount(0);
    await a11y.check();
  });

  await test.step('the merchant closes the bill: the checkout summary shows it without a reload', async () => {
    const orderId = new URL(page.url()).searchParams.get('order');
    const summary = page.getByRole('region', { name: 'Resumo do pedido' });
    // Marks this document: a reload would drop it.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const res = await page.request.patch(
      `${origin}/api/order/status/update?merchantId=${merchant.merchantId}`,
      {
        headers: { authorization: merchant.authorization },
        data: { orderId, queueId, orderStatus: 'CLOSED' },
      },
    );
    expect(res.ok(), await res.text()).toBeTruthy();
    await expect(summary).toContainText('Fechado');
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    await a11y.check();
  });
});

test('the invitation without a table shows the error card', async ({ page, a11y }) => {
  await page.goto(`${origin}/queue/join?qoid=`);
  await expect(page.getByRole('heading', { name: 'Erro com o convite' })).toBeVisible();
  await expect(
    page.getByText('Problema com o convite, escaneie o convite novamente ou solicite um novo link'),
  ).toBeVisible();
  await a11y.check();
});
