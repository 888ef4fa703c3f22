import { json } from './api-calls';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { joinDemoQueueAsNewConsumer, loginAsDemoMerchant, loginDemoThroughApi } from './demo-merchant';
import { expect, test } from './fixtures';

// The restaurant's menu in the diner's language (rules.md §16, docs/languages.md#the-menu): the owner writes
// a category's and a dish's Spanish names in the menu editor ('Outros idiomas', 'Copiar do português' as the
// start) on a tablet; a diner reading Spanish sees them on the public menu, an English reader sees the
// Portuguese where no English was given. A server of its own, with the demo restaurant.
test.describe.configure({ timeout: 120_000 });

let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startConsumerServer('languages-menu', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

test('the owner writes the menu in Spanish, and a Spanish reader sees it', async ({
  browser,
  page,
  a11y,
}) => {
  const tablet = await browser.newContext({ viewport: { width: 1024, height: 768 }, locale: 'pt-BR' });
  let merchantId = '';
  try {
    const owner = await tablet.newPage();
    merchantId = (await loginAsDemoMerchant(tablet, origin)).merchantId;

    await test.step("the owner opens 'Outros idiomas' of 'Entradas' and starts from the Portuguese", async () => {
      await owner.goto(`${origin}/merchant/catalogs`);
      await owner
        .getByRole('link', { name: /^Categorias e itens de / })
        .first()
        .click();
      await owner.getByRole('button', { name: 'Editar categoria Entradas' }).click();
      const dialog = owner.getByRole('dialog', { name: 'Editar categoria' });
      await dialog.getByRole('button', { name: /Outros idiomas/ }).click();
      await dialog.getByRole('button', { name: 'Copiar do português para o espanhol' }).click();
      await expect(dialog.getByLabel('Nome em espanhol')).toHaveValue('Entradas');
      await dialog.getByLabel('Descrição em espanhol').fill('Para empezar y compartir con la mesa.');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      const confirm = owner.getByRole('dialog', { name: 'Confirmar alterações' });
      await expect(confirm.getByText(/Outros idiomas/)).toBeVisible();
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      await expect(confirm).toBeHidden();
    });

    await test.step("the dish's Spanish name", async () => {
      await owner.getByRole('button', { name: 'Editar item Bolinho de bacalhau' }).click();
      const dialog = owner.getByRole('dialog', { name: 'Editar item' });
      await dialog.getByRole('button', { name: /^▸ Outros idiomas$/ }).click();
      await dialog.getByLabel('Nome em espanhol').fill('Buñuelos de bacalao');
      await dialog.getByRole('button', { name: 'Salvar' }).click();
      const confirm = owner.getByRole('dialog', { name: 'Confirmar alterações' });
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      await expect(confirm).toBeHidden();
    });
  } finally {
    await tablet.close();
  }

  await test.step('a diner reading Spanish sees the Spanish names and description', async () => {
    await page.goto(`${origin}/catalog?merchant=${merchantId}&lang=es`);
    await expect(page.getByRole('heading', { name: 'Entradas' })).toBeVisible();
    await expect(page.getByText('Para empezar y compartir con la mesa.')).toBeVisible();
    await expect(page.getByText('Buñuelos de bacalao')).toBeVisible();
    await expect(page.getByText('Bolinho de bacalhau')).toHaveCount(0);
    // The page's own words are Spanish too: the search, the categories, the way into the queue.
    await expect(page.getByRole('searchbox', { name: 'Buscar en el menú' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Categorías' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Unirse a la fila' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar en el menú' }).fill('zzzz');
    await expect(page.getByText('No encontramos nada con ese nombre')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar en el menú' }).fill('');
    await page.getByText('Buñuelos de bacalao').click();
    const drawer = page.getByRole('dialog', { name: 'Buñuelos de bacalao' });
    await expect(drawer.getByText(/^R\$\s?34\.90$/)).toBeVisible();
    await a11y.check();
    await drawer.getByRole('button', { name: 'Cerrar' }).click();
  });

  await test.step('in English, with no English given, the Portuguese shows', async () => {
    await page.goto(`${origin}/catalog?merchant=${merchantId}&lang=en`);
    await expect(page.getByText('Bolinho de bacalhau')).toBeVisible();
    await expect(page.getByText('Para começar e dividir com a mesa.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join the waitlist' })).toBeVisible();
  });
});

test('a seated diner orders at the table in English', async ({ page, a11y, browserErrors }) => {
  // GET /order/info answers 404 before the consumer's first order (the page then opens one).
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  const merchant = await loginDemoThroughApi(page.request, origin);
  await joinDemoQueueAsNewConsumer(page, {
    origin,
    merchantId: merchant.merchantId,
    name: `Emma ${Date.now().toString(36)}`,
    slotLabel: '1 pessoa',
  });
  const consumerId = (await page.context().cookies(origin)).find((c) => c.name === 'user')?.value;
  const { id: queueId } = await json<{ id: string }>(
    page.request.get(`${origin}/api/queue?consumerId=${consumerId}`),
  );
  for (const action of ['accept', 'call', 'checkin']) {
    await json(
      page.request.post(`${origin}/api/queue/${action}?queueId=${queueId}`, {
        headers: { authorization: merchant.authorization },
      }),
    );
  }

  await test.step('the table menu speaks English: the cart, the search, the status', async () => {
    await page.goto(`${origin}/queue/catalog?qoid=${queueId}&lang=en`);
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await expect(page.getByText('Choose something from the menu to place your order.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'View order' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await a11y.check();
  });

  await test.step('the diner adds a dish and sends the order, in English', async () => {
    await page.getByRole('searchbox', { name: 'Search the menu' }).fill('Carpaccio');
    await page.getByRole('button', { name: /Carpaccio/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Carpaccio' });
    await drawer.getByRole('button', { name: 'Add to order' }).click();
    await expect(page.getByText('Added: 1× Carpaccio')).toBeVisible();
    await expect(page.getByText(/^1 item \| Total to pay: R\$\s?39\.90$/)).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your order' });
    await expect(confirm).toContainText('Send these items to the restaurant?');
    await a11y.check();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Order sent!')).toBeVisible();
  });
});
