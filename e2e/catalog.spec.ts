import { activateCatalogByName, loginAsDemoMerchant, withDemoCatalogLock } from './demo-merchant';
import { expect, test } from './fixtures';

// The merchant's side: managed on a tablet or a computer.

const demoCatalogName = 'Cardápio da Cantina';

test('a merchant builds a catalog, edits and deletes items, and publishes it', async ({
  page,
  context,
  baseURL,
  a11y,
  browserErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  browserErrors.allow(/Failed to load resource: the server responded with a status of 406/);
  const login = await loginAsDemoMerchant(context, baseURL ?? '');
  const suffix = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const draftName = `Rascunho ${suffix}`;
  const catalogName = `Jantar ${suffix}`;

  // The list, and the 'Novo catálogo' dialog.
  await page.goto('/merchant/catalogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Cardápio' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome do catálogo' }).first()).toHaveValue(demoCatalogName);
  await a11y.check();
  await page.getByRole('button', { name: 'Novo catálogo' }).click();
  const newDialog = page.getByRole('dialog', { name: 'Novo catálogo' });
  await expect(newDialog.getByRole('button', { name: 'Criar' })).toBeDisabled();
  await newDialog.getByLabel('Nome').fill(draftName);
  await newDialog.getByRole('switch', { name: 'Ativo' }).check();
  await expect(newDialog.getByText('somente um cardápio pode estar ativo.')).toBeVisible();
  await expect(newDialog.getByText('somente um cardápio pode estar ativo.')).toHaveClass(/text-danger/);
  await a11y.check();
  await newDialog.getByRole('switch', { name: 'Ativo' }).uncheck();
  await expect(newDialog.getByText('somente um cardápio pode estar ativo.')).toBeHidden();
  await newDialog.getByRole('button', { name: 'Criar' }).click();
  await expect(newDialog).toBeHidden();

  // The pencil edits the name in place; ending the edit saves it.
  const nameField = page.getByRole('textbox', { name: 'Nome do catálogo' }).last();
  await expect(nameField).toHaveValue(draftName);
  await page.getByRole('button', { name: `Editar nome do catálogo ${draftName}` }).click();
  await expect(nameField).toBeFocused();
  await nameField.fill(catalogName);
  await page.getByRole('button', { name: `Editar nome do catálogo ${draftName}` }).click();
  await expect(page.getByRole('button', { name: `Editar nome do catálogo ${catalogName}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Nome do catálogo' }).last()).toHaveValue(catalogName);
  await expect(page.getByRole('switch', { name: `Ativo — ${catalogName}` })).not.toBeChecked();

  // The editor: categories in an open accordion, reordered with the arrows.
  await page.getByRole('link', { name: `Categorias e itens de ${catalogName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: catalogName })).toBeVisible();
  await a11y.check();
  for (const [name, description] of [
    ['Massas', 'Feitas na casa.'],
    ['Bebidas', ''],
  ]) {
    await page.getByRole('button', { name: 'Adicionar categoria' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova categoria' });
    await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await dialog.getByLabel('Nome', { exact: true }).fill(name ?? '');
    await dialog.getByLabel('Descrição', { exact: true }).fill(description ?? '');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
  }
  const headers = page.locator('.accordion-header');
  await expect(headers).toHaveText([/Massas/, /Bebidas/]);
  await page.getByRole('button', { name: 'Mover categoria Bebidas para cima' }).click();
  await expect(headers).toHaveText([/Bebidas/, /Massas/]);
  await page.getByRole('button', { name: 'Mover categoria Bebidas para baixo' }).click();
  await expect(headers).toHaveText([/Massas/, /Bebidas/]);

  // A new item: the price is typed as digits read as centavos, with a live preview.
  await page.getByRole('button', { name: '+ Item em Massas' }).click();
  const itemDialog = page.getByRole('dialog', { name: 'Novo item' });
  await expect(itemDialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await expect(itemDialog.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await itemDialog.getByLabel('Nome', { exact: true }).fill('Lasanha da casa');
  await itemDialog.getByLabel('Preço').fill('3290');
  await expect(itemDialog.getByLabel('Preço')).toHaveValue('32,90');
  const preview = itemDialog.getByRole('region', { name: 'Pré-visualização' });
  await expect(preview).toContainText('Lasanha da casa');
  await expect(preview).toContainText('R$ 32,90');
  await itemDialog
    .getByLabel('Descrição', { exact: true })
    .fill('Camadas de massa fresca e molho à bolonhesa.');
  await itemDialog.getByLabel('URL da imagem').fill('ftp://fotos/lasanha.jpg');
  await expect(itemDialog.getByText('A URL da imagem deve começar com http:// ou https://')).toBeVisible();
  await expect(itemDialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await itemDialog.getByLabel('URL da imagem').fill('/images/demo/lasanha.svg');
  // A dish of 'Massas' starts as prepared (a drink of 'Bebidas' would not).
  await expect(itemDialog.getByRole('switch', { name: 'Item precisa ser preparado' })).toBeChecked();
  await expect(itemDialog.getByRole('switch', { name: 'Disponível no cardápio' })).toBeChecked();
  await a11y.check();
  await itemDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(itemDialog).toBeHidden();
  const massas = page.locator('.accordion-item', { has: page.getByRole('button', { name: /^Massas/ }) });
  const lasanha = massas.getByRole('article', { name: 'Lasanha da casa' });
  await expect(lasanha).toContainText('R$ 32,90');
  await expect(lasanha.getByText('Ativo', { exact: true })).toHaveClass(/bg-success/);

  await page.getByRole('button', { name: '+ Item em Massas' }).click();
  await page.getByRole('dialog', { name: 'Novo item' }).getByLabel('Nome', { exact: true }).fill('Nhoque');
  await page.getByRole('dialog', { name: 'Novo item' }).getByLabel('Preço').fill('2990');
  await page
    .getByRole('dialog', { name: 'Novo item' })
    .getByRole('switch', { name: 'Disponível no cardápio' })
    .uncheck();
  await page.getByRole('dialog', { name: 'Novo item' }).getByRole('button', { name: 'Salvar' }).click();
  const nhoque = massas.getByRole('article', { name: 'Nhoque' });
  await expect(nhoque.getByText('Desativado', { exact: true })).toHaveClass(/bg-danger/);
  await expect(massas.getByRole('article')).toHaveText([/Lasanha da casa/, /Nhoque/]);
  await page.getByRole('button', { name: 'Mover item Nhoque para cima' }).click();
  await expect(massas.getByRole('article')).toHaveText([/Nhoque/, /Lasanha da casa/]);

  // Editing an existing item lists the changed fields before saving.
  await page.getByRole('button', { name: 'Editar item Lasanha da casa' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Editar item' });
  await expect(editDialog.getByLabel('Preço')).toHaveValue('32,90');
  await editDialog.getByLabel('Nome', { exact: true }).fill('Lasanha especial');
  await editDialog.getByLabel('Preço').fill('3590');
  await editDialog.getByRole('button', { name: 'Salvar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar alterações' });
  await expect(confirm.getByText('Deseja atualizar os seguintes campos?')).toBeVisible();
  await expect(confirm.getByRole('listitem')).toHaveText([
    /Nome:\s*Lasanha da casa\s*→\s*para\s*Lasanha especial/,
    /Preço:\s*R\$ 32,90\s*→\s*para\s*R\$ 35,90/,
  ]);
  await a11y.check();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirm).toBeHidden();
  await expect(massas.getByRole('article', { name: 'Lasanha especial' })).toContainText('R$ 35,90');

  // Deleting asks first.
  await page.getByRole('button', { name: 'Editar item Nhoque' }).click();
  await page.getByRole('dialog', { name: 'Editar item' }).getByRole('button', { name: 'Excluir' }).click();
  const deletion = page.getByRole('dialog', { name: 'Confirmar exclusão' });
  await expect(deletion.getByText('Deseja excluir este item?')).toBeVisible();
  await deletion.getByRole('button', { name: 'Excluir' }).click();
  await expect(deletion).toBeHidden();
  await expect(massas.getByRole('article')).toHaveText([/Lasanha especial/]);

  // Activating it publishes it: the public menu shows it instead of the demo menu.
  await withDemoCatalogLock(async () => {
    try {
      await page.getByRole('main').getByRole('link', { name: 'Cardápio', exact: true }).click();
      await page.getByRole('switch', { name: `Ativo — ${catalogName}` }).check();
      await expect(page.getByRole('switch', { name: `Ativo — ${catalogName}` })).toBeChecked();
      await expect(page.getByRole('switch', { name: `Ativo — ${demoCatalogName}` })).not.toBeChecked();

      await page.goto(`/catalog?merchant=${login.merchantId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Cantina da Praça' })).toBeVisible();
      // Bebidas has no items: hidden. Massas shows only what is active.
      await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
      const region = page.getByRole('region', { name: 'Massas' });
      await expect(region.getByRole('button')).toHaveText([/Lasanha especial.*R\$ 35,90/]);
      await expect(page.getByText('Bruschetta de tomate')).toHaveCount(0);
      await a11y.check();
    } finally {
      await activateCatalogByName(context.request, login, demoCatalogName);
    }
  });

  // Another merchant's (or an unknown) catalog sends the merchant home with the error toast.
  await page.goto('/merchant/catalogs/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/merchant$/);
  await expect(page.getByText('Erro ao buscar catálogos')).toBeVisible();

  // The demo menu is back (under the lock: another journey may be publishing its own catalog now).
  await withDemoCatalogLock(async () => {
    await page.goto('/merchant/catalogs');
    await expect(page.getByRole('switch', { name: `Ativo — ${demoCatalogName}` })).toBeChecked();
    await expect(page.getByRole('switch', { name: `Ativo — ${catalogName}` })).not.toBeChecked();
  });
});

test('an expired or missing session goes to the merchant login', async ({
  page,
  context,
  baseURL,
  browserErrors,
}) => {
  browserErrors.allow(/Failed to load resource: the server responded with a status of 401/);
  await page.goto('/merchant/catalogs');
  await expect(page).toHaveURL(/\/login\/merchant$/);
  // A token the client thinks valid but the server refuses (e.g. signed with an old secret).
  const claims = Buffer.from(JSON.stringify({ merchant: 'x', sub: 'y', exp: 4102444800 })).toString(
    'base64url',
  );
  await context.addCookies([
    { name: 'access_token', value: `eyJhbGciOiJIUzI1NiJ9.${claims}.assinatura`, url: baseURL ?? '' },
    { name: 'merchant_id', value: '00000000-0000-4000-8000-000000000000', url: baseURL ?? '' },
  ]);
  await page.goto('/merchant/catalogs');
  await expect(page).toHaveURL(/\/login\/merchant$/);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('access_token');
});
