import type { Page, Route } from '@playwright/test';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { demoName, loginAsDemoMerchant } from './demo-merchant';
import { dismissToasts, expect, test } from './fixtures';

// The failure toasts of the merchant's screens (the specification's section 8: "Merchant home and
// reports", "Merchant queue and hall", "Public and catalog management"), each from a call made to fail on
// its way (page.route) while the rest runs against a real server. The queue's and the hall's buttons are
// covered screen by screen (queue-entry-card.test.tsx, hall-failures.test.tsx) and in hall-service.spec.ts.
// A server of its own: the journey closes the demo store.
// Two minutes on an idle machine, so the limit leaves room for a loaded one.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsumerServer('merchant-failures', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** While `method url` fails with a 500, `act` must end in the toast `message`. */
async function expectFailureToast(
  page: Page,
  method: string,
  url: string,
  act: () => Promise<unknown>,
  message: string,
) {
  const handler = (route: Route) =>
    route.request().method() === method
      ? route.fulfill({
          status: 500,
          json: { code: 'INTERNAL', message: 'Erro interno. Tente novamente em instantes.' },
        })
      : route.fallback();
  await page.route(url, handler);
  await act();
  // A query's retries wait 1 s and 2 s before the toast: more than the default on a loaded machine.
  await expect(toast(page, message)).toBeVisible({ timeout: 20_000 });
  await page.unroute(url, handler);
  await dismissToasts(page);
}

test('every failed call of the home, the queue and the menu editor says which one failed', async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(/status of 500/);
  await loginAsDemoMerchant(page.context(), origin);
  const home = page.getByRole('main');

  await test.step("the home: the restaurant's data, the report, and the queue's purge", async () => {
    await expectFailureToast(
      page,
      'GET',
      '**/api/merchant/full?*',
      () => page.goto(`${origin}/merchant`),
      'Erro ao buscar dados do estabelecimento',
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: demoName })).toBeVisible();

    await home.getByRole('button', { name: 'Relatório' }).click();
    const report = page.getByRole('dialog', { name: 'Relatório' });
    await expectFailureToast(
      page,
      'GET',
      '**/api/queue/report?*',
      () => report.getByRole('button', { name: 'Buscar' }).click(),
      'Erro ao buscar dados do estabelecimento',
    );
    await report.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(report).toHaveCount(0);

    await home.getByRole('button', { name: 'Fechar loja' }).click();
    const closing = page.getByRole('dialog', { name: 'Fechar loja' });
    await closing.getByLabel('Remover todos os consumidores da fila').check();
    await expectFailureToast(
      page,
      'PATCH',
      '**/api/queue/purge?*',
      () => closing.getByRole('button', { name: 'Fechar loja' }).click(),
      'Erro ao desfazer a fila',
    );
    await expect(home.getByText('Fechada', { exact: true })).toBeVisible();
    await home.getByRole('button', { name: 'Abrir loja' }).click();
    await expect(home.getByText('Aberta', { exact: true })).toBeVisible();
  });

  await test.step("the queue's list", async () => {
    await expectFailureToast(
      page,
      'GET',
      '**/api/queue/current?*',
      () => home.getByRole('link', { name: 'Acessar fila' }).click(),
      'Erro ao buscar clientes',
    );
  });

  await test.step("the menu editor: a catalog's name, a category, an item changed and an item created", async () => {
    await page.goto(`${origin}/merchant/catalogs`);
    const nameField = page.getByRole('textbox', { name: 'Nome do catálogo' }).first();
    const catalogName = await nameField.inputValue();
    await page.getByRole('button', { name: `Editar nome do catálogo ${catalogName}` }).click();
    await nameField.fill(`${catalogName} 2`);
    await expectFailureToast(
      page,
      'PATCH',
      '**/api/catalog?*',
      // Ending the edit (the same pencil, still named by the saved name) saves it.
      () => page.getByRole('button', { name: `Editar nome do catálogo ${catalogName}` }).click(),
      'Erro ao salvar',
    );

    await page.goto(`${origin}/merchant/catalogs`);
    await page
      .getByRole('link', { name: /^Categorias e itens de / })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Adicionar categoria' })).toBeVisible();

    await page.getByRole('button', { name: 'Editar categoria Bebidas' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Editar categoria' });
    await categoryDialog.getByLabel('Descrição', { exact: true }).fill('Geladas, sempre.');
    await expectFailureToast(
      page,
      'PATCH',
      '**/api/category{,?*}',
      async () => {
        await categoryDialog.getByRole('button', { name: 'Salvar' }).click();
        await page
          .getByRole('dialog', { name: 'Confirmar alterações' })
          .getByRole('button', { name: 'Confirmar' })
          .click();
      },
      'Erro ao atualizar categoria',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Editar item Água mineral' }).click();
    const itemDialog = page.getByRole('dialog', { name: 'Editar item' });
    await itemDialog.getByLabel('Descrição', { exact: true }).fill('Garrafa de 500 ml, bem gelada.');
    await expectFailureToast(
      page,
      'PATCH',
      '**/api/item{,?*}',
      async () => {
        await itemDialog.getByRole('button', { name: 'Salvar' }).click();
        await page
          .getByRole('dialog', { name: 'Confirmar alterações' })
          .getByRole('button', { name: 'Confirmar' })
          .click();
      },
      'Erro ao atualizar o item',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: '+ Item em Bebidas' }).click();
    const newItem = page.getByRole('dialog', { name: 'Novo item' });
    await newItem.getByLabel('Nome', { exact: true }).fill('Chá gelado');
    await newItem.getByLabel('Preço').fill('900');
    await expectFailureToast(
      page,
      'POST',
      '**/api/item{,?*}',
      () => newItem.getByRole('button', { name: 'Salvar' }).click(),
      'Erro ao salvar o item',
    );
  });
});
