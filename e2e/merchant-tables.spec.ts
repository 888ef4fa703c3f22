import { dismissToasts, expect, test } from './fixtures';
import { logInMerchant, useOwnRestaurantServer } from './own-restaurant';

// The owner's tables (docs/tables.md): from 'Mais' → 'Mesas' (the floor) → 'Cadastrar mesas', the owner
// creates the restaurant's tables in one go ('Mesa 1..4, 4 lugares' and the porch's), sees them grouped by
// area, is told when a label exists, adds one table, changes it and removes it; the QR page then lists the
// defined tables for their codes. A restaurant of its own, on its own server's fresh data folder.
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
  await expect(page).toHaveURL(`${restaurant.origin}/merchant/salao`);
  await page.getByRole('link', { name: 'Cadastrar mesas' }).click();
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

test("the host seats a party at a table that fits it; a seated table is 'Ocupada'", async ({
  page,
  a11y,
  browserErrors,
}) => {
  // The second check-in at the same table is refused on purpose (409 in the console).
  browserErrors.allow(/status of 409/);
  await logInMerchant(page, restaurant.origin, owner.email, owner.password);
  await page.goto(`${restaurant.origin}/merchant/queue`);
  const cards = page.getByRole('region', { name: 'Clientes' }).getByRole('article');
  for (const name of ['Rita', 'Caio']) {
    await dismissToasts(page);
    await page.getByRole('button', { name: '+ Adicionar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar à fila' });
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByRole('button', { name: 'Adicionar à fila' }).click();
    await expect(dialog).toBeHidden();
  }
  const rita = cards.filter({ hasText: 'Rita' });
  const caio = cards.filter({ hasText: 'Caio' });
  // A party of 2: the 4-seat tables fit it, the porch's (from 3 people) do not.
  await expect(rita).toContainText('Cabe em: Mesa 1, Mesa 2, Mesa 3, Mesa 4');

  await dismissToasts(page);
  await rita.getByRole('button', { name: 'Chamar' }).click();
  await rita.getByRole('button', { name: 'Check-in' }).click();
  const checkIn = page.getByRole('dialog', { name: 'Check-in' });
  await checkIn
    .getByRole('group', { name: 'Mesas livres para o grupo' })
    .getByRole('button', { name: 'Mesa 3' })
    .click();
  await expect(checkIn.getByLabel('Mesa (opcional)')).toHaveValue('3');
  await a11y.check();
  await checkIn.getByRole('button', { name: 'Confirmar check-in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Check-in de Rita feito' })).toBeVisible();
  // Table 3 is taken: Caio is offered the others.
  await expect(caio).toContainText('Cabe em: Mesa 1, Mesa 2, Mesa 4');

  // Typing the taken table anyway: the server refuses, and Caio waits on.
  await dismissToasts(page);
  await caio.getByRole('button', { name: 'Chamar' }).click();
  await caio.getByRole('button', { name: 'Check-in' }).click();
  await checkIn.getByLabel('Mesa (opcional)').fill('Mesa 3');
  await checkIn.getByRole('button', { name: 'Confirmar check-in' }).click();
  await expect(checkIn.getByRole('alert')).toHaveText('Mesa ocupada.');
  await checkIn.getByRole('button', { name: 'Cancelar' }).click();
  await expect(caio).toContainText('Chamado');

  await page.goto(`${restaurant.origin}/merchant/mesas`);
  const hall = page.getByRole('list', { name: 'Mesas: Sem área' });
  await expect(hall.getByRole('listitem').filter({ hasText: 'Mesa 3' })).toContainText('Ocupada');
  await expect(hall.getByRole('listitem').filter({ hasText: 'Mesa 2' })).not.toContainText('Ocupada');

  // The per-table QR codes name the defined tables in one tap (docs/tables.md#screens).
  await page.goto(`${restaurant.origin}/merchant/qr`);
  const codes = page.getByRole('region', { name: 'QR Code por mesa' });
  await codes.getByRole('button', { name: 'Usar as mesas cadastradas (6)' }).click();
  await expect(codes.getByRole('heading', { level: 3 })).toHaveText([
    'Mesa 1',
    'Mesa 2',
    'Mesa 3',
    'Mesa 4',
    'Mesa V1',
    'Mesa V2',
  ]);
  const porch = codes.getByRole('article', { name: 'Mesa V1' });
  await expect(porch.getByText(/&table=V1$/)).toBeVisible();
  await a11y.check();
});
