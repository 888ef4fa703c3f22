import type { APIRequestContext, Page } from '@playwright/test';
import { dismissToasts, expect, test } from './fixtures';
import { newOwner, submitSignUp } from './self-service';

// A restaurant starts on its own (docs/email.md): it signs up from the login page and lands signed in on its
// home, confirms its e-mail with the link the outbox kept (GET /api/dev/email, outside production), logs out,
// asks for a new password, sets it with the e-mailed link and logs in with it. Its own e-mail, so the journey
// never reads another run's messages.

const owner = {
  ...newOwner('Cantina do Cadastro', 'cadastro.test'),
  newPassword: 'senha-nova-do-cadastro-2',
};

interface OutboxEmail {
  subject: string;
  text: string;
}

/** The address (path and query) of the newest e-mail with `subject`, once the outbox holds it. */
async function linkFromOutbox(request: APIRequestContext, subject: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/email?to=${encodeURIComponent(owner.email)}`);
      const emails = (await res.json()) as OutboxEmail[];
      const match = emails
        .find((email) => email.subject === subject)
        ?.text.match(new RegExp(`https?://[^\\s]+(${path}\\?token=[A-Za-z0-9_-]{43})`));
      link = match?.[1] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

async function logIn(page: Page, password: string): Promise<void> {
  await page.getByLabel('E-mail de acesso').fill(owner.email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL('/merchant');
}

test('a restaurant signs up, confirms its e-mail, forgets its password and sets a new one', async ({
  page,
  a11y,
}) => {
  // The first screens of a new account, and its e-mails, on a machine that may be busy.
  test.setTimeout(90_000);

  await test.step("'Criar conta' from the login page signs the restaurant up and opens its home", async () => {
    await page.goto('/login/merchant');
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL('/cadastro');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await a11y.check();
    await submitSignUp(page, owner);
    const banner = page.getByRole('region', { name: 'Confirmação de e-mail' });
    await expect(banner).toContainText('Confirme seu e-mail');
    await expect(banner).toContainText(owner.email);
    await a11y.check();
  });

  await test.step('the confirmation link from the e-mail confirms the address', async () => {
    const link = await linkFromOutbox(page.request, 'Confirme seu e-mail no SuaVez', '/confirmar-email');
    await page.goto(link);
    await expect(page.getByText('E-mail confirmado')).toBeVisible();
    await expect(page.getByText(owner.email)).toBeVisible();
    await a11y.check();
    await page.getByRole('link', { name: 'Ir para o início' }).click();
    await expect(page).toHaveURL('/merchant');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Confirmação de e-mail' })).toHaveCount(0);
  });

  await test.step("'Desconectar', then 'Esqueci minha senha' e-mails a new-password link", async () => {
    await page.getByRole('button', { name: 'Conta' }).click();
    await page.getByRole('button', { name: 'Desconectar' }).click();
    await expect(page).toHaveURL('/login/merchant');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expect(page).toHaveURL('/esqueci-senha');
    await page.getByLabel('E-mail de acesso').fill(owner.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByText(/Se houver uma conta com este e-mail, enviamos um link/)).toBeVisible();
    await a11y.check();
  });

  await test.step('the link sets a new password, which logs in', async () => {
    const link = await linkFromOutbox(page.request, 'Crie uma nova senha no SuaVez', '/redefinir-senha');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible();
    await a11y.check();
    await page.getByLabel('Nova senha').fill(owner.newPassword);
    await page.getByLabel('Repita a senha').fill(owner.newPassword);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Senha alterada.')).toBeVisible();
    await page.getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL('/login/merchant');
    await logIn(page, owner.newPassword);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
    await dismissToasts(page);
  });
});
