import type { Page } from '@playwright/test';
import { json } from './api-calls';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { demoLogin, joinDemoQueueAsNewConsumer, loginDemoThroughApi } from './demo-merchant';
import { dismissToasts, expect, test } from './fixtures';

// Options, notes and sold-out items (docs/screens.md#menu-editor, #the-tables-menu): the merchant gives an
// item option groups in the menu editor and marks another 'Esgotado' with one tap; a seated diner orders the
// first with options, a note and a quantity, sees the running price and the units in the cart; the sold-out
// one cannot be added, and turns addable and back live as the restaurant changes it. A server of its own.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsumerServer('ordering-options', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('the merchant edits options and marks an item sold out; a diner orders with options and a note', async ({
  page,
  a11y,
  browserErrors,
}) => {
  // GET /order/info answers 404 before the consumer's first order (the page then opens one).
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  const merchant = await loginDemoThroughApi(page.request, origin);
  const headers = { authorization: merchant.authorization };
  const run = Date.now().toString(36);
  const steakName = `Picanha ${run}`;
  const juiceName = `Suco ${run}`;
  const catalog = await json<{ id: string }>(
    page.request.get(`${origin}/api/catalog?merchantId=${merchant.merchantId}`),
  );
  const menu = await json<{ id: string; name: string }[]>(
    page.request.get(`${origin}/api/catalog/full?merchantId=${merchant.merchantId}`),
  );
  const category = menu[0];
  if (!category) throw new Error('the demo menu has no category');
  const juice = await json<{ id: string }>(
    page.request.post(`${origin}/api/item`, {
      headers,
      data: { categoryId: category.id, name: juiceName, price: 12 },
    }),
  );
  await page.context().addCookies(
    [
      ['access_token', merchant.accessToken],
      ['merchant_id', merchant.merchantId],
      ['email', encodeURIComponent(demoLogin.email)],
    ].map(([name = '', value = '']) => ({ name, value, url: origin, sameSite: 'Lax' as const })),
  );

  await test.step('the merchant adds an item with two option groups in the editor', async () => {
    await page.goto(`${origin}/merchant/catalogs/${catalog.id}`);
    await page.getByRole('button', { name: `+ Item em ${category.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo item' });
    await dialog.getByLabel('Nome', { exact: true }).fill(steakName);
    await dialog.getByLabel('Preço', { exact: true }).fill('8990');
    const save = dialog.getByRole('button', { name: 'Salvar' });

    await dialog.getByRole('button', { name: '+ Grupo de opções' }).click();
    await expect(dialog.getByText('Informe o nome do grupo 1')).toBeVisible();
    await expect(save).toBeDisabled();
    const first = dialog.getByRole('group', { name: 'Grupo 1' });
    await first.getByLabel('Nome do grupo').fill('Ponto da carne');
    const doneness = dialog.getByRole('group', { name: 'Grupo Ponto da carne' });
    await doneness.getByLabel('Mínimo').fill('1');
    await doneness.getByLabel('Opção', { exact: true }).fill('Mal passada');
    await doneness.getByRole('button', { name: '+ Opção em Ponto da carne' }).click();
    await doneness.getByLabel('Opção', { exact: true }).nth(1).fill('Ao ponto');

    await dialog.getByRole('button', { name: '+ Grupo de opções' }).click();
    const second = dialog.getByRole('group', { name: 'Grupo 2' });
    await second.getByLabel('Nome do grupo').fill('Adicionais');
    const extras = dialog.getByRole('group', { name: 'Grupo Adicionais' });
    await extras.getByLabel('Máximo').fill('3');
    await extras.getByLabel('Opção', { exact: true }).fill('Bacon');
    await expect(
      dialog.getByText("O máximo de 'Adicionais' não pode passar do número de opções (1)"),
    ).toBeVisible();
    await extras.getByLabel('Máximo').fill('1');
    await extras.getByLabel('Preço da opção').fill('400');
    await expect(save).toBeEnabled();
    await a11y.check();
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: steakName })).toContainText(
      'Opções: Ponto da carne, Adicionais',
    );
  });

  await test.step('the merchant puts "Ao ponto" first, confirming the change', async () => {
    await page.getByRole('button', { name: `Editar item ${steakName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar item' });
    await dialog.getByRole('button', { name: 'Mover opção Ao ponto para cima' }).click();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar alterações' });
    await expect(confirm).toContainText('Ponto da carne (1 a 1): Ao ponto, Mal passada');
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(confirm).toBeHidden();
  });

  await test.step("the merchant marks the juice 'Esgotado' with one tap", async () => {
    const soldOut = page.getByRole('switch', { name: `Esgotado ${juiceName}` });
    await expect(soldOut).not.toBeChecked();
    await soldOut.click();
    await expect(soldOut).toBeChecked();
    await expect(page.getByRole('article', { name: juiceName })).toContainText('Esgotado');
  });

  let queueId = '';
  await test.step('a diner joins and is seated', async () => {
    // A table for one: the owner is not offered the group link (a dialog of its own).
    await joinDemoQueueAsNewConsumer(page, {
      origin,
      merchantId: merchant.merchantId,
      name: `Ana ${run}`,
      slotLabel: '1 pessoa',
    });
    const consumerId = (await page.context().cookies(origin)).find((c) => c.name === 'user')?.value;
    queueId = (await json<{ id: string }>(page.request.get(`${origin}/api/queue?consumerId=${consumerId}`)))
      .id;
    for (const action of ['accept', 'call', 'checkin']) {
      await json(page.request.post(`${origin}/api/queue/${action}?queueId=${queueId}`, { headers }));
    }
    await page.goto(`${origin}/queue/catalog?qoid=${queueId}`);
    await expect(page.getByText('Carrinho vazio')).toBeVisible();
  });

  await test.step('the diner orders two steaks with options and a note, seeing the running price', async () => {
    await page.getByRole('searchbox', { name: 'Buscar item' }).fill(run);
    await page.getByRole('button', { name: new RegExp(steakName) }).click();
    const drawer = page.getByRole('dialog', { name: steakName });
    const doneness = drawer.getByRole('group', { name: /Ponto da carne/ });
    await expect(doneness).toContainText('Obrigatório');
    await expect(doneness.getByRole('radio')).toHaveCount(2);
    const extras = drawer.getByRole('group', { name: /Adicionais/ });
    await expect(extras).toContainText('Escolha até 1 opção');
    const add = drawer.getByRole('button', { name: 'Adicionar ao pedido' });
    await add.click();
    await expect(drawer.getByRole('alert')).toHaveText('Escolha 1 opção em “Ponto da carne”.');
    await doneness.getByRole('radio', { name: 'Ao ponto' }).check();
    await extras.getByRole('radio', { name: /Bacon/ }).check();
    await expect(drawer.getByText('R$ 93,90')).toBeVisible();
    await drawer.getByRole('button', { name: 'Aumentar quantidade' }).click();
    await expect(drawer.getByText('R$ 187,80')).toBeVisible();
    await drawer.getByLabel('Observação').fill('sem cebola');
    await a11y.check();
    await add.click();
    await expect(drawer).toBeHidden();
    await expect(toast(page, `Adicionado: 2× ${steakName} (Ao ponto, Bacon)`)).toBeVisible();
    await expect(page.getByText(/2 itens \| Total a pagar: R\$\s187,80/)).toBeVisible();
  });

  await test.step('the cart shows the units with their options, note and price', async () => {
    await dismissToasts(page);
    await page.getByRole('button', { name: 'Ver pedido' }).click();
    const cart = page.getByRole('dialog', { name: 'Seu pedido' });
    const line = cart.getByRole('listitem').filter({ hasText: steakName });
    await expect(line).toContainText('Ao ponto, Bacon');
    await expect(line).toContainText('Observação: sem cebola');
    await expect(line).toContainText('R$ 187,80');
    await expect(
      cart.getByRole('group', { name: `Quantidade de ${steakName} (Ao ponto, Bacon)` }),
    ).toContainText('2');
    await cart.getByRole('button', { name: 'Voltar' }).click();
    await expect(cart).toBeHidden();
  });

  await test.step("the sold-out juice shows 'Esgotado', cannot be added, and follows the restaurant live", async () => {
    const card = page.getByRole('button', { name: new RegExp(juiceName) });
    await expect(card).toContainText('Esgotado');
    await card.click();
    const drawer = page.getByRole('dialog', { name: juiceName });
    await expect(drawer.getByText('Esgotado: este item não pode ser pedido agora.')).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Adicionar ao pedido' })).toHaveCount(0);
    // Back on the menu: the open drawer offers it at once (the live 'menu' event), then takes it back.
    await json(page.request.patch(`${origin}/api/item/soldout?id=${juice.id}&soldOut=false`, { headers }));
    await expect(drawer.getByRole('button', { name: 'Adicionar ao pedido' })).toBeVisible();
    await json(page.request.patch(`${origin}/api/item/soldout?id=${juice.id}&soldOut=true`, { headers }));
    await expect(drawer.getByRole('button', { name: 'Adicionar ao pedido' })).toHaveCount(0);
    await expect(drawer.getByText('Esgotado: este item não pode ser pedido agora.')).toBeVisible();
  });
});
