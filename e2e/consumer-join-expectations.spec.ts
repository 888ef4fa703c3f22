import type { APIRequestContext } from '@playwright/test';
import {
  type FakeWhatsAppCloud,
  fakeWhatsAppAccount,
  startFakeWhatsAppCloud,
} from '../apps/api/test/fake-whatsapp-cloud';
import { type ConsumerServer, runDemoHistory, startConsumerServer } from './consumer-server';
import { demoName, loginDemoThroughApi } from './demo-merchant';
import { expect, test } from './fixtures';

// Before joining, the diner reads what to expect (the queue now, the wait, the map, what the phone is for);
// an incomplete form says why it was not sent; a pasted '+55 …' phone is taken (docs/screens.md#join-page,
// docs/screens.md#forms). A server of its own, on a data folder given weeks of simulated history
// (`demo:history`), so the estimate has something to learn from and no other journey's queue is counted.
// The server holds the WhatsApp conversation (docs/whatsapp.md#configuration), its Cloud API a local fake,
// so the page offers 'Entrar pelo WhatsApp'.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: ConsumerServer | undefined;
let cloud: FakeWhatsAppCloud | undefined;
let origin = '';
const whatsAppNumber = '5511999990000';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cloud = await startFakeWhatsAppCloud();
  server = await startConsumerServer(
    'consumer-join-expectations',
    {
      FEATURE_SMS_VERIFICATION: 'false',
      WHATSAPP_API_URL: cloud.apiUrl,
      WHATSAPP_PHONE_NUMBER_ID: fakeWhatsAppAccount.phoneNumberId,
      WHATSAPP_TOKEN: fakeWhatsAppAccount.token,
      WHATSAPP_TEMPLATE: fakeWhatsAppAccount.template,
      WHATSAPP_APP_SECRET: 'segredo-do-app-e2e',
      WHATSAPP_VERIFY_TOKEN: 'token-de-verificacao-e2e',
      WHATSAPP_NUMBER: whatsAppNumber,
    },
    { prepare: (env) => runDemoHistory(env, { weeks: 4, seed: 7 }) },
  );
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  await cloud?.close();
});

const randomMobile = () => `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A party joins through the API with its own session, its phone written with the country code. */
async function joinThroughApi(api: APIRequestContext, merchantId: string, name: string) {
  const local = randomMobile();
  const consumer = await api.post(`${origin}/api/consumer`, {
    data: { phone: `+55 (21) ${local.slice(0, 5)}-${local.slice(5)}`, name },
  });
  expect(consumer.ok(), await consumer.text()).toBeTruthy();
  const consumerId = ((await consumer.json()) as { id: string }).id;
  const join = await api.post(`${origin}/api/queue`, {
    data: { merchant: { id: merchantId }, consumer: { id: consumerId }, slot: 2 },
  });
  expect(join.ok(), await join.text()).toBeTruthy();
}

/** The join page's line for a preview, as docs/screens.md#join-page words it. */
function previewLine(preview: {
  waiting: number;
  waitEstimate: { minMinutes: number; maxMinutes: number } | null;
}) {
  if (preview.waiting === 0) return 'Ninguém na fila agora';
  const line = `${preview.waiting} na fila`;
  const range = preview.waitEstimate;
  if (!range) return line;
  const wait =
    range.minMinutes === 0
      ? `Até ${range.maxMinutes} min`
      : `Entre ${range.minMinutes} e ${range.maxMinutes} min`;
  return `${wait} de espera · ${line}`;
}

test('the join page says what to expect, explains an incomplete form and takes a pasted +55 phone', async ({
  page,
  context,
  playwright,
  a11y,
  browserErrors,
}) => {
  // Expected answers the page reads past: nothing to rate yet, no active entry before joining.
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  const { merchantId } = await loginDemoThroughApi(page.request, origin);

  await test.step('two parties are already waiting', async () => {
    for (const name of ['Primeira Mesa', 'Segunda Mesa']) {
      const api = await playwright.request.newContext();
      try {
        await joinThroughApi(api, merchantId, name);
      } finally {
        await api.dispose();
      }
    }
  });

  await test.step('the page shows the queue now, the wait, the map and what the phone is for', async () => {
    await page.goto(`${origin}/queue/join?merchant=${merchantId}`);
    await expect(page.getByRole('heading', { level: 1, name: demoName })).toBeVisible();
    const res = await page.request.get(`${origin}/api/queue/preview?merchantId=${merchantId}`);
    expect(res.ok(), await res.text()).toBeTruthy();
    const preview = await res.json();
    expect(preview.waiting).toBe(2);
    await expect(page.getByText(previewLine(preview), { exact: true })).toBeVisible();

    const merchant = await (
      await page.request.get(`${origin}/api/merchant?id=${merchantId}&public=true`)
    ).json();
    const map = page.getByRole('link', { name: /mapa/ });
    await expect(map).toHaveAccessibleName(`${merchant.address} (ver no mapa, abre em nova aba)`);
    await expect(map).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(merchant.address)}`,
    );
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    // The same queue in the chat, a second way under the form (docs/whatsapp.md#where-diners-find-it).
    expect(merchant.whatsAppNumber).toBe(whatsAppNumber);
    const whatsApp = page.getByRole('link', { name: 'Entrar pelo WhatsApp' });
    await expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/${whatsAppNumber}?text=fila%20${merchant.shortId}`,
    );
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    await expect(whatsApp).toHaveAccessibleDescription('Abre a conversa com a mensagem pronta: é só enviar.');
    await expect(page.getByLabel('Seu número de celular')).toHaveAccessibleDescription(
      'Usamos seu celular só para avisar quando for sua vez.',
    );
    await a11y.check();
  });

  await test.step('an empty form says beside each field what is missing, and sends nothing', async () => {
    await page.getByRole('button', { name: 'Entrar na fila' }).click();
    const phone = page.getByLabel('Seu número de celular');
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/^Informe um celular válido com DDD\./);
    await expect(page.getByLabel('Qual seu nome?')).toHaveAccessibleDescription('Informe seu nome.');
    await expect(page.getByLabel('Mesa para quantos?')).toHaveAccessibleDescription(
      'Escolha para quantas pessoas é a mesa.',
    );
    await expect(page.getByText('Informe seu nome.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(`${origin}/queue/join?merchant=${merchantId}`);
    await a11y.check();
  });

  const local = randomMobile();
  await test.step("a pasted '+55 11 …' shows as (11) … and joins", async () => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const phone = page.getByLabel('Seu número de celular');
    await page.evaluate(
      (text) => navigator.clipboard.writeText(text),
      `+55 11 ${local.slice(0, 5)}-${local.slice(5)}`,
    );
    await phone.focus();
    await phone.press('ControlOrMeta+V');
    await expect(phone).toHaveValue(`(11) ${local.slice(0, 5)}-${local.slice(5)}`);
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await page.getByLabel('Qual seu nome?').fill('Diana Colada');
    await page.getByLabel('Mesa para quantos?').selectOption({ label: '2 pessoas' });
    await page.getByRole('button', { name: 'Entrar na fila' }).click();
    await expect(page).toHaveURL(`${origin}/queue`);
    await expect(page.getByText('Você é o 3º da fila')).toBeVisible();
    const consumerId = (await context.cookies(origin)).find((cookie) => cookie.name === 'user')?.value;
    const entry = await (await page.request.get(`${origin}/api/queue?consumerId=${consumerId}`)).json();
    expect(entry.consumer.phone).toBe(`11${local}`);
  });
});

test("a join link without a restaurant or a table shows 'Erro com o convite' and the way home", async ({
  page,
  a11y,
}) => {
  for (const path of ['/queue/join', '/queue/join?merchant=', '/queue/join?merchant=&qoid=']) {
    await page.goto(`${origin}${path}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Erro com o convite' })).toBeVisible();
    await a11y.check();
  }
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(`${origin}/`);
});
