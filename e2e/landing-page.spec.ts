import { expect, test } from './fixtures';
import { contactDialog, expectNoSidewaysScroll, readMeta, submitContact } from './public-site-helpers';

test.describe('landing page', () => {
  test('shows about, features, research, contact and footer, with its meta tags', async ({ page, a11y }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /SuaVez/ })).toBeVisible();
    await expect(page).toHaveTitle('SuaVez');
    const meta = await readMeta(page);
    expect(meta.description).toContain('fila virtual');
    expect(meta.ogTitle).toBe('SuaVez');
    expect(meta.ogDescription).toBe(meta.description);
    expect(meta.ogImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/og-suavez\.jpg$/);

    for (const heading of [
      'Sobre o SuaVez',
      'O que o SuaVez faz pelo seu restaurante',
      'O que os clientes de restaurantes dizem',
      'Vamos conversar?',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeAttached();
    }
    for (const feature of [
      'Gestão de fila',
      'Inteligência a partir da espera',
      'Satisfação do cliente',
      'Inovação contínua',
    ]) {
      await expect(page.getByRole('heading', { name: feature })).toBeAttached();
    }
    for (const figure of ['73,4%', '80,5%', '84,5%', '81,3%', '65,8%']) {
      await expect(page.getByText(figure, { exact: true })).toBeAttached();
    }
    await expect(page.getByText('Resultados de uma pesquisa com clientes de restaurantes')).toBeAttached();

    const topBar = page.getByRole('navigation', { name: 'Principal' });
    await expect(topBar.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    await expect(topBar.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login/merchant');
    await expect(page.getByRole('button', { name: 'Oferta de fundadores' })).toHaveCount(0);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      '/legal#politica-de-privacidade',
    );
    await expect(footer.getByRole('link', { name: 'contato@suavez.app' })).toHaveAttribute(
      'href',
      'mailto:contato@suavez.app',
    );
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', /instagram\.com\//);
    await expect(footer.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/55\d{11}$/,
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} SuaVez`);
    await expectNoSidewaysScroll(page);
    await a11y.check();

    await topBar.getByRole('link', { name: 'Contato' }).click();
    await expect(page.getByRole('heading', { name: 'Vamos conversar?' })).toBeInViewport();
  });

  test('t=<section id> scrolls to that section; t=contato opens the contact modal', async ({
    page,
    a11y,
  }) => {
    await page.goto('/?t=pesquisa');
    await expect(
      page.getByRole('heading', { name: 'O que os clientes de restaurantes dizem' }),
    ).toBeInViewport();
    await expect(contactDialog(page)).toHaveCount(0);

    await page.goto('/?t=contato&f=instagram');
    const dialog = contactDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Conversar pelo WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/5511900000000?text=${encodeURIComponent('Olá! Quero conhecer o SuaVez para o meu restaurante.')}`,
    );
    await a11y.check();
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the landing page goes to the blog and to the merchant login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'NOVIDADES' })).toBeVisible();
    await page.goBack();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Entrar' }).click();
    await expect(page).toHaveURL('/login/merchant');
  });
});

test.describe('promo link', () => {
  test('/qr-business-card sets qrbc for a day and lands on the promo modal', async ({ page, a11y }) => {
    await page.goto('/qr-business-card');
    await expect(page).toHaveURL('/');
    const promo = page.getByRole('dialog', { name: 'Oferta de fundadores' });
    await expect(promo).toBeVisible();
    await expect(promo).toContainText('Por tempo limitado');
    for (const benefit of [
      'Contrato exclusivo de fundador',
      'Preço especial garantido durante toda a vigência do contrato',
      'Contato direto com o time de produto',
    ]) {
      await expect(promo.getByText(benefit)).toBeVisible();
    }
    await a11y.check();

    const qrbc = (await page.context().cookies()).find((cookie) => cookie.name === 'qrbc');
    expect(qrbc?.value).toBe('true');
    const lifetimeSeconds = (qrbc?.expires ?? 0) - Date.now() / 1000;
    expect(lifetimeSeconds).toBeGreaterThan(24 * 60 * 60 - 300);
    expect(lifetimeSeconds).toBeLessThanOrEqual(24 * 60 * 60 + 5);

    await promo.getByRole('button', { name: 'Continuar' }).click();
    await expect(promo).toBeHidden();
    await page.getByRole('button', { name: 'Oferta de fundadores' }).click();
    await expect(promo).toBeVisible();
    await promo.getByRole('button', { name: 'Continuar' }).click();

    // With the promo flag the WhatsApp message carries the code and the call says x-qrbc: true.
    let promoHeader: string | undefined;
    await page.route('**/api/contact', (route) => {
      promoHeader = route.request().headers()['x-qrbc'];
      return route.fulfill({ status: 204 });
    });
    await page.getByRole('button', { name: 'Quero conhecer' }).click();
    const whatsApp = contactDialog(page).getByRole('link', { name: 'Conversar pelo WhatsApp' });
    const href = decodeURIComponent((await whatsApp.getAttribute('href')) ?? '');
    expect(href).toMatch(/Vim pela oferta de fundadores, código SV\d{7}\.$/);
    await submitContact(page, '11987654321', 'Fundador');
    await expect(contactDialog(page).getByText('Seu contato foi recebido')).toBeVisible();
    expect(promoHeader).toBe('true');
  });
});
