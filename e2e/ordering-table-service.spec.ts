import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { loginDemoThroughApi } from './demo-merchant';
import { dismissToasts, expect, test } from './fixtures';

// The whole table service with the three people who take part, each on their own device and against a
// server of its own (other journeys close the demo store and empty its queue): the table's owner and a
// friend on phones, the merchant on a tablet in the hall. The owner is seated, the friend joins through the
// share link, both order; the merchant accepts, refuses, grants a cancellation and delivers in the hall;
// both ask for the bill; the merchant closes each order and checks the table out; the owner's checkout
// summary, open all along, shows the closed bill in R$ without a reload.
// Three devices at once (two phones and a tablet) and some twenty accessibility checks: 1.2 min on a quiet
// machine, near 4 min on a CI machine running two journeys side by side.
test.describe.configure({ mode: 'serial', timeout: 360_000 });

const demo = { email: 'demo@suavez.app', password: 'suavez123', name: 'Cantina da Praça' } as const;
let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsumerServer('ordering-table-service', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

// The demo menu's prices (apps/api/src/db/seed/demo-menu.ts), in centavos.
const menu = {
  bruschetta: { name: 'Bruschetta de tomate', cents: 2890 },
  pudim: { name: 'Pudim de leite', cents: 1890 },
  carpaccio: { name: 'Carpaccio', cents: 3990 },
  tiramisu: { name: 'Tiramisù', cents: 2690 },
} as const;

/** The bill of the shared function: the fee is rounded half up to the centavo. */
function bill(subtotalCents: number, feePercent: number) {
  const feeCents = Math.floor((subtotalCents * feePercent) / 100 + 0.5);
  return { subtotalCents, feeCents, totalCents: subtotalCents + feeCents };
}

/** 'R$ 1.234,56' as the app writes it (the space is a no-break space in Intl's output). */
const brl = (cents: number) =>
  `R$ ${(cents / 100)
    .toFixed(2)
    .replace('.', ',')
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
/** Matches a formatted amount whatever space Intl put after 'R$'. */
const amount = (cents: number) => new RegExp(`^R\\$\\s${brl(cents).slice(3).replace(/\./g, '\\.')}$`);

interface Merchant {
  authorization: string;
}

async function loginDemoApi(request: APIRequestContext): Promise<Merchant> {
  return loginDemoThroughApi(request, origin);
}

const randomPhone = () => `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** GET /order/info answers 404 before a consumer's first order (the page then opens one). */
const expected404 = /Failed to load resource: the server responded with a status of 404/;

/**
 * A browser context for another person of the journey, with the console watch the fixtures give the
 * default page: every console error (but the expected ones) and every uncaught error is collected.
 */
async function personContext(
  browser: Browser,
  device: { viewport: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean },
  allowed: RegExp[],
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    ...device,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const errors: string[] = [];
  context.on('console', (message) => {
    if (message.type() !== 'error' || allowed.some((pattern) => pattern.test(message.text()))) return;
    const { url, lineNumber } = message.location();
    errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  context.on('weberror', (webError) => {
    const error = webError.error();
    errors.push(`uncaught: ${error.stack ?? error.message}`);
  });
  return { context, page: await context.newPage(), errors };
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

/** On a phone the toasts rise from the bottom edge: they stop above the fixed cart bar, never over it. */
async function expectToastsAboveCartBar(page: Page) {
  const bar = page.locator('.fixed-bottom').filter({ has: page.getByRole('button', { name: 'Ver pedido' }) });
  // The bar changes height as the cart empties ('Fazer pedido' goes): the toasts follow it within a frame.
  await expect
    .poll(async () => {
      const barBox = await bar.boundingBox();
      const toastBox = await page.locator('.Toastify__toast-container').boundingBox();
      if (!barBox || !toastBox) return 'no bar or no toast';
      return toastBox.y + toastBox.height <= barBox.y + 1
        ? 'above'
        : `${toastBox.y + toastBox.height} > ${barBox.y}`;
    })
    .toBe('above');
}

/** Opens the cart, sends it and confirms. Leaves the cart open. */
async function sendCart(page: Page, a11y: { check(page?: Page): Promise<void> }) {
  await page.getByRole('button', { name: 'Ver pedido' }).click();
  const cart = page.getByRole('dialog', { name: 'Seu pedido' });
  await expect(cart).toBeVisible();
  await a11y.check(page);
  await cart.getByRole('button', { name: 'Enviar pedido' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar pedido' });
  await expect(confirm).toBeVisible();
  await a11y.check(page);
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(toast(page, 'Pedido enviado com sucesso.')).toBeVisible();
  await expectToastsAboveCartBar(page);
  return cart;
}

test('owner and guest order on phones, the merchant serves them in the hall on a tablet, the owner sees the bill', async ({
  page,
  browser,
  a11y,
  browserErrors,
}) => {
  browserErrors.allow(expected404);
  const owner = page;
  const merchant = await loginDemoApi(owner.request);
  const ownerName = `Ana Dona ${Date.now().toString(36)}`;
  const guestName = 'Bruno Amigo';
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  const tablet = { viewport: { width: 820, height: 1180 }, hasTouch: true };
  const people: BrowserContext[] = [];
  let queueId = '';
  let shareLink = '';

  try {
    await test.step('the owner joins the queue for two on the phone and the merchant seats the table', async () => {
      const short = await owner.request.get(`${origin}/api/merchant/short?shortId=praca`);
      const merchantId = ((await short.json()) as { id: string }).id;
      await owner.goto(`${origin}/queue/join?merchant=${merchantId}`);
      await expect(owner.getByRole('heading', { level: 1 })).toBeVisible();
      await a11y.check(owner);
      await owner.getByLabel('Seu número de celular').pressSequentially(randomPhone());
      await owner.getByLabel('Qual seu nome?').fill(ownerName);
      await owner.getByLabel('Mesa para quantos?').selectOption({ label: '2 pessoas' });
      await owner.getByRole('button', { name: 'Entrar na fila' }).click();
      await expect(owner).toHaveURL(`${origin}/queue`);
      await a11y.check(owner);
      const consumerId = (await owner.context().cookies(origin)).find((c) => c.name === 'user')?.value;
      const entry = await owner.request.get(`${origin}/api/queue?consumerId=${consumerId}`);
      queueId = ((await entry.json()) as { id: string }).id;
      for (const action of ['accept', 'call', 'checkin']) {
        const res = await owner.request.post(`${origin}/api/queue/${action}?queueId=${queueId}`, {
          headers: { authorization: merchant.authorization },
        });
        expect(res.ok(), `${action}: ${await res.text()}`).toBeTruthy();
      }
    });

    await test.step('the owner opens the menu and takes the share link offered for the group', async () => {
      await owner.goto(`${origin}/queue/catalog?qoid=${queueId}`);
      const offer = owner.getByRole('region', { name: 'Pedido em grupo?' });
      await expect(offer).toBeVisible();
      await a11y.check(owner);
      await offer.getByRole('button', { name: 'Compartilhar' }).click();
      const share = owner.getByRole('dialog', { name: 'Compartilhe com seus amigos' });
      const link = share.getByLabel('Link do cardápio');
      await expect(link).toHaveValue(`${origin}/queue/shared/catalog?qoid=${queueId}`);
      shareLink = await link.inputValue();
      await a11y.check(owner);
      await share.getByRole('button', { name: 'Fechar' }).last().click();
      await expect(share).toBeHidden();
      await expect(owner.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
      await expect(owner.getByText('Carrinho vazio')).toBeVisible();
      await a11y.check(owner);
    });

    await test.step('the owner orders two bruschettas, a pudim and a carpaccio', async () => {
      await addFromMenu(owner, menu.bruschetta.name);
      await addFromMenu(owner, menu.bruschetta.name);
      await addFromMenu(owner, menu.pudim.name);
      await addFromMenu(owner, menu.carpaccio.name);
      const cartTotal = 2 * menu.bruschetta.cents + menu.pudim.cents + menu.carpaccio.cents;
      await expect(owner.getByText(`4 itens | Total a pagar: ${brl(cartTotal)}`)).toBeVisible();
      const cart = await sendCart(owner, a11y);
      await expect(cart.getByRole('heading', { name: 'Aguardando confirmação (4)' })).toBeVisible();
      await cart.getByRole('button', { name: 'Voltar' }).click();
      await expect(cart).toBeHidden();
    });

    const guest = await personContext(browser, phone, [expected404]);
    people.push(guest.context);

    await test.step('the guest opens the share link on their phone, joins the table and orders', async () => {
      const friend = guest.page;
      await friend.goto(shareLink);
      await expect(friend).toHaveURL(`${origin}/queue/join?qoid=${queueId}`);
      await expect(friend.getByRole('heading', { level: 1, name: /Juntar-se à fila/ })).toBeVisible();
      await a11y.check(friend);
      await friend.getByLabel('Seu número de celular').pressSequentially(randomPhone());
      await friend.getByLabel('Qual seu nome?').fill(guestName);
      await friend.getByRole('button', { name: 'Acessar cardápio' }).click();
      await expect(friend).toHaveURL(`${origin}/queue/catalog?qoid=${queueId}`);
      await expect(friend.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
      await a11y.check(friend);
      await addFromMenu(friend, menu.tiramisu.name);
      await expect(friend.getByText(`1 item | Total a pagar: ${brl(menu.tiramisu.cents)}`)).toBeVisible();
      const cart = await sendCart(friend, a11y);
      await expect(cart.getByRole('heading', { name: 'Aguardando confirmação (1)' })).toBeVisible();
    });

    const host = await personContext(browser, tablet, []);
    people.push(host.context);
    const hall = host.page;
    const dialog = hall.getByRole('dialog', { name: `Mesa de ${ownerName}` });

    await test.step('the merchant logs in on the tablet and opens the table in the hall', async () => {
      await hall.goto(`${origin}/login/merchant`);
      await expect(hall.getByRole('heading', { level: 1, name: 'Área do estabelecimento' })).toBeVisible();
      await dismissToasts(hall);
      await a11y.check(hall);
      await hall.getByLabel('E-mail de acesso').fill(demo.email);
      await hall.getByLabel('Senha').fill(demo.password);
      await hall.getByRole('button', { name: 'Entrar' }).click();
      await expect(hall).toHaveURL(`${origin}/merchant`);
      await expect(hall.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
      await dismissToasts(hall);
      await a11y.check(hall);
      await hall.goto(`${origin}/merchant/hall`);
      await expect(hall.getByRole('heading', { level: 1, name: 'Salão (1)' })).toBeVisible();
      const tile = hall.getByRole('button', { name: new RegExp(ownerName) });
      await expect(tile).toContainText('5 pedidos pendentes');
      await dismissToasts(hall);
      await a11y.check(hall);
      await tile.click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Aguardando confirmação' })).toBeVisible();
      await a11y.check(hall);
    });

    await test.step('the merchant accepts the bruschettas and the tiramisù and refuses the carpaccio', async () => {
      await dialog.getByRole('checkbox', { name: menu.bruschetta.name }).check();
      await dialog.getByRole('button', { name: 'Aceitar (2)' }).click();
      await expect(toast(hall, '2 itens aceitos')).toBeVisible();
      await dialog.getByRole('button', { name: `Recusar ${menu.carpaccio.name}` }).click();
      await hall
        .getByRole('dialog', { name: 'Recusar item' })
        .getByRole('button', { name: 'Recusar' })
        .click();
      await expect(toast(hall, 'Item recusado com sucesso')).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Recusado' })).toBeVisible();
      await dialog.getByRole('button', { name: `Aceitar ${menu.tiramisu.name}` }).click();
      await expect(toast(hall, 'Item aceito com sucesso')).toBeVisible();
    });

    await test.step('the owner asks to cancel the pudim; the merchant grants it in the hall', async () => {
      // The phone's toasts rise from the bottom edge, above the cart bar: 'Ver pedido' stays reachable.
      await owner.getByRole('button', { name: 'Ver pedido' }).click();
      const cart = owner.getByRole('dialog', { name: 'Seu pedido' });
      await expect(cart.getByRole('heading', { name: 'Recusado (1)' })).toBeVisible({ timeout: 15_000 });
      await expect(cart.getByRole('heading', { name: 'Em preparo (2)' })).toBeVisible();
      await cart.getByRole('button', { name: `Solicitar cancelamento de ${menu.pudim.name}` }).click();
      await expect(toast(owner, 'Solicitação de cancelamento enviada com sucesso.')).toBeVisible();
      await expect(cart.getByRole('heading', { name: 'Remoção solicitada (1)' })).toBeVisible();

      // The open table dialog polls every 5 s.
      const grant = dialog.getByRole('button', { name: `Aprovar cancelamento ${menu.pudim.name}` });
      await expect(grant).toBeVisible({ timeout: 15_000 });
      await dismissToasts(hall);
      await a11y.check(hall);
      await grant.click();
      await expect(toast(hall, 'Item cancelado com sucesso')).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Cancelado' })).toBeVisible();
    });

    await test.step('the merchant delivers the rest at once', async () => {
      await dialog.getByRole('button', { name: /^Selecionar todos: (Aceito|Em preparo)$/ }).click();
      await dialog.getByRole('button', { name: 'Entregar (3)' }).click();
      await expect(toast(hall, '3 itens entregues')).toBeVisible();
      await expect(dialog.getByRole('heading', { name: 'Entregue' })).toBeVisible();
      await expect(dialog.getByRole('heading', { name: /^(Aceito|Em preparo)$/ })).toBeHidden();
    });

    const ownerBill = bill(2 * menu.bruschetta.cents, 12);
    let ownerOrderUrl = '';

    await test.step('the owner asks for the bill with the restaurant’s 12 % and lands on the checkout summary', async () => {
      const cart = owner.getByRole('dialog', { name: 'Seu pedido' });
      await expect(cart.getByRole('heading', { name: 'Entregue (2)' })).toBeVisible({ timeout: 15_000 });
      await expect(cart.getByRole('heading', { name: 'Cancelado (1)' })).toBeVisible();
      await dismissToasts(owner);
      await a11y.check(owner);
      await cart.getByRole('button', { name: 'Pedir a conta' }).click();
      const close = owner.getByRole('dialog', { name: 'Finalizar pedido' });
      await expect(close.getByRole('switch', { name: 'Incluir 12% de serviço (opcional)' })).toBeChecked();
      await expect(close.getByText(brl(ownerBill.subtotalCents))).toBeVisible();
      await expect(close.getByText(brl(ownerBill.feeCents))).toBeVisible();
      await expect(close.getByText(brl(ownerBill.totalCents))).toBeVisible();
      await a11y.check(owner);
      await close.getByRole('button', { name: 'Finalizar' }).click();
      await expect(owner).toHaveURL(/\/queue\/checkout\?order=/);
      ownerOrderUrl = owner.url();
      await expect(owner.getByRole('heading', { level: 1, name: 'Agradecemos sua visita!' })).toBeVisible();
      // Marks this document: a reload would drop it.
      await owner.evaluate(() => Object.assign(window, { notReloaded: true }));
      await expect(owner.getByRole('region', { name: 'Resumo do pedido' })).toContainText(
        'Pagamento solicitado',
      );
      await a11y.check(owner);
    });

    const guestBill = bill(menu.tiramisu.cents, 0);

    await test.step('the guest asks for the bill too, without the service', async () => {
      const friend = guest.page;
      const cart = friend.getByRole('dialog', { name: 'Seu pedido' });
      await expect(cart.getByRole('heading', { name: 'Entregue (1)' })).toBeVisible({ timeout: 15_000 });
      await cart.getByRole('button', { name: 'Pedir a conta' }).click();
      const close = friend.getByRole('dialog', { name: 'Finalizar pedido' });
      await close.getByRole('switch', { name: 'Incluir 12% de serviço (opcional)' }).uncheck();
      await expect(close.getByText('Taxa de serviço (0%)')).toBeVisible();
      // Subtotal and total alike.
      await expect(close.getByText(brl(guestBill.totalCents))).toHaveCount(2);
      await dismissToasts(friend);
      await a11y.check(friend);
      await close.getByRole('button', { name: 'Finalizar' }).click();
      await expect(friend).toHaveURL(/\/queue\/checkout\?order=/);
      await expect(friend.getByRole('heading', { level: 1, name: 'Agradecemos sua visita!' })).toBeVisible();
      await a11y.check(friend);
    });

    const confirmWith = async (button: string, question: string, done: string) => {
      await dialog.getByRole('button', { name: button }).click();
      const confirm = hall.getByRole('dialog', { name: 'Confirmação' });
      await expect(confirm).toContainText(question);
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      await expect(toast(hall, done)).toBeVisible();
      await expect(confirm).toBeHidden();
    };

    await test.step('the merchant closes each person’s order and checks the table out', async () => {
      await dialog.getByRole('switch', { name: 'Agrupar por pessoa' }).check();
      for (const person of [ownerName, guestName]) {
        await dialog.getByRole('button', { name: person, exact: true }).click();
        // Polled every 5 s: the request for the bill shows as the order's buttons.
        await expect(dialog.getByRole('button', { name: 'Fechar pedido' })).toBeVisible({ timeout: 15_000 });
        await dismissToasts(hall);
        await a11y.check(hall);
        await confirmWith('Fechar pedido', 'Deseja fechar o pedido?', 'Pedido fechado com sucesso');
      }
      await dialog.getByRole('button', { name: 'Todos', exact: true }).click();
      await confirmWith('Encerrar mesa', 'Deseja encerrar a mesa?', 'Mesa encerrada');
      await expect(dialog).toBeHidden();
      await expect(hall.getByRole('heading', { level: 1, name: 'Salão (0)' })).toBeVisible();
      await dismissToasts(hall);
      await a11y.check(hall);
    });

    await test.step('the owner’s checkout summary shows the closed order and its totals in R$', async () => {
      // Still the page the owner landed on: it follows the order by itself.
      expect(owner.url()).toBe(ownerOrderUrl);
      expect(await owner.evaluate(() => 'notReloaded' in window)).toBe(true);
      await expect(owner.getByRole('heading', { level: 1, name: 'Agradecemos sua visita!' })).toBeVisible();
      await expect(owner.getByRole('region', { name: 'Resumo do pedido' })).toContainText('Fechado');
      await expect(owner.getByRole('region', { name: 'Resumo do pedido' })).toContainText(ownerName);
      const items = owner.getByRole('region', { name: 'Itens do pedido' });
      await expect(items).toContainText(`${menu.bruschetta.name} x2`);
      const values = owner.getByRole('region', { name: 'Resumo de valores' });
      await expect(values.getByText('Taxa de serviço (12%)')).toBeVisible();
      await expect(values.getByText(amount(ownerBill.subtotalCents))).toBeVisible();
      await expect(values.getByText(amount(ownerBill.feeCents))).toBeVisible();
      await expect(values.getByText(amount(ownerBill.totalCents))).toBeVisible();
      await a11y.check(owner);
    });

    expect(guest.errors, 'console errors on the guest’s phone').toEqual([]);
    expect(host.errors, 'console errors on the merchant’s tablet').toEqual([]);
  } finally {
    for (const context of people) await context.close();
  }
});
