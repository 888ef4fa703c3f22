import type { Locator, Page } from '@playwright/test';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { demoName, loginDemoThroughApi } from './demo-merchant';
import { expect, test } from './fixtures';

// The consumer's status page without dead ends (docs/screens.md#status-page): /queue without a session
// explains and offers the way back, an ended entry offers 'Entrar na fila novamente', the called card comes
// above the cover, the menu opens in the same tab and the survey waits as a card. Its own server (its own data
// folder): other journeys close the demo store and empty its queue.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsumerServer('consumer-status-page', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

const randomPhone = () => `119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** Fills the join page of the demo restaurant with `digits` and joins, landing on /queue. */
async function joinWith(page: Page, merchantId: string, digits: string, name: string, slotLabel: string) {
  await expect(page).toHaveURL(`${origin}/queue/join?merchant=${merchantId}`);
  await expect(page.getByRole('heading', { level: 1, name: demoName })).toBeVisible();
  await page.getByLabel('Seu número de celular').pressSequentially(digits);
  await page.getByLabel('Qual seu nome?').fill(name);
  await page.getByLabel('Mesa para quantos?').selectOption({ label: slotLabel });
  await page.getByRole('button', { name: 'Entrar na fila' }).click();
  await expect(page).toHaveURL(`${origin}/queue`);
}

/** The page's consumer's active entry id, read with the page's own session. */
async function activeEntryId(page: Page): Promise<string> {
  const consumerId = (await page.context().cookies(origin)).find((cookie) => cookie.name === 'user')?.value;
  const res = await page.request.get(`${origin}/api/queue?consumerId=${consumerId}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { id: string }).id;
}

/** A host's action on the entry, through the API ('remove' with its default reason). */
async function hostAction(
  page: Page,
  authorization: string,
  action: 'accept' | 'call' | 'checkin' | 'remove',
  queueId: string,
) {
  const reason = action === 'remove' ? `&reason=${encodeURIComponent('Não compareceu')}` : '';
  const res = await page.request.post(`${origin}/api/queue/${action}?queueId=${queueId}${reason}`, {
    headers: { authorization },
  });
  expect(res.ok(), `${action}: ${await res.text()}`).toBeTruthy();
}

/** The top of an element on the page, in CSS pixels. */
async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box?.y ?? 0;
}

test('a phone with no queue opening /queue is told so and finds the way back', async ({ page, a11y }) => {
  await page.goto(`${origin}/queue`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nenhuma fila neste celular' })).toBeVisible();
  await expect(page.getByText(/Você ainda não está em nenhuma fila neste celular/)).toBeVisible();
  await expect(page).toHaveURL(`${origin}/queue`);
  await a11y.check();
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});

test('a called consumer sees the call first; removed, they join the queue again', async ({
  page,
  a11y,
  browserErrors,
}) => {
  // Expected answers the pages read past: no active entry yet (the join page's check), after the removal.
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  const merchant = await loginDemoThroughApi(page.request, origin);
  const digits = randomPhone();
  await page.goto(`${origin}/queue/join?merchant=${merchant.merchantId}`);
  await joinWith(page, merchant.merchantId, digits, 'Rita Volta', '2 pessoas');
  const firstEntry = await activeEntryId(page);
  await hostAction(page, merchant.authorization, 'accept', firstEntry);

  await test.step('called: the status card is the first thing, above the restaurant', async () => {
    const restaurant = page.getByRole('heading', { level: 1, name: demoName });
    await expect(page.getByRole('heading', { level: 2, name: 'Entrou na fila' })).toBeVisible();
    const waitingCard = page.getByRole('region', { name: 'Entrou na fila' });
    expect(await topOf(restaurant)).toBeLessThan(await topOf(waitingCard));

    await hostAction(page, merchant.authorization, 'call', firstEntry);
    const calledCard = page.getByRole('region', { name: 'Sua mesa está pronta' });
    await expect(calledCard).toBeVisible();
    await expect(page.getByText('É a sua vez! O restaurante está chamando você.')).toBeVisible();
    expect(await topOf(calledCard)).toBeLessThan(await topOf(restaurant));
    await expect(calledCard).toBeInViewport();
    await a11y.check();
  });

  await test.step("removed by the host: the card offers 'Entrar na fila novamente'", async () => {
    await hostAction(page, merchant.authorization, 'remove', firstEntry);
    await expect(page.getByRole('heading', { level: 2, name: 'Removido da fila' })).toBeVisible();
    await expect(page.getByText('Motivo: Não compareceu', { exact: true })).toBeVisible();
    // The ended card goes back below the restaurant.
    expect(await topOf(page.getByRole('heading', { level: 1, name: demoName }))).toBeLessThan(
      await topOf(page.getByRole('region', { name: 'Removido da fila' })),
    );
    await a11y.check();
  });

  await test.step('the join page takes them back in, with the same phone', async () => {
    await page.getByRole('link', { name: 'Entrar na fila novamente' }).click();
    await joinWith(page, merchant.merchantId, digits, 'Rita Volta', '2 pessoas');
    await expect(page.getByRole('heading', { level: 2, name: 'Aguardando confirmação' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Removido da fila' })).toHaveCount(0);
    expect(await activeEntryId(page)).not.toBe(firstEntry);
    await a11y.check();
  });
});

test('a seated diner goes to the menu in the same tab; the survey waits as a card', async ({
  page,
  a11y,
  browserErrors,
}) => {
  // No active entry yet, nothing ordered yet: answers the pages read past.
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  const merchant = await loginDemoThroughApi(page.request, origin);
  await page.goto(`${origin}/queue/join?merchant=${merchant.merchantId}`);
  await joinWith(page, merchant.merchantId, randomPhone(), 'Caio Mesa', '1 pessoa');
  const queueId = await activeEntryId(page);
  for (const action of ['accept', 'call', 'checkin'] as const) {
    await hostAction(page, merchant.authorization, action, queueId);
  }

  const survey = page.getByRole('region', { name: 'Como foi a espera?' });
  await test.step('checked in: the survey is a card below the status, not a dialog', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Check-in realizado' })).toBeVisible();
    await expect(survey).toBeVisible();
    await expect(survey.getByRole('button', { name: 'Avaliar' })).toBeVisible();
    await expect(survey.getByRole('radio')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await a11y.check();
  });

  await test.step("'Ver cardápio' opens the menu in this tab", async () => {
    await page.getByRole('link', { name: 'Ver cardápio' }).click();
    await expect(page).toHaveURL(`${origin}/queue/catalog?qoid=${queueId}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(page.context().pages()).toHaveLength(1);
    await a11y.check();
  });

  await test.step("back on the status page, 'Agora não' puts the survey off for this entry", async () => {
    await page.goBack();
    await expect(page).toHaveURL(`${origin}/queue`);
    await expect(survey).toBeVisible();
    await survey.getByRole('button', { name: 'Agora não' }).click();
    await expect(survey).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('feedback-dismissed'))).toBe(queueId);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Check-in realizado' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Histórico da sua fila' })).toBeVisible();
    await expect(survey).toHaveCount(0);
    await a11y.check();
  });
});
