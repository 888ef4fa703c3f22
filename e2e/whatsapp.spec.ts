import type { Page } from '@playwright/test';
import type { ReceivedRequest } from '../apps/api/test/fake-http-endpoint';
import {
  type FakeWhatsAppCloud,
  fakeWhatsAppAccount,
  startFakeWhatsAppCloud,
} from '../apps/api/test/fake-whatsapp-cloud';
import { deliverWhatsApp, messageDelivery, statusDelivery } from '../apps/api/test/whatsapp-deliveries';
import { findFreePort } from '../scripts/lib/server-process.mjs';
import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { demoLogin, demoName, loginAsDemoMerchant } from './demo-merchant';
import { dismissToasts, expect, test } from './fixtures';

// The queue by WhatsApp, end to end (docs/whatsapp.md): a phone writes 'fila praca' to the webhook (signed as
// Meta signs it), answers the party size and gets its position and a one-time link; the link opens the
// diner's status page on a 390 px phone; the host, on the tablet, sees the 'WhatsApp' badge and calls; the
// call arrives in the chat with its buttons, 'Estou indo' answers it, and the read receipt turns the host's
// notice to 'lida'. A server of its own, its Cloud API a local fake, PUBLIC_URL its own origin so the link
// opens; the demo restaurant accepts diners at once, so the join's reply carries the position.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const appSecret = 'segredo-do-app-e2e-whatsapp';
let server: ConsumerServer | undefined;
let cloud: FakeWhatsAppCloud | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  cloud = await startFakeWhatsAppCloud();
  const port = await findFreePort();
  server = await startConsumerServer(
    'whatsapp',
    {
      FEATURE_SMS_VERIFICATION: 'false',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WHATSAPP_API_URL: cloud.apiUrl,
      WHATSAPP_PHONE_NUMBER_ID: fakeWhatsAppAccount.phoneNumberId,
      WHATSAPP_TOKEN: fakeWhatsAppAccount.token,
      WHATSAPP_TEMPLATE: fakeWhatsAppAccount.template,
      WHATSAPP_APP_SECRET: appSecret,
      WHATSAPP_VERIFY_TOKEN: 'token-de-verificacao-e2e-whatsapp',
      WHATSAPP_NUMBER: '5511999990000',
    },
    { port },
  );
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
  await cloud?.close();
});

// This spec's own phone: a São Paulo mobile as WhatsApp sends it (E.164 digits, no '+').
const waId = `55119${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const profileName = 'Wanda Zap';

/** What the fake Cloud API received for this phone, in order: the text of each message. */
function sentToPhone(): { request: ReceivedRequest; text: string }[] {
  return (cloud?.received ?? []).flatMap((request) => {
    const body = request.body as {
      to?: string;
      text?: { body?: string };
      interactive?: { body?: { text?: string } };
    };
    if (body?.to !== waId) return [];
    return [{ request, text: body.text?.body ?? body.interactive?.body?.text ?? '' }];
  });
}

/** Waits until a message to the phone contains `words`; answers it. */
async function waitForMessage(words: string): Promise<{ request: ReceivedRequest; text: string }> {
  await expect
    .poll(() => sentToPhone().some((message) => message.text.includes(words)), { timeout: 20_000 })
    .toBe(true);
  const found = sentToPhone().find((message) => message.text.includes(words));
  if (!found) throw new Error(`no message with ${words}`);
  return found;
}

/** The phone writes to the business number: a text or a reply button, delivered and signed as Meta does. */
async function phoneWrites(message: { text?: string; button?: { id: string; title: string } }) {
  const delivery = await deliverWhatsApp(
    origin,
    messageDelivery({ from: waId, name: profileName, at: new Date(), ...message }),
    appSecret,
  );
  expect(delivery, delivery.text).toEqual({ status: 200, text: JSON.stringify({ received: 1 }) });
}

const queueCard = (page: Page) => page.getByRole('article', { name: profileName });

test('a diner joins by WhatsApp, follows in the browser and answers the call; the host sees it read', async ({
  page,
  browser,
  a11y,
  browserErrors,
}) => {
  // Expected answers the host's screens read past (nothing to rate yet, and the like).
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);
  const login = await loginAsDemoMerchant(page.context(), origin);
  const automation = await page.request.patch(
    `${origin}/api/merchant/toggle/automation?id=${login.merchantId}&automation=AUTO_ACCEPT_CONSUMER`,
    { headers: { authorization: `Bearer ${login.accessToken}` } },
  );
  expect(automation.ok(), await automation.text()).toBeTruthy();
  expect(((await automation.json()) as { autoAcceptConsumer: boolean }).autoAcceptConsumer).toBe(true);

  let link = '';
  await test.step("'fila praca' asks the party size; '2' joins with the position and a one-time link", async () => {
    await phoneWrites({ text: `fila ${demoLogin.shortId}` });
    const question = await waitForMessage('Para quantas pessoas?');
    expect(question.text).toBe(`Olá! Fila de ${demoName}. Para quantas pessoas?`);
    await phoneWrites({ text: '2' });
    const joined = await waitForMessage('Pronto! Você entrou na fila');
    expect(joined.text).toContain(
      `Pronto! Você entrou na fila de ${demoName} para 2 pessoas. Sua posição: 1º.`,
    );
    expect(joined.text).toContain('Responda 3 para ver a posição ou 2 para sair.');
    expect(joined.request.body).toMatchObject({ type: 'text', text: { preview_url: false } });
    link = new RegExp(`${origin}/entrar/[A-Za-z0-9_-]{43}`).exec(joined.text)?.[0] ?? '';
    expect(link, joined.text).not.toBe('');
  });

  const dinerContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const diner = await dinerContext.newPage();

  await test.step('the link opens the diner’s status page on a phone', async () => {
    await diner.goto(link);
    await expect(diner).toHaveURL(`${origin}/queue`);
    await expect(diner.getByRole('heading', { level: 1, name: demoName })).toBeVisible();
    await expect(diner.getByRole('heading', { level: 2, name: 'Entrou na fila' })).toBeVisible();
    await expect(diner.getByText('Você é o 1º da fila')).toBeVisible();
    await a11y.check(diner);
  });

  const callId = `wamid.chamada-${Date.now().toString(36)}`;
  await test.step("the host sees the 'WhatsApp' badge and calls; the call arrives with its buttons", async () => {
    await page.goto(`${origin}/merchant/queue`);
    const card = queueCard(page);
    await expect(card.getByText('Entrou pelo WhatsApp')).toBeVisible();
    await expect(card).toContainText('Mesa para 2');
    await dismissToasts(page);
    await a11y.check();
    // The call's send is answered with a message id of the test's own, for the read receipt below.
    const before = cloud?.received.length ?? 0;
    cloud?.next.push({
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: waId, wa_id: waId }],
        messages: [{ id: callId, message_status: 'accepted' }],
      },
    });
    await card.getByRole('button', { name: 'Chamar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Chamado enviado a' })).toBeVisible();
    const call = await waitForMessage(`Sua mesa em ${demoName} está pronta!`);
    expect(cloud?.next).toEqual([]);
    expect(cloud?.received.slice(before)).toEqual([call.request]);
    expect(call.request.body).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'button',
        action: {
          buttons: [
            { type: 'reply', reply: { id: 'going', title: 'Estou indo' } },
            { type: 'reply', reply: { id: 'leave', title: 'Sair da fila' } },
          ],
        },
      },
    });
    await expect(diner.getByRole('region', { name: 'Sua mesa está pronta' })).toBeVisible();
  });

  await test.step("'Estou indo' in the chat answers the call: the diner's page says so", async () => {
    await phoneWrites({ button: { id: 'going', title: 'Estou indo' } });
    await waitForMessage(`Ótimo! ${demoName} já sabe que você está a caminho.`);
    await expect(diner.getByRole('heading', { level: 2, name: 'A caminho' })).toBeVisible();
    await a11y.check(diner);
    await expect(queueCard(page)).toContainText('A caminho');
  });

  await test.step("the read receipt of the call turns the host's notice to 'lida'", async () => {
    const delivery = await deliverWhatsApp(
      origin,
      statusDelivery({ id: callId, recipient: waId, status: 'read', at: new Date() }),
      appSecret,
    );
    expect(delivery.status, delivery.text).toBe(200);
    await expect(
      queueCard(page)
        .getByRole('list', { name: 'Avisos ao cliente' })
        .getByText(/^WhatsApp: /),
    ).toHaveText(/^WhatsApp: Enviado às \d{2}:\d{2} · lida às \d{2}:\d{2}$/);
    await a11y.check();
  });

  await test.step('the link used once is refused in pt-BR', async () => {
    const again = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      locale: 'pt-BR',
    });
    try {
      const second = await again.newPage();
      await second.goto(link);
      await expect(
        second
          .getByRole('alert')
          .filter({ hasText: 'Este link já foi usado ou expirou. Peça um novo no WhatsApp.' }),
      ).toBeVisible();
      await expect(second).toHaveURL(link);
      await a11y.check(second);
    } finally {
      await again.close();
    }
  });
  await dinerContext.close();
});
