import { dismissToasts, expect, test } from './fixtures';

// The restaurant's side, on the host stand's tablet.

test('a session the server refuses ends on the login with the session-lost message', async ({
  page,
  context,
  baseURL,
  browserErrors,
  a11y,
}) => {
  browserErrors.allow(/status of 401/);
  // Well formed and not expired for the browser, but signed by no one: the server answers 401.
  const claims = {
    merchant: '00000000-0000-4000-8000-000000000000',
    sub: 'x',
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  const token = `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.assinatura`;
  await context.addCookies(
    [
      ['access_token', token],
      ['merchant_id', claims.merchant],
      ['email', 'ninguem%40exemplo.com'],
    ].map(([name = '', value = '']) => ({ name, value, url: baseURL as string, sameSite: 'Lax' as const })),
  );
  await page.goto('/merchant');
  await expect(page).toHaveURL('/login/merchant');
  await expect(page.getByRole('alert').filter({ hasText: 'Sessão perdida' })).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('access_token');
  await dismissToasts(page);
  await a11y.check();
});

test('a wrong password stays on the login with the failure message, which goes once the login succeeds', async ({
  page,
  browserErrors,
}) => {
  browserErrors.allow(/status of 401/);
  await page.goto('/login/merchant');
  await page.getByLabel('E-mail de acesso').fill('demo@suavez.app');
  await page.getByLabel('Senha').fill('senha-errada');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const failed = page.getByRole('alert').filter({ hasText: 'Erro ao tentar logar' });
  await expect(failed).toBeVisible();
  await expect(page).toHaveURL('/login/merchant');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();

  // Typed right at once, well within the toast's 5 s: it must not follow the merchant to the home.
  await page.getByLabel('Senha').fill('suavez123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/merchant');
  // Closed at once (its exit animation takes under a second), not at the end of its own 5 s.
  await expect(failed).toHaveCount(0, { timeout: 2_500 });
  await dismissToasts(page);
});
