import type { APIRequestContext, Page } from '@playwright/test';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { dismissToasts, expect, test } from './fixtures';

// The restaurant's side, on the host stand's tablet. A server of its own: the journey closes the demo store
// with purge, changes its hours and turns automation on, which would dispense or refuse the diners of the
// journeys running beside it on the shared server.

let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startConsumerServer('merchant-operations', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

// Every relative address of the journey (pages and API calls) goes to that server.
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
test.use({ baseURL: async ({}, use) => use(origin) });

const demo = { email: 'demo@suavez.app', password: 'suavez123', name: 'Cantina da Praça' } as const;

/** A consumer who joins the demo queue through the consumer's API, with its own cookie jar; answers its id. */
async function joinDemoQueue(request: APIRequestContext, merchantId: string, name: string): Promise<string> {
  const phone = `11 9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const consumer = await request.post('/api/consumer', { data: { phone, name } });
  expect(consumer.ok(), await consumer.text()).toBeTruthy();
  const { id } = (await consumer.json()) as { id: string };
  const join = await request.post('/api/queue', {
    data: { merchant: { id: merchantId }, consumer: { id }, slot: 3 },
  });
  expect(join.status(), await join.text()).toBe(201);
  return id;
}

async function merchantIdOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  const value = cookies.find((cookie) => cookie.name === 'merchant_id')?.value;
  if (!value) throw new Error('no merchant_id cookie after login');
  return decodeURIComponent(value);
}

function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

test('the demo merchant runs the day: login, close with purge, hours, automation, report, queue, QR, logout', async ({
  page,
  playwright,
  a11y,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const run = Date.now().toString(36);
  const newConsumer = async (label: string) => {
    const name = `${label} ${run}`;
    const consumer = await playwright.request.newContext({ baseURL: baseURL as string });
    await joinDemoQueue(consumer, await merchantIdOf(page), name);
    await consumer.dispose();
    return name;
  };

  await test.step('an unauthenticated visit goes to the login, which leads home', async () => {
    await page.goto('/merchant');
    expect(page.url().startsWith(`${origin}/`), 'the journey runs on its own server').toBe(true);
    await expect(page).toHaveURL('/login/merchant');
    await expect(page.getByRole('heading', { level: 1, name: 'Área do estabelecimento' })).toBeVisible();
    await dismissToasts(page);
    await a11y.check();
    await page.getByLabel('E-mail de acesso').fill(demo.email);
    await page.getByLabel('Senha').fill(demo.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL('/merchant');
    await expect(page.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
    await expect(page).toHaveTitle(`Home de ${demo.name} | SuaVez`);
    // A tablet's bar names the account 'Conta' (the e-mail is inside its menu).
    await expect(page.getByRole('button', { name: 'Conta' })).toBeVisible();
    await dismissToasts(page);
    await a11y.check();
  });

  const home = page.getByRole('main');
  const storeBadge = (text: 'Aberta' | 'Fechada') => home.getByText(text, { exact: true });

  await test.step('closing the store with purge checked empties the queue; reopening needs no confirmation', async () => {
    await expect(storeBadge('Aberta')).toBeVisible();
    const consumer = await newConsumer('Purga');
    await home.getByRole('link', { name: 'Acessar fila' }).click();
    await expect(page.getByRole('article', { name: consumer })).toContainText('Aguardando confirmação');
    await page.getByRole('link', { name: 'SuaVez' }).click();

    await home.getByRole('button', { name: 'Fechar loja' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fechar loja' });
    await expect(dialog).toContainText('deixará de receber solicitações de consumidores');
    await dialog.getByLabel('Remover todos os consumidores da fila').check();
    await expect(dialog.getByLabel('Motivo')).toHaveValue('Falta de insumos');
    await dialog.getByLabel('Motivo').selectOption('Problemas internos');
    await dismissToasts(page);
    await a11y.check();
    await dialog.getByRole('button', { name: 'Fechar loja' }).click();
    await expect(toast(page, 'A fila foi desfeita e todos foram dispensados')).toBeVisible();
    await expect(storeBadge('Fechada')).toBeVisible();

    await home.getByRole('link', { name: 'Acessar fila' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fila de clientes' })).toBeVisible();
    await expect(page.getByText('Fila vazia')).toBeVisible();
    await expect(page.getByRole('article', { name: consumer })).toHaveCount(0);
    await page.getByRole('link', { name: 'SuaVez' }).click();

    await home.getByRole('button', { name: 'Abrir loja' }).click();
    await expect(storeBadge('Aberta')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('a shift is added (an overlap is refused first) and removed', async () => {
    await page.getByRole('button', { name: 'Horários de funcionamento' }).click();
    await page.getByRole('button', { name: 'Adicionar horário na Domingo' }).click();
    const form = page.getByRole('group', { name: 'Novo horário de Domingo' });
    await form.getByLabel('Abre às').fill('22:00');
    await form.getByLabel('Fecha às').fill('23:30');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'Os horários de funcionamento de um mesmo dia não podem se sobrepor.',
    );
    await dismissToasts(page);
    await a11y.check();
    await form.getByLabel('Abre às').fill('23:30');
    await form.getByLabel('Fecha às').fill('01:00');
    await form.getByRole('button', { name: 'Salvar' }).click();
    const sunday = page.getByRole('list', { name: 'Horários de Domingo' });
    await expect(sunday).toContainText('23:30 às 01:00 (termina no dia seguinte)');
    await expect(toast(page, 'Horário salvo')).toBeVisible();
    await dismissToasts(page);
    await a11y.check();
    await page.getByRole('button', { name: 'Remover horário 23:30 às 01:00 de Domingo' }).click();
    await expect(toast(page, 'Horário removido')).toBeVisible();
    await expect(sunday).not.toContainText('23:30');
    await expect(sunday).toContainText('11:00 às 23:00');
  });

  await test.step('the automations switch on and back off; the call text goes by SMS here', async () => {
    await page.getByRole('button', { name: 'Automação' }).click();
    const automations = [
      'Aceitar consumidores automaticamente',
      'Abrir a fila automaticamente',
      'Avisar por SMS quando chamar',
    ];
    for (const name of automations) {
      const toggle = page.getByRole('switch', { name });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(toggle).toBeChecked();
      await expect(toggle).toBeEnabled();
    }
    // This server has no WhatsApp account: SMS carries the call's text, and WhatsApp cannot be chosen.
    const channel = page.getByRole('group', { name: 'Enviar o aviso por' });
    await expect(channel.getByRole('radio', { name: 'SMS' })).toBeChecked();
    await expect(channel.getByRole('radio', { name: 'WhatsApp' })).toBeDisabled();
    await expect(channel).toContainText('O envio pelo WhatsApp não está disponível neste servidor.');
    await dismissToasts(page);
    await a11y.check();
    for (const name of automations) {
      const toggle = page.getByRole('switch', { name });
      await toggle.click();
      await expect(toggle).not.toBeChecked();
      await expect(toggle).toBeEnabled();
    }
  });

  await test.step("the report counts the last 7 days' consumers by status, at once", async () => {
    await home.getByRole('button', { name: 'Relatório' }).click();
    const dialog = page.getByRole('dialog', { name: 'Relatório' });
    const row = (label: string) => dialog.getByRole('row', { name: new RegExp(`^${label}`) });
    // It opens on the last 7 days, already fetched (docs/reports.md#the-period); 'Buscar' reads them again.
    await expect(row('Todos os status').getByRole('cell').last()).toHaveText(/^[1-9]\d*$/);
    await dismissToasts(page);
    await a11y.check();
    await dialog.getByRole('button', { name: 'Buscar' }).click();
    await expect(row('Removido da fila').getByRole('cell').last()).toHaveText(/^[1-9]\d*$/);
    await expect(row('Todos os status').getByRole('cell').last()).toHaveText(/^[1-9]\d*$/);
    await expect(dialog.getByLabel('Data inicial')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await dialog.getByRole('button', { name: 'Fechar' }).last().click();
    await expect(dialog).toHaveCount(0);
  });

  await test.step('a consumer is accepted, called and checked in; another is refused with a reason', async () => {
    const seated = await newConsumer('Mesa');
    const refused = await newConsumer('Recusa');
    await home.getByRole('link', { name: 'Acessar fila' }).click();
    const card = page.getByRole('article', { name: seated });
    await expect(card).toContainText('Aguardando confirmação');
    await expect(card).toContainText('Mesa para 3');
    await expect(card).toContainText(/Entrou às \d{2}:\d{2} · há (menos de )?\d+ min/);
    await dismissToasts(page);
    await a11y.check();

    await card.getByRole('button', { name: 'Aceitar' }).click();
    await expect(toast(page, 'entrou na fila')).toBeVisible();
    await expect(card).toContainText('Na fila');
    await expect(card).toContainText(/\dº na fila/);
    await card.getByRole('button', { name: 'Chamar' }).click();
    await expect(toast(page, 'Chamado enviado a')).toBeVisible();
    await expect(card.getByText('Chamado', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Check-in' }).click();
    await page
      .getByRole('dialog', { name: 'Check-in' })
      .getByRole('button', { name: 'Confirmar check-in' })
      .click();
    await expect(toast(page, 'Check-in de')).toBeVisible();
    await expect(card).toHaveCount(0);

    const other = page.getByRole('article', { name: refused });
    await other.getByRole('button', { name: 'Recusar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recusar cliente' });
    await expect(dialog.getByLabel('Motivo')).toHaveValue('Encerrando a operação');
    await dismissToasts(page);
    await a11y.check();
    await dialog.getByRole('button', { name: 'Recusar' }).click();
    await expect(toast(page, 'Entrada de')).toBeVisible();
    await expect(other).toHaveCount(0);

    // The filter: no table size selected sends nothing and shows an empty queue.
    // In the screen, not the top bar, whose numbers are digits too.
    const filter = page.getByRole('group', { name: 'Mesa para' });
    for (const size of ['1', '2', '3', '4', '5+']) await filter.getByText(size, { exact: true }).click();
    await expect(page.getByText('Fila vazia')).toBeVisible();
    await page.getByRole('link', { name: 'SuaVez' }).click();
  });

  await test.step("the host hears a new consumer (the queue tab's title, the link's badge), gives more time, then removes them for not showing up", async () => {
    const title = 'Fila de clientes | SuaVez';
    const signalsRead = page.waitForResponse((res) => res.url().includes('/api/queue/signals?'));
    await home.getByRole('link', { name: 'Acessar fila' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fila de clientes' })).toBeVisible();
    await signalsRead;
    await dismissToasts(page);
    // Other journeys may join the demo queue meanwhile: a tap is the host looking, which clears the count.
    const look = async () =>
      expect(async () => {
        await page.getByRole('heading', { level: 1, name: 'Fila de clientes' }).click();
        await expect(page).toHaveTitle(title, { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
    await look();

    // This consumer's own cookie jar stays open: it reads its entry after the removal.
    const name = `Sinal ${run}`;
    const consumerApi = await playwright.request.newContext({ baseURL: baseURL as string });
    const consumerId = await joinDemoQueue(consumerApi, await merchantIdOf(page), name);
    await expect(page).toHaveTitle(/^\([1-9]\d*\) Fila de clientes \| SuaVez$/);
    const queueLink = page
      .getByRole('navigation', { name: 'Estabelecimento' })
      .getByRole('link', { name: /^Fila/ });
    await expect(queueLink).toHaveAccessibleName(/^Fila [1-9]\d* novidades?$/);
    await a11y.check();
    await look();
    await expect(queueLink).toHaveAccessibleName('Fila');

    const card = page.getByRole('article', { name });
    await card.getByRole('button', { name: 'Aceitar' }).click();
    await expect(toast(page, 'entrou na fila')).toBeVisible();
    await card.getByRole('button', { name: 'Chamar' }).click();
    await expect(toast(page, 'Chamado enviado a')).toBeVisible();
    const more = card.getByRole('button', { name: '+5 min' });
    await expect(card).toContainText(/Responder até \d{2}:\d{2}/);
    await more.click();
    await expect(toast(page, `Mais 5 minutos para ${name}: até`)).toBeVisible();
    await more.click();
    await expect(more).toBeDisabled();
    await expect(card).toContainText('Este cliente já recebeu mais 5 minutos duas vezes.');
    await dismissToasts(page);
    await a11y.check();
    await card.getByRole('button', { name: 'Remover' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover cliente' });
    await expect(dialog).toContainText(`Deseja remover ${name} da fila?`);
    // The specification's default reason, sent as it is when the host does not pick another.
    await expect(dialog.getByLabel('Motivo')).toHaveValue('Não compareceu');
    await dialog.getByRole('button', { name: 'Remover' }).click();
    await expect(toast(page, 'saiu da fila')).toBeVisible();
    await expect(card).toHaveCount(0);
    const last = await consumerApi.get(`/api/queue/last?consumerId=${consumerId}`);
    expect(last.ok(), await last.text()).toBeTruthy();
    expect(await last.json()).toMatchObject({ status: 'CANCELLED_BY_MERCHANT', reason: 'Não compareceu' });
    await consumerApi.dispose();
    await page.getByRole('link', { name: 'SuaVez' }).click();
  });

  await test.step('the QR page opens on the join code, its notice on the page, and goes back home', async () => {
    await home.getByRole('link', { name: 'Gerar QRCode' }).click();
    await expect(page).toHaveURL('/merchant/qr');
    await expect(page.getByRole('heading', { level: 1, name: `Fila do ${demo.name}` })).toBeVisible();
    // No dialog in the way: what it said is a note on the page.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('note')).toContainText("use 'Imprimir' e deixe o cartaz à vista");
    const code = page.locator('.merchant-qr-code svg');
    await expect(code).toHaveAttribute('width', '300');
    await expect(page.getByText(/\/queue\/join\?merchant=[0-9a-f-]{36}$/)).toBeVisible();
    await dismissToasts(page);
    await a11y.check();
    // The browser's back returns home, and so does 'Voltar para a home'.
    await page.goBack();
    await expect(page).toHaveURL('/merchant');
    await page.goForward();
    await expect(page).toHaveURL('/merchant/qr');
    await page.getByRole('link', { name: 'Voltar para a home' }).click();
    await expect(page).toHaveURL('/merchant');
  });

  await test.step("'Desconectar' ends the session, on the server too", async () => {
    const token = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;
    expect(token).toBeTruthy();
    const loggedOut = page.waitForResponse((res) => res.url().endsWith('/api/account/logout'));
    // On a tablet the account's menu reads 'Conta'; it shows the e-mail inside.
    await page.getByRole('button', { name: 'Conta' }).click();
    await expect(page.locator('#merchant-account-menu + .dropdown-menu .dropdown-header')).toHaveText(
      demo.email,
    );
    await page.getByRole('button', { name: 'Desconectar' }).click();
    await expect(page).toHaveURL('/login/merchant');
    expect((await loggedOut).status()).toBe(204);
    // A copy of the token (another tab, a shared tablet) no longer works.
    const validate = await page.request.get('/api/account/validate', {
      headers: { 'x-access-token': token as string },
    });
    expect(validate.status()).toBe(401);
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('access_token');
    expect(names).not.toContain('merchant_id');
    await page.goto('/merchant/queue');
    await expect(page).toHaveURL('/login/merchant');
  });
});
