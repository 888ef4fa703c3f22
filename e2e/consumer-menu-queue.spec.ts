import { type ConsumerServer, startConsumerServer } from './consumer-server';
import { demoLogin, demoName, loginDemoThroughApi } from './demo-merchant';
import { expect, test } from './fixtures';

// The public menu as a way into the queue (docs/screens.md#public-menu), on a small phone and against a
// server of its own (other journeys close the demo store): a diner opens the printed short link, sees
// 'Entrar na fila' without scrolling and reaches the join form; once the restaurant closes, the menu no
// longer offers it.
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ viewport: { width: 360, height: 640 } });

let server: ConsumerServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startConsumerServer('menu-queue', { FEATURE_SMS_VERIFICATION: 'false' });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

test('the public menu offers "Entrar na fila" while the queue is open, and it leads to the join form', async ({
  page,
  a11y,
}) => {
  let merchantId = '';

  await test.step('the diner opens the short link: "Entrar na fila" is in view, above the menu', async () => {
    await page.goto(`${origin}/c/${demoLogin.shortId}`);
    await expect(page).toHaveURL(/\/catalog\?merchant=[0-9a-f-]{36}$/);
    merchantId = new URL(page.url()).searchParams.get('merchant') ?? '';
    await expect(page.getByRole('heading', { level: 1, name: demoName })).toBeVisible();
    const join = page.getByRole('link', { name: 'Entrar na fila' });
    await expect(join).toBeInViewport({ ratio: 1 });
    await expect(join).toHaveAttribute('href', `/queue/join?merchant=${merchantId}`);
    // It covers nothing: the search and the first category come after it, and the page is not scrolled.
    const search = page.getByRole('searchbox', { name: 'Buscar item' });
    await expect(search).toBeInViewport();
    const joinBox = await join.boundingBox();
    const searchBox = await search.boundingBox();
    expect((joinBox?.y ?? 0) + (joinBox?.height ?? 0)).toBeLessThanOrEqual(searchBox?.y ?? 0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('region', { name: 'Entradas' })).toBeVisible();
    await a11y.check();
  });

  await test.step('"Entrar na fila" opens the join form of the restaurant', async () => {
    await page.getByRole('link', { name: 'Entrar na fila' }).click();
    await expect(page).toHaveURL(`${origin}/queue/join?merchant=${merchantId}`);
    await expect(page.getByRole('heading', { level: 1, name: demoName })).toBeVisible();
    await expect(page.getByLabel('Seu número de celular')).toBeVisible();
    await expect(page.getByLabel('Qual seu nome?')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entrar na fila' })).toBeVisible();
    await a11y.check();
  });

  await test.step('the restaurant closes: the menu no longer offers the queue', async () => {
    const merchant = await loginDemoThroughApi(page.request, origin);
    const close = await page.request.patch(`${origin}/api/merchant/toggle/open?id=${merchant.merchantId}`, {
      headers: { authorization: merchant.authorization },
    });
    expect(close.ok(), await close.text()).toBeTruthy();
    expect(((await close.json()) as { isOpen?: boolean }).isOpen).toBe(false);
    await page.goto(`${origin}/catalog?merchant=${merchantId}`);
    await expect(page.getByRole('heading', { level: 1, name: demoName })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Entradas' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar na fila' })).toHaveCount(0);
    await a11y.check();
  });
});
