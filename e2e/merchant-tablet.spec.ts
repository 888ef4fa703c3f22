import type { Page } from '@playwright/test';
import { dismissToasts, expect, test } from './fixtures';
import { smallTargets } from './layout-checks';

// The host's screens on the host stand's tablet (docs/screens.md#top-bar), upright (768 × 1024) and lying
// down (1024 × 768), as the demo owner, who sees every screen: the top bar fits with nothing cut (the owner's
// settings under 'Mais'), the queue's filters are chips and switches, and every control is a 44 px target.
// It only reads: the demo restaurant's data stays as the other journeys expect it.

const demo = { email: 'demo@suavez.app', password: 'suavez123' } as const;

async function logIn(page: Page): Promise<void> {
  await page.goto('/login/merchant');
  await page.getByLabel('E-mail de acesso').fill(demo.email);
  await page.getByLabel('Senha').fill(demo.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/merchant');
}

/** The bar's controls cut by the screen's edge or hidden in a scroll, by name. */
async function cutControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('nav[aria-label="Estabelecimento"]');
    if (!bar) return ['no bar'];
    const cut: string[] = [];
    const list = bar.querySelector('.merchant-screen-links');
    if (list && list.scrollWidth > list.clientWidth + 1) cut.push('links scroll sideways');
    for (const control of Array.from(bar.querySelectorAll<HTMLElement>('a, button'))) {
      const box = control.getBoundingClientRect();
      if (box.width === 0) continue; // not shown at this width (under 'Mais')
      if (box.left < 0 || box.right > window.innerWidth + 0.5) cut.push(control.textContent ?? '?');
    }
    return cut;
  });
}

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
]) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true });

    test('the top bar fits, the queue filters are filters, every control is a 44 px target', async ({
      page,
      a11y,
    }) => {
      test.setTimeout(60_000);
      await logIn(page);
      await page.goto('/merchant/queue');
      await expect(page.getByRole('heading', { level: 1, name: 'Fila de clientes' })).toBeVisible();
      await dismissToasts(page);
      const bar = page.getByRole('navigation', { name: 'Estabelecimento' });
      for (const name of ['Início', 'Fila', 'Salão', 'Cozinha']) {
        await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
      }
      expect(await cutControls(page)).toEqual([]);
      expect(
        await smallTargets(page, 'nav[aria-label="Estabelecimento"] :is(a.nav-link, .dropdown-toggle)'),
      ).toEqual([]);

      // The owner's settings: under 'Mais', the screen opens from it, and 'Mais' then says where one is.
      await bar.getByRole('button', { name: 'Mais' }).click();
      await bar.getByRole('link', { name: 'Histórico' }).click();
      await expect(page).toHaveURL('/merchant/historico');
      await expect(bar.locator('.merchant-more-current')).toBeVisible();
      await page.goto('/merchant/queue');

      // The filters: chips and switches, no 'Recarregar' (the queue is live).
      const filters = page.locator('.queue-filter-card');
      await expect(filters.getByRole('checkbox', { name: '5+' })).toBeChecked();
      await expect(filters.getByRole('switch', { name: 'Chamados' })).toBeChecked();
      await expect(page.getByRole('button', { name: 'Recarregar' })).toHaveCount(0);
      expect(
        await smallTargets(
          page,
          'main :is(.filter-chip, .filter-switch .form-check-label, button:not(.btn-close))',
        ),
      ).toEqual([]);
      await filters.getByText('5+').click();
      await expect(filters.getByRole('checkbox', { name: '5+' })).not.toBeChecked();
      await a11y.check();
    });
  });
}
