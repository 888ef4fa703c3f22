import type { Browser, Page } from '@playwright/test';
import { dismissToasts, expect, test } from './fixtures';
import { logInMerchant, useOwnRestaurantServer } from './own-restaurant';

// Staff accounts (docs/access.md#staff-roles): the owner invites a waiter from 'Equipe', the link is shown,
// the waiter sets a password on the link's page, logs in, sees the hall but not the opening hours (the
// screen hides them and the API answers 403), and once the owner removes them their next request is
// refused. A restaurant of its own, made by the admin command on its own server's fresh data folder.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const owner = { name: 'Bistrô da Equipe', email: 'dono@bistro-equipe.test', password: 'senha-do-dono-1' };
const restaurant = useOwnRestaurantServer('merchant-staff', owner);

function logIn(page: Page, email: string, password: string): Promise<void> {
  return logInMerchant(page, restaurant.origin, email, password);
}

async function tokenOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(restaurant.origin)).find((c) => c.name === 'access_token');
  if (!cookie) throw new Error('no merchant session in the browser');
  return cookie.value;
}

async function openOwnerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await logIn(page, owner.email, owner.password);
  return page;
}

test('the owner invites a waiter, who sets a password, sees the hall but not the hours, until removed', async ({
  page,
  browser,
  browserErrors,
  a11y,
}) => {
  // The API's refusals below are asked on purpose (the 401 after the removal shows in the console).
  browserErrors.allow(/status of 401/);
  const ownerPage = await openOwnerPage(browser);

  // The owner's home links to 'Equipe'; the invite answers a link to send.
  await ownerPage.getByRole('main').getByRole('link', { name: 'Equipe', exact: true }).click();
  await expect(ownerPage).toHaveURL(`${restaurant.origin}/merchant/equipe`);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Equipe' })).toBeVisible();
  await ownerPage.getByLabel('Nome').fill('Gabi Garçom');
  await ownerPage.getByLabel('E-mail').fill('gabi@bistro-equipe.test');
  await ownerPage.getByLabel('Função', { exact: true }).selectOption({ label: 'Garçom' });
  await ownerPage.getByRole('button', { name: 'Convidar' }).click();
  const linkField = ownerPage.getByLabel('Link do convite');
  await expect(linkField).toHaveValue(/\/convite\?token=[A-Za-z0-9_-]{43}$/);
  await expect(ownerPage.getByRole('link', { name: 'Enviar pelo WhatsApp' })).toBeVisible();
  await expect(ownerPage.getByRole('listitem').filter({ hasText: 'Gabi Garçom' })).toContainText(
    'Convite pendente',
  );
  await a11y.check(ownerPage);
  const invite = new URL(await linkField.inputValue());

  // The waiter opens the link on their own device and chooses a password.
  await page.goto(`${restaurant.origin}${invite.pathname}${invite.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Criar sua senha' })).toBeVisible();
  await a11y.check();
  await page.getByLabel('Nova senha').fill('senha-da-gabi-1');
  await page.getByLabel('Repita a senha').fill('senha-da-gabi-1');
  await page.getByRole('button', { name: 'Criar senha' }).click();
  await expect(page.getByText('Senha criada.')).toBeVisible();
  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${restaurant.origin}/login/merchant`);
  await logIn(page, 'gabi@bistro-equipe.test', 'senha-da-gabi-1');

  // The waiter's home: the hall, no opening hours, no open/close, no staff, no menus.
  const main = page.getByRole('main');
  // The first screen of a fresh login may take a while on a busy machine.
  await expect(main.getByRole('heading', { level: 1, name: owner.name })).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('link', { name: 'Salão' })).toBeVisible();
  for (const hidden of ['Abrir loja', 'Fechar loja', 'Relatório']) {
    await expect(main.getByRole('button', { name: hidden, exact: true })).toHaveCount(0);
  }
  for (const hidden of ['Equipe', 'Cardápio', 'Acessar fila']) {
    await expect(main.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  await expect(main.getByText('Horários de funcionamento')).toHaveCount(0);
  await a11y.check();
  await main.getByRole('link', { name: 'Salão' }).click();
  await expect(page).toHaveURL(`${restaurant.origin}/merchant/hall`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await dismissToasts(page);
  await a11y.check();

  // The API says the same as the screen: a waiter's token cannot change the hours.
  const waiterToken = await tokenOf(page);
  const merchantId = (await page.context().cookies(restaurant.origin)).find(
    (c) => c.name === 'merchant_id',
  )?.value;
  const hours = await page.request.patch(`${restaurant.origin}/api/merchant/workshift?id=${merchantId}`, {
    headers: { authorization: `Bearer ${waiterToken}` },
    data: { weekday: 'monday', workshifts: [{ open: '18:00', close: '23:00' }] },
  });
  expect(hours.status()).toBe(403);
  expect((await hours.json()).message).toBe('Você não tem permissão para acessar este recurso.');

  // The owner removes the waiter: their very next request is refused.
  await ownerPage.bringToFront();
  // The owner's list, read again, shows the invite used.
  await ownerPage.reload();
  const person = ownerPage.getByRole('listitem').filter({ hasText: 'Gabi Garçom' });
  await expect(person).toContainText('Garçom', { timeout: 30_000 });
  await expect(person).not.toContainText('Convite pendente');
  await person.getByRole('button', { name: 'Remover' }).click();
  const dialog = ownerPage.getByRole('dialog');
  await expect(dialog).toContainText('perde o acesso na hora');
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(ownerPage.getByRole('listitem').filter({ hasText: 'Gabi Garçom' })).toHaveCount(0);
  await ownerPage.context().close();

  const after = await page.request.get(`${restaurant.origin}/api/queue/hall?merchantId=${merchantId}`, {
    headers: { authorization: `Bearer ${waiterToken}` },
  });
  expect(after.status()).toBe(401);
  // And in the browser: the next screen load ends on the login.
  await page.goto(`${restaurant.origin}/merchant`);
  await expect(page).toHaveURL(`${restaurant.origin}/login/merchant`, { timeout: 30_000 });
  await dismissToasts(page);
});
