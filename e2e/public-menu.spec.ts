import type { Locator, Page } from '@playwright/test';
import { withDemoCatalogLock } from './demo-merchant';
import { expect, test } from './fixtures';

// The consumer's side: opened on a phone from a printed short link.

/** Waits for the drawer's slide (a CSS transition) to end. */
async function settled(drawer: Locator): Promise<void> {
  await drawer.evaluate((dialog) =>
    Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/** Drags the open drawer down by touch, `distance` px from its top, through Chromium's input layer. */
async function touchDrag(page: Page, startY: number, distance: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const x = 195;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: startY }] });
  for (let step = 1; step <= 5; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: startY + (distance * step) / 5 }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('a consumer opens the demo menu from its short link, searches, browses categories and opens an item', async ({
  page,
  a11y,
}) => {
  test.setTimeout(90_000);
  await withDemoCatalogLock(async () => {
    await page.goto('/c/PRACA');
    await expect(page).toHaveURL(/\/catalog\?merchant=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cantina da Praça' })).toBeVisible();
    await expect(page).toHaveTitle('Cardápio de Cantina da Praça');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Confira o cardápio de Cantina da Praça',
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Cardápio de Cantina da Praça',
    );
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      'Confira o cardápio de Cantina da Praça',
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/images\/demo\/icon\.svg$/,
    );
    const bar = page.getByRole('navigation', { name: 'Categorias' });
    await expect(bar.getByRole('button')).toHaveText([
      'Entradas',
      'Massas',
      'Pratos principais',
      'Sobremesas',
      'Bebidas',
    ]);
    // Photos below the fold load lazily, with their size reserved.
    const firstPhoto = page.getByRole('region', { name: 'Bebidas' }).locator('img').first();
    await expect(firstPhoto).toHaveAttribute('loading', 'lazy');
    await expect(firstPhoto).toHaveAttribute('width', '72');
    await expect(firstPhoto).toHaveAttribute('height', '72');
    await a11y.check();

    // Search: case-insensitive, categories without a match disappear.
    const search = page.getByRole('searchbox', { name: 'Buscar item' });
    await expect(search).toHaveAttribute('placeholder', 'Buscar item...');
    await search.fill('BRUSCHETTA');
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Entradas' }).getByRole('button')).toHaveText([
      /Bruschetta de tomate/,
    ]);
    await expect(bar.getByRole('button')).toHaveText(['Entradas']);
    await search.fill('suco');
    await expect(page.getByRole('region', { name: 'Bebidas' }).getByRole('button')).toHaveText([
      /Suco de laranja/,
    ]);
    await search.fill('feijoada');
    await expect(page.getByText('Nenhum item encontrado')).toBeVisible();
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(0);
    await search.fill('');
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(5);

    // The bar scrolls to a category and follows the reading position (120 px from the top).
    await bar.getByRole('button', { name: 'Sobremesas' }).click();
    await expect(bar.getByRole('button', { name: 'Sobremesas' })).toHaveAttribute('aria-current', 'true');
    // Wait for the smooth scroll to end with the section above the marker.
    const desserts = page.getByRole('region', { name: 'Sobremesas' });
    let lastY = Number.NaN;
    await expect
      .poll(
        async () => {
          const y = (await desserts.boundingBox())?.y ?? 999;
          const isStill = y === lastY;
          lastY = y;
          return isStill && y <= 120;
        },
        { intervals: [150] },
      )
      .toBe(true);
    await page.mouse.move(195, 500);
    await page.mouse.wheel(0, -100_000);
    await expect(bar.getByRole('button', { name: 'Entradas' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('region', { name: 'Pratos principais' }).evaluate((section) => {
      window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 100);
    });
    await expect(bar.getByRole('button', { name: 'Pratos principais' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // The item drawer: a labelled modal dialog; Escape, overlay and a long drag close it; body scroll locked.
    const item = page.getByRole('button', { name: /Pudim de leite/ });
    await item.click();
    const drawer = page.getByRole('dialog', { name: 'Pudim de leite' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('R$ 18,90')).toBeVisible();
    await expect(drawer.getByRole('img', { name: 'Pudim de leite' })).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expect(drawer.getByRole('button', { name: 'Fechar' })).toBeFocused();
    await a11y.check();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(item).toBeFocused();
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');

    await item.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(195, 40);
    await expect(drawer).toBeHidden();

    await item.click();
    await expect(drawer.getByRole('heading', { name: 'Pudim de leite' })).toBeVisible();
    await settled(drawer);
    const top = ((await drawer.getByRole('heading', { name: 'Pudim de leite' }).boundingBox())?.y ?? 500) + 5;
    await touchDrag(page, top, 60);
    await settled(drawer);
    await expect(drawer.getByRole('heading', { name: 'Pudim de leite' })).toBeInViewport();
    expect((await drawer.getByRole('heading', { name: 'Pudim de leite' }).boundingBox())?.y).toBeCloseTo(
      top - 5,
      0,
    );
    await touchDrag(page, top, 160);
    await expect(drawer).toBeHidden();

    // Mouse drag too.
    await item.click();
    await expect(drawer.getByRole('heading', { name: 'Pudim de leite' })).toBeVisible();
    await settled(drawer);
    await page.mouse.move(195, top);
    await page.mouse.down();
    await page.mouse.move(195, top + 150, { steps: 6 });
    await page.mouse.up();
    await expect(drawer).toBeHidden();
  });

  // Leaving the menu puts the page's title and social tags back.
  await page.evaluate(() => window.history.pushState(null, '', '/nao-existe'));
  await expect(
    page.getByRole('heading', { name: 'Oh, não! Você está em um lugar desconhecido!' }),
  ).toBeVisible();
  await expect(page).not.toHaveTitle(/Cardápio de/);
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute('content', /Confira o cardápio/);
  await expect(page.locator('meta[property="og:title"]')).not.toHaveAttribute('content', /Cardápio de/);
});

test('a shared menu link previews the restaurant in the HTML itself, for crawlers that run no script', async ({
  request,
}) => {
  const res = await request.get('/c/praca');
  expect(res.status()).toBe(200);
  const html = await res.text();
  const ogTitles = [...html.matchAll(/<meta property="og:title" content="([^"]*)"/g)].map(
    (match) => match[1],
  );
  expect(ogTitles).toEqual(['Cantina da Praça']);
  expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/images\/og-suavez\.jpg"/);
  expect(html).toMatch(/<meta property="og:url" content="https?:\/\/[^"]+\/c\/praca"/);
  expect(html).toContain('<title>Cardápio de Cantina da Praça</title>');
});

test('the menu without a merchant, and unknown short links, say so and lead home', async ({
  page,
  a11y,
  browserErrors,
}) => {
  browserErrors.allow(/Failed to load resource: the server responded with a status of (404|400)/);
  await page.goto('/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Erro ao carregar cardápio.' })).toBeVisible();
  await a11y.check();

  await page.goto('/catalog?merchant=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Erro ao carregar cardápio.' })).toBeVisible();

  await page.goto('/c/naoexiste');
  await expect(page.getByRole('heading', { level: 1, name: 'Cardápio não encontrado.' })).toBeVisible();
  await expect(page).toHaveURL(/\/c\/naoexiste$/);
  await a11y.check();
  // Neither is a dead end: with no menu known, the way on is the home page.
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/catalog');
  await page.getByRole('link', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'SuaVez' })).toBeVisible();
});

test('the short link shows its progress before opening the menu', async ({ page, a11y }) => {
  // The answer is held back to see the waiting state; the page's timers run on a fake clock.
  let release: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/merchant/short?*', async (route) => {
    await answered;
    await route.continue();
  });
  await page.clock.install();
  await page.goto('/c/praca');
  await expect(page.getByRole('heading', { level: 1, name: 'Buscando cardápio' })).toBeVisible();
  const bar = page.getByRole('progressbar', { name: 'Buscando cardápio' });
  // A margin a loaded CI machine cannot overrun between reading the time and pausing (150 ms did once).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  const start = Number(await bar.getAttribute('aria-valuenow'));
  expect(start).toBeLessThan(80);
  await page.clock.runFor(100);
  await expect(bar).toHaveAttribute('aria-valuenow', String(start + 5));
  await page.clock.runFor(4000);
  await expect(bar).toHaveAttribute('aria-valuenow', '80');
  // axe needs running timers.
  await page.clock.resume();
  await a11y.check();
  await expect(bar).toHaveAttribute('aria-valuenow', '80');
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  await withDemoCatalogLock(async () => {
    release();
    // The query library delivers its answer on a zero-delay timer: let due timers run, without advancing.
    await expect
      .poll(async () => {
        await page.clock.runFor(0);
        return bar.getAttribute('aria-valuenow');
      })
      .toBe('100');
    await page.clock.runFor(400);
    await expect(page).toHaveURL(/\/c\/praca$/);
    await page.clock.runFor(200);
    await expect(page).toHaveURL(/\/catalog\?merchant=/);
    await page.clock.resume();
    await expect(page.getByRole('heading', { level: 1, name: 'Cantina da Praça' })).toBeVisible();
  });
});
