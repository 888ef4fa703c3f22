import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { demoName, loginDemoThroughApi } from './demo-merchant';
import { expect, test } from './fixtures';

// The join page in the diner's language (rules.md §16, docs/languages.md): `?lang=es` writes the page in
// Spanish from the server's HTML on, the switcher turns it to English without a reload and the choice
// outlives the next visit (the `lang` cookie); the restaurant's call reads, and is answered, in English; a
// phone set to Spanish gets Spanish without asking. A server of its own, with the demo restaurant.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let server: ConsumerServer | undefined;
let origin = '';
let merchantId = '';
let authorization = '';

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(240_000);
  server = await startConsumerServer('languages-queue', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
  const request = await playwright.request.newContext();
  ({ merchantId, authorization } = await loginDemoThroughApi(request, origin));
  await request.dispose();
});

test.afterAll(async () => {
  await server?.stop();
});

test('a diner joins in Spanish, switches to English, is called and answers in English', async ({
  page,
  a11y,
  browserErrors,
}) => {
  // Before joining the page asks whether this device is already in a queue: no, a 404.
  browserErrors.allow(/Failed to load resource: the server responded with a status of 404/);

  await test.step('?lang=es: the page, its title and its form are in Spanish', async () => {
    await page.goto(`${origin}/queue/join?merchant=${merchantId}&lang=es`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle(`Unirse a la fila de ${demoName} | SuaVez`);
    await expect(page.getByRole('heading', { level: 1, name: demoName })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unirse a la fila' })).toBeVisible();
    await expect(page.getByLabel('Tu número de celular')).toBeVisible();
    await expect(page.getByLabel('¿Para cuántas personas?')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    await a11y.check();
  });

  await test.step('an empty form says what is missing, in Spanish', async () => {
    await page.getByRole('button', { name: 'Unirse a la fila' }).click();
    await expect(page.getByText('Ingresa tu nombre.')).toBeVisible();
    await expect(page.getByText('Elige para cuántas personas es la mesa.')).toBeVisible();
  });

  await test.step('the switcher turns the page to English at once, and the next visit opens in English', async () => {
    await page.getByRole('combobox', { name: 'Idioma' }).selectOption('English');
    await expect(page.getByRole('button', { name: 'Join the waitlist' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto(`${origin}/queue/join?merchant=${merchantId}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel('Party size')).toBeVisible();
    await a11y.check();
  });

  await test.step('the diner joins in English', async () => {
    const mobile = `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await page.getByLabel('Your mobile number').fill(`11${mobile}`);
    await page.getByLabel("What's your name?").fill('Emma');
    await page.getByLabel('Party size').selectOption('2 people');
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await expect(page).toHaveURL(/\/queue$/);
  });

  await test.step('the restaurant calls, and the diner answers in English', async () => {
    const consumerId = (await page.context().cookies(origin)).find((c) => c.name === 'user')?.value;
    const entry = await page.request.get(`${origin}/api/queue?consumerId=${consumerId}`);
    const { id: queueId } = (await entry.json()) as { id: string };
    for (const action of ['accept', 'call']) {
      const res = await page.request.post(`${origin}/api/queue/${action}?queueId=${queueId}`, {
        headers: { authorization },
      });
      expect(res.ok(), await res.text()).toBe(true);
    }
    await expect(page.getByText('Your table is ready').first()).toBeVisible({ timeout: 15_000 });
    await a11y.check();
    await page.getByRole('button', { name: "I'm on my way" }).click();
    await expect(page.getByText("We told the restaurant you're on your way")).toBeVisible();
  });
});

test('a phone set to Spanish opens the join page in Spanish; the Portuguese stays the default', async ({
  browser,
}) => {
  for (const [locale, language, button] of [
    ['es-AR', 'es', 'Unirse a la fila'],
    ['de-DE', 'pt-BR', 'Entrar na fila'],
  ] as const) {
    const phone = await browser.newContext({ locale, viewport: { width: 360, height: 740 }, isMobile: true });
    try {
      const page = await phone.newPage();
      await page.goto(`${origin}/queue/join?merchant=${merchantId}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('button', { name: button })).toBeVisible();
    } finally {
      await phone.close();
    }
  }
});
