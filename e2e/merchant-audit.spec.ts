import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { dismissToasts, expect, test } from './fixtures';
import { logInMerchant, useOwnRestaurantServer } from './own-restaurant';

// The audit trail (docs/audit.md): the host opens the store, accepts and calls a diner; the queue card says
// who called; the owner opens 'Histórico' from the top bar and, filtered by the host, sees what they did.
// A restaurant of its own, made by the admin command on its own server's fresh data folder.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const owner = {
  name: 'Bistrô do Histórico',
  email: 'dono@bistro-historico.test',
  password: 'senha-do-dono-1',
};
const host = { name: 'Rui Recepção', email: 'rui@bistro-historico.test', password: 'senha-do-rui-1' };
const restaurant = useOwnRestaurantServer('merchant-audit', owner);

function logIn(page: Page, email: string, password: string): Promise<void> {
  return logInMerchant(page, restaurant.origin, email, password);
}

/** The owner's token, through the API, and their restaurant's id. */
async function ownerThroughApi(
  request: APIRequestContext,
): Promise<{ authorization: string; merchantId: string }> {
  const basic = Buffer.from(`${owner.email}:${owner.password}`).toString('base64');
  const login = await request.post(`${restaurant.origin}/api/account/login`, {
    headers: { authorization: `Basic ${basic}` },
  });
  expect(login.ok()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return { authorization: `Bearer ${accessToken}`, merchantId: claims.merchant as string };
}

/** The owner invites the host, who sets a password through the link (the staff spec covers the screens). */
async function inviteHost(request: APIRequestContext, authorization: string): Promise<void> {
  const invited = await request.post(`${restaurant.origin}/api/merchant/staff`, {
    headers: { authorization },
    data: { name: host.name, email: host.email, role: 'host' },
  });
  expect(invited.status()).toBe(201);
  const token = new URL((await invited.json()).inviteUrl).searchParams.get('token');
  const accepted = await request.post(`${restaurant.origin}/api/account/invite`, {
    data: { token, password: host.password },
  });
  expect(accepted.status()).toBe(200);
}

/** A diner joins the queue through the join page, as a person does. */
async function joinAsDiner(browser: Browser, merchantId: string, name: string): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${restaurant.origin}/queue/join?merchant=${merchantId}`);
  await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible({ timeout: 30_000 });
  const digits = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await page.getByLabel('Seu número de celular').pressSequentially(digits);
  await page.getByLabel('Qual seu nome?').fill(name);
  await page.getByLabel('Mesa para quantos?').selectOption({ label: '2 pessoas' });
  await page.getByRole('button', { name: 'Entrar na fila' }).click();
  await expect(page).toHaveURL(`${restaurant.origin}/queue`);
  await context.close();
}

test('the host’s actions show on the queue card and in the owner’s history, filtered by person', async ({
  page,
  browser,
  a11y,
}) => {
  const { authorization, merchantId } = await ownerThroughApi(page.request);
  await inviteHost(page.request, authorization);

  // The host opens the store from the home screen.
  await logIn(page, host.email, host.password);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: owner.name })).toBeVisible({ timeout: 30_000 });
  await main.getByRole('button', { name: 'Abrir loja', exact: true }).click();
  await expect(main.getByRole('button', { name: 'Fechar loja', exact: true })).toBeVisible();
  await dismissToasts(page);

  // A diner joins; the host accepts and calls them; the card says who called, and when.
  await joinAsDiner(browser, merchantId, 'Marina Duarte');
  await page.goto(`${restaurant.origin}/merchant/queue`);
  const card = page.getByRole('article', { name: 'Marina Duarte' });
  await card.getByRole('button', { name: 'Aceitar' }).click();
  await expect(card.getByText(/^Aceito por Rui Recepção às \d\d:\d\d$/)).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Chamar' }).click();
  await expect(card.getByText(/^Chamado por Rui Recepção às \d\d:\d\d$/)).toBeVisible({ timeout: 30_000 });
  await dismissToasts(page);
  await a11y.check();
  // The host has no history in the bar: it is the owner's.
  await expect(
    page.getByRole('navigation', { name: 'Estabelecimento' }).getByRole('link', { name: 'Histórico' }),
  ).toHaveCount(0);

  // The owner opens 'Histórico' from the top bar ('Mais' on a tablet) and keeps the host's actions.
  const ownerContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const ownerPage = await ownerContext.newPage();
  await logIn(ownerPage, owner.email, owner.password);
  const ownerBar = ownerPage.getByRole('navigation', { name: 'Estabelecimento' });
  await ownerBar.getByRole('button', { name: 'Mais' }).click();
  await ownerBar.getByRole('link', { name: 'Histórico' }).click();
  await expect(ownerPage).toHaveURL(`${restaurant.origin}/merchant/historico`);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Histórico' })).toBeVisible();
  const list = ownerPage.getByRole('list', { name: 'Atividades do dia' });
  // Everyone's day first: the owner's invite is there too.
  await expect(list).toContainText('Convidou uma pessoa');
  await ownerPage.getByLabel('Pessoa').selectOption({ label: `${host.name} (Recepção)` });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  const rows = list.getByRole('listitem');
  await expect(rows.nth(0)).toContainText('Chamou o cliente · Na fila → Chamado');
  await expect(rows.nth(0)).toContainText('Marina Duarte');
  await expect(rows.nth(1)).toContainText('Aceitou na fila');
  await expect(rows.nth(2)).toContainText('Abriu a loja · Fechada → Aberta');
  await expect(list).not.toContainText('Convidou uma pessoa');
  await dismissToasts(ownerPage);
  await a11y.check(ownerPage);
  await ownerContext.close();
});
