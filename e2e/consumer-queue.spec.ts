import type { APIRequestContext, Page } from '@playwright/test';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { joinDemoQueueAsNewConsumer, loginAsDemoMerchant, loginDemoThroughApi } from './demo-merchant';
import { expect, test } from './fixtures';

// The consumer's journey, on a phone, against a server of its own (its own data folder): other journeys
// close the demo store and empty its queue, which must not happen in the middle of this one.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const demo = { email: 'demo@suavez.app', password: 'suavez123', name: 'Cantina da Praça' } as const;
let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsumerServer('consumer-queue', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

/** The demo merchant's id and bearer header, through the API. */
async function loginDemo(request: APIRequestContext) {
  return loginDemoThroughApi(request, origin);
}

/** The entry the page's consumer is in, read with the page's own session cookie. */
async function entryIdOf(page: Page): Promise<string> {
  const cookies = await page.context().cookies(origin);
  const consumerId = cookies.find((cookie) => cookie.name === 'user')?.value;
  const res = await page.request.get(`${origin}/api/queue?consumerId=${consumerId}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { id: string }).id;
}

async function merchantAction(page: Page, authorization: string, action: 'accept' | 'call', queueId: string) {
  const res = await page.request.post(`${origin}/api/queue/${action}?queueId=${queueId}`, {
    headers: { authorization },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

async function joinAsNewConsumer(page: Page, merchantId: string, name: string, slotLabel = '2 pessoas') {
  await joinDemoQueueAsNewConsumer(page, { origin, merchantId, name, slotLabel });
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

test('a new consumer joins by QR, is accepted and called, confirms, checks in and rates the visit', async ({
  page,
  a11y,
  browserErrors,
}) => {
  // Expected answers the page reads past: no active entry yet, nothing to rate yet, no catalogue.
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  const merchant = await loginDemo(page.request);

  await test.step('the join page shows the restaurant and refuses an incomplete form, saying why', async () => {
    await page.goto(`${origin}/queue/join?merchant=${merchant.merchantId}`);
    await expect(page.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
    await expect(page).toHaveTitle(`Entrar na fila de ${demo.name} | SuaVez`);
    await a11y.check();
    const phone = page.getByLabel('Seu número de celular');
    await phone.pressSequentially('11987654');
    await expect(phone).toHaveValue('(11) 98765-4');
    await page.getByLabel('Qual seu nome?').fill('Ana');
    // Nothing is sent: the fields say what they miss (docs/screens.md#forms), and no toast.
    await page.getByRole('button', { name: 'Entrar na fila' }).click();
    await expect(phone).toHaveAccessibleDescription(/Informe um celular válido com DDD\./);
    await expect(phone).toBeFocused();
    await expect(page.getByLabel('Mesa para quantos?')).toHaveAccessibleDescription(
      'Escolha para quantas pessoas é a mesa.',
    );
    await expect(page).toHaveURL(/\/queue\/join\?merchant=/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  await test.step('a complete form joins and the status screen waits for the restaurant', async () => {
    await joinAsNewConsumer(page, merchant.merchantId, 'Ana Diner');
    await expect(page.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Aguardando confirmação' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar solicitação' })).toBeVisible();
    // The menu opens in this tab (docs/screens.md#status-page).
    const menu = page.getByRole('link', { name: 'Ver cardápio' });
    await expect(menu).toHaveAttribute('href', /^\/queue\/catalog\?qoid=/);
    await expect(menu).not.toHaveAttribute('target');
    await a11y.check();
  });

  const queueId = await entryIdOf(page);

  await test.step('the restaurant accepts: the page shows the position without a reload', async () => {
    await merchantAction(page, merchant.authorization, 'accept', queueId);
    await expect(page.getByRole('heading', { level: 2, name: 'Entrou na fila' })).toBeVisible();
    await expect(page.getByText(/^Você é o \d+º da fila$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sair da fila' })).toBeVisible();
    await a11y.check();
  });

  await test.step('the restaurant calls: the time left to answer counts down', async () => {
    await merchantAction(page, merchant.authorization, 'call', queueId);
    await expect(page.getByRole('heading', { level: 2, name: 'Sua mesa está pronta' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^0[45]:\d\d$/);
    await a11y.check();
  });

  await test.step('the consumer confirms and then arrives', async () => {
    await page.getByRole('button', { name: 'Estou a caminho' }).click();
    await expect(toast(page, 'Informamos ao estabelecimento que você está a caminho')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'A caminho' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^0[45]:\d\d$/);
    await a11y.check();
    await page.getByRole('button', { name: 'Cheguei' }).click();
    await expect(toast(page, 'Check-in realizado')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Check-in realizado' })).toBeVisible();
  });

  await test.step('after check-in the survey is a card to answer when they like, sent once', async () => {
    const survey = page.getByRole('region', { name: 'Como foi a espera?' });
    await expect(survey).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await survey.getByRole('button', { name: 'Avaliar' }).click();
    const send = survey.getByRole('button', { name: 'Enviar avaliação' });
    await expect(send).toBeDisabled();
    await a11y.check();
    for (const [question, stars] of [
      ['Como foi o tempo de espera na fila?', '4 estrelas'],
      ['Como você foi recebido ao chegar?', '5 estrelas'],
      ['De modo geral, como foi sua experiência?', '5 estrelas'],
    ] as const) {
      const group = survey.getByRole('group', { name: question });
      await group.locator('label', { hasText: stars }).click();
      await expect(group.getByRole('radio', { name: stars })).toBeChecked();
    }
    await send.click();
    await expect(toast(page, 'Feedback enviado com sucesso')).toBeVisible();
    await expect(survey).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Check-in realizado' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('region', { name: 'Como foi a espera?' })).toHaveCount(0);
  });

  await test.step('with an active entry, the join page goes straight to /queue', async () => {
    await page.goto(`${origin}/queue/join?merchant=${merchant.merchantId}`);
    await expect(page).toHaveURL(`${origin}/queue`);
  });
});

test('a called consumer refuses the call through the quit dialog, with a reason', async ({
  page,
  a11y,
  browserErrors,
}) => {
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  const merchant = await loginDemo(page.request);
  await joinAsNewConsumer(page, merchant.merchantId, 'Bruno Diner', '5 pessoas');
  const queueId = await entryIdOf(page);
  await merchantAction(page, merchant.authorization, 'accept', queueId);
  await merchantAction(page, merchant.authorization, 'call', queueId);

  await page.getByRole('button', { name: 'Recusar chamada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Recusar chamada' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Motivo')).toHaveValue('Tempo de espera');
  await a11y.check();
  await dialog.getByLabel('Motivo').selectOption('Outro compromisso');
  await dialog.getByRole('button', { name: 'Recusar chamada' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'Chamada recusada' })).toBeVisible();
  await expect(page.getByText('Motivo: Outro compromisso', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Recusar|Sair|Cancelar/ })).toHaveCount(0);

  // A final entry is not polled any more.
  const reads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/queue')) reads.push(request.url());
  });
  await page.waitForTimeout(6_000);
  expect(reads).toEqual([]);
});

test("a stranger who joins first with someone else's number keeps the owner out until the host, who sees the try, turns the stranger away", async ({
  page,
  browser,
  a11y,
  browserErrors,
}) => {
  // The owner's refused join (409) and the empty status (404) of a phone with no entry are answers the pages
  // read past.
  browserErrors.allow(/Failed to load resource: the server responded with a status of 40[49]/);
  const merchant = await loginDemo(page.request);
  const digits = `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const fillAndJoin = async (target: Page, name: string) => {
    await target.goto(`${origin}/queue/join?merchant=${merchant.merchantId}`);
    await expect(target.getByRole('heading', { level: 1, name: demo.name })).toBeVisible();
    await target.getByLabel('Seu número de celular').pressSequentially(digits);
    await target.getByLabel('Qual seu nome?').fill(name);
    await target.getByLabel('Mesa para quantos?').selectOption({ label: '2 pessoas' });
    await target.getByRole('button', { name: 'Entrar na fila' }).click();
  };
  const other = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
  });
  const host = await browser.newContext({ locale: 'pt-BR' });
  try {
    // The stranger types the owner's number first.
    const intruder = await other.newPage();
    await fillAndJoin(intruder, 'Intruso');
    await expect(intruder).toHaveURL(`${origin}/queue`);
    const intruderEntry = await entryIdOf(intruder);

    // The owner, on their own phone, is refused and told what to do; the form stays.
    await fillAndJoin(page, 'Clara Dona');
    const refused = toast(page, 'Este telefone já está na fila deste restaurante.');
    await expect(refused).toBeVisible();
    await expect(refused).toContainText('Se não foi você, fale com a recepção.');
    await expect(page).toHaveURL(/\/queue\/join\?merchant=/);
    await a11y.check(page);
    // The owner's session is a consumer of its own: the stranger's entry is not its to read.
    const intruderId = (await other.cookies(origin)).find((cookie) => cookie.name === 'user')?.value;
    expect((await page.request.get(`${origin}/api/queue?consumerId=${intruderId}`)).status()).toBe(403);

    // The host sees on the stranger's card that someone else tried the number, and turns the stranger away
    // (a request still waiting for confirmation is refused; one already in line is removed the same way).
    await loginAsDemoMerchant(host, origin);
    const hostPage = await host.newPage();
    await hostPage.goto(`${origin}/merchant/queue`);
    const intruderCard = hostPage.getByRole('article', { name: 'Intruso' });
    await expect(
      intruderCard.getByText(/^Outra pessoa tentou entrar com este telefone às \d{2}:\d{2}$/),
    ).toBeVisible();
    await expect(
      intruderCard.getByText('Confira com o cliente e remova quem não é o dono do número.'),
    ).toBeVisible();
    await a11y.check(hostPage);
    await intruderCard.getByRole('button', { name: 'Recusar' }).click();
    await hostPage
      .getByRole('dialog', { name: 'Recusar cliente' })
      .getByRole('button', { name: 'Recusar' })
      .click();
    await expect(toast(hostPage, 'Entrada de')).toBeVisible();
    await expect(intruderCard).toHaveCount(0);

    // Now the owner gets in, with an entry of its own.
    await page.getByRole('button', { name: 'Entrar na fila' }).click();
    await expect(page).toHaveURL(`${origin}/queue`);
    await expect(page.getByRole('heading', { level: 2, name: 'Aguardando confirmação' })).toBeVisible();
    expect(await entryIdOf(page)).not.toBe(intruderEntry);
    await expect(hostPage.getByRole('article', { name: 'Clara Dona' })).toBeVisible();
    await expect(hostPage.getByText(/tentou entrar com este telefone/)).toHaveCount(0);
  } finally {
    await other.close();
    await host.close();
  }
});

test("an unknown restaurant shows 'Erro ao buscar restaurante'", async ({ page, a11y, browserErrors }) => {
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  await page.goto(`${origin}/queue/join?merchant=00000000-0000-4000-8000-000000000000`);
  await expect(toast(page, 'Erro ao buscar restaurante')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurante não encontrado' })).toBeVisible();
  await a11y.check();
});

test('a closed restaurant shows its hours instead of the form', async ({ page, a11y }) => {
  const merchant = await loginDemo(page.request);
  const close = await page.request.patch(`${origin}/api/merchant/toggle/open?id=${merchant.merchantId}`, {
    headers: { authorization: merchant.authorization },
  });
  expect(close.ok(), await close.text()).toBeTruthy();
  try {
    await page.goto(`${origin}/queue/join?merchant=${merchant.merchantId}`);
    const notice = page.getByRole('region', { name: 'Restaurante fechado' });
    await expect(notice).toBeVisible();
    for (const day of ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado', 'Domingo']) {
      await expect(notice.getByText(day, { exact: true })).toBeVisible();
    }
    await expect(notice.getByText('Entre: 11:00 e 23:00')).toHaveCount(7);
    await expect(page.getByRole('button', { name: 'Entrar na fila' })).toHaveCount(0);
    // The menu is still there to read while closed (docs/screens.md#join-page).
    await expect(notice.getByRole('link', { name: 'Ver cardápio' })).toHaveAttribute(
      'href',
      `/catalog?merchant=${merchant.merchantId}`,
    );
    await a11y.check();
  } finally {
    await page.request.patch(`${origin}/api/merchant/toggle/open?id=${merchant.merchantId}`, {
      headers: { authorization: merchant.authorization },
    });
  }
});
