import { expect, test } from './fixtures';
import {
  contactDialog,
  contactFailure,
  contactSuccess,
  submitContact,
  uniquePhoneDigits,
} from './public-site-helpers';

test.describe('contact form (phone)', () => {
  test('validates, sends name and number with x-qrbc, confirms and shows the success toast', async ({
    page,
    a11y,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Quero conhecer' }).click();
    const dialog = contactDialog(page);
    await expect(dialog).toBeVisible();

    const phone = dialog.getByLabel('Seu telefone');
    const next = dialog.getByRole('button', { name: 'Próximo' });
    await expect(next).toBeDisabled();
    await phone.fill('119');
    await expect(phone).toHaveValue('(11) 9');
    await expect(next).toBeEnabled();
    await phone.fill('');
    await phone.blur();
    await expect(dialog.getByText('Seu telefone é um campo obrigatório')).toBeVisible();
    await expect(next).toBeDisabled();
    await a11y.check();

    // Never more than 4 digits after the hyphen (docs/screens.md#forms).
    const digits = uniquePhoneDigits();
    await phone.fill(`${digits}999`);
    const masked = `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
    await expect(phone).toHaveValue(masked);
    await next.click();

    const name = dialog.getByLabel('Seu nome');
    const send = dialog.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    await name.focus();
    await name.blur();
    await expect(dialog.getByText('Seu nome é um campo obrigatório')).toBeVisible();
    await name.fill('Marina Teste');
    await expect(send).toBeEnabled();

    const [request, response] = await Promise.all([
      page.waitForRequest((req) => req.url().endsWith('/api/contact') && req.method() === 'POST'),
      page.waitForResponse((res) => res.url().endsWith('/api/contact')),
      send.click(),
    ]);
    expect(request.postDataJSON()).toEqual({ name: 'Marina Teste', number: masked });
    expect(request.headers()['x-qrbc']).toBe('false');
    expect(response.status()).toBe(204);

    await expect(dialog.getByText('Seu contato foi recebido')).toBeVisible();
    await expect(page.getByText(contactSuccess)).toBeVisible();
    await a11y.check();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('icpg=01 fires one conversion event through the analytics hook; without it, none', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as Window & { dataLayer?: unknown[] }).dataLayer = [];
    });
    // The server side of this call is the previous test's; here only the event matters.
    await page.route('**/api/contact', (route) => route.fulfill({ status: 204 }));
    const readLayer = () => page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer);

    await page.goto('/?icpg=01&t=contato');
    await submitContact(page, '11987654321', 'Com campanha');
    await expect(contactDialog(page).getByText('Seu contato foi recebido')).toBeVisible();
    expect(await readLayer()).toEqual([{ event: 'generate_lead', form: 'contato', icpg: '01' }]);

    await page.goto('/?t=contato');
    await submitContact(page, '11987654321', 'Sem campanha');
    await expect(contactDialog(page).getByText('Seu contato foi recebido')).toBeVisible();
    expect(await readLayer()).toEqual([]);
  });

  test('a failed send shows the warning toast with the e-mail and keeps the form', async ({
    page,
    browserErrors,
  }) => {
    browserErrors.allow(/Failed to load resource: the server responded with a status of 500/);
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL', message: 'Erro interno. Tente novamente em instantes.' }),
      }),
    );
    await page.goto('/?t=contato');
    await submitContact(page, '11987654321', 'Falha');
    await expect(page.getByText(contactFailure)).toBeVisible();
    await expect(contactDialog(page).getByLabel('Seu nome')).toHaveValue('Falha');
  });
});
