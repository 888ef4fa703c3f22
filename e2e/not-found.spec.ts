import { expect, test } from './fixtures';

test('an unknown address shows the not-found screen and leads back home', async ({ page, a11y }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'SuaVez' })).toBeVisible();
  await expect(page).toHaveTitle('SuaVez');
  await a11y.check();

  await page.goto('/nao-existe/mesmo');
  await expect(
    page.getByRole('heading', { name: 'Oh, não! Você está em um lugar desconhecido!' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Página não encontrada | SuaVez');
  await a11y.check();

  await page.getByRole('link', { name: 'Voltar para um local seguro' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'SuaVez' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login/merchant');
});
