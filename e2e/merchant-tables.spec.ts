import { dismissToasts, expect, test } from './fixtures';
import { logInMerchant, useOwnRestaurantServer } from './own-restaurant';

// The owner's tables (docs/tables.md): from 'Mais' → 'Mesas', the owner creates the restaurant's tables in
// one go ('Mesa 1..4, 4 lugares' and the porch's), sees them grouped by area, is told when a label exists,
// adds one table, changes it and removes it. A restaurant of its own, on its own server's fresh data folder.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const owner = { name: 'Cantina das Mesas', email: 'dono@cantina-mesas.test', password: 'senha-do-dono-1' };
const restaurant = useOwnRestaurantServer('merchant-tables', owner);

test('the owner creates the tables in one go, adds one, changes it and removes it', async ({
  page,
  a11y,
  browserErrors,
}) => {
  // The 409 below is asked on purpose (it shows in the console).
  browserErrors.allow(/status of 409/);
  await logInMerchant(page, restaurant.origin, owner.email, owner.password);
  await dismissToasts(page);
  const bar = page.getByRole('navigation', { name: 'Estabelecimento' });
  await bar.getByRole('button', { name: 'Mais' }).click();
  await bar.getByRole('link', { name: 'Mesas' }).click();
  await expect(page).toHaveURL(`${restaurant.origin}/merchant/mesas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Mesas' })).toBeVisible();
  await expect(page.getByText('Nenhuma mesa ainda. Crie as mesas acima.')).toBeVisible();

  // Many at once, one line per group.
  const lines = page.getByLabel('Uma linha por grupo de mesas');
  await lines.fill('Mesa 1..4, 4 lugares\nMesa V1..V2, 6 lugares, mínimo 3, Varanda');
  await page.getByRole('button', { name: 'Criar mesas' }).click();
  await expect(page.getByText('6 mesas criadas.')).toBeVisible();
  const hall = page.getByRole('list', { name: 'Mesas: Sem área' });
  await expect(hall.getByRole('listitem')).toHaveText([/Mesa 1/, /Mesa 2/, /Mesa 3/, /Mesa 4/]);
  const porch = page.getByRole('list', { name: 'Mesas: Varanda' });
  await expect(porch.getByRole('listitem')).toHaveText([
    /Mesa V1.*6 lugares · a partir de 3 pessoas/,
    /Mesa V2/,
  ]);
  await expect(lines).toHaveValue('');
  await a11y.check();

  // A label that exists: nothing is created, and the screen says why.
  await lines.fill('Mesa 4..5, 2 lugares');
  await page.getByRole('button', { name: 'Criar mesas' }).click();
  await expect(page.getByText('Já existe a mesa 4.')).toBeVisible();
  await expect(hall.getByRole('listitem')).toHaveCount(4);

  // One table, then a change and the removal.
  await dismissToasts(page);
  await page.getByLabel('Mesa', { exact: true }).fill('Mesa 10');
  await page.getByLabel('Lugares', { exact: true }).fill('2');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(hall.getByRole('listitem')).toHaveCount(5);
  await expect(hall.getByRole('listitem').last()).toContainText('Mesa 10');
  await page.getByRole('button', { name: 'Alterar Mesa 10' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Lugares').fill('8');
  await dialog.getByLabel('Área (opcional)').fill('Varanda');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  // Labels in natural order: '10' before 'V1'.
  await expect(porch.getByRole('listitem')).toHaveText([/Mesa 10.*8 lugares/, /Mesa V1/, /Mesa V2/]);
  await page.getByRole('button', { name: 'Remover Mesa 10' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remover' }).click();
  await expect(porch.getByRole('listitem')).toHaveCount(2);
  await a11y.check();
});
