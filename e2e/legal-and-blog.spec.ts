import { expect, test } from './fixtures';
import { expectNoSidewaysScroll, readMeta } from './public-site-helpers';

test.describe('legal page', () => {
  test("shows 'JURÍDICO', the privacy policy and the terms in two tabs", async ({ page, a11y }) => {
    await page.goto('/legal');
    await expect(page.getByRole('heading', { level: 1, name: 'JURÍDICO' })).toBeVisible();
    await expect(page).toHaveTitle('Política de privacidade e termos de uso | SuaVez');
    expect((await readMeta(page)).description).toContain('LGPD');

    const privacyTab = page.getByRole('tab', { name: 'Política de privacidade' });
    const termsTab = page.getByRole('tab', { name: 'Termos de uso' });
    await expect(privacyTab).toHaveAttribute('aria-selected', 'true');
    const privacy = page.locator('#politica-de-privacidade');
    await expect(privacy).toBeVisible();
    await expect(privacy).toHaveAttribute('role', 'tabpanel');
    for (const text of [
      '2. Quais dados coletamos',
      '3. Para que usamos e com qual base legal',
      '4. Por quanto tempo guardamos',
      '8. Seus direitos',
      '10. Encarregado pelo tratamento de dados',
    ]) {
      await expect(privacy.getByRole('heading', { name: text, exact: true })).toBeVisible();
    }
    await expect(privacy).toContainText('art. 18');
    for (const cookie of ['access_token', 'merchant_id', 'email', 'user', 'qrbc', 'sv_consumer']) {
      await expect(privacy.getByRole('cell', { name: cookie, exact: true })).toBeVisible();
    }
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Entrar' }),
    ).toHaveAttribute('href', '/login/merchant');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'contato@suavez.app' })).toBeVisible();
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expectNoSidewaysScroll(page);
    await a11y.check();

    await termsTab.click();
    await expect(termsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Termos de uso', level: 2 })).toBeVisible();
    await expect(privacy).toBeHidden();
    await expect(page).toHaveURL('/legal#termos-de-uso');
    await a11y.check();

    await page.goto('/legal#politica-de-privacidade');
    await expect(privacyTab).toHaveAttribute('aria-selected', 'true');
  });

  test('the footer links open the right tab', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de uso' }).click();
    await expect(page).toHaveURL('/legal#termos-de-uso');
    await expect(page.getByRole('tab', { name: 'Termos de uso' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidade' }).click();
    await expect(page.getByRole('tab', { name: 'Política de privacidade' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

test.describe('blog', () => {
  test("lists the posts under 'NOVIDADES', 'DESTAQUE' and 'Veja também'", async ({ page, a11y }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'NOVIDADES' })).toBeVisible();
    await expect(page).toHaveTitle('Blog | SuaVez');
    await expect(page.getByRole('heading', { level: 2, name: 'DESTAQUE' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Veja também' })).toBeVisible();
    const postLinks = page.getByRole('main').getByRole('link');
    await expect(postLinks).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'Como ler os relatórios da sua fila' })).toBeVisible();
    await expect(page.getByRole('link', { name: '7 jeitos de reduzir as desistências' })).toBeVisible();

    const covers = page.getByRole('main').locator('img');
    await expect(covers).toHaveCount(5);
    await expect(
      page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Conhecer' }),
    ).toHaveAttribute('href', '/');
    const footer = page.getByRole('contentinfo');
    for (const link of [
      'Política de privacidade',
      'Termos de uso',
      'contato@suavez.app',
      'Instagram',
      'WhatsApp',
    ]) {
      await expect(footer.getByRole('link', { name: link })).toBeVisible();
    }
    await expect(footer).toContainText('Todos os direitos reservados');
    await expectNoSidewaysScroll(page);
    await a11y.check();
  });

  test('a post shows cover, date, read time, body and Leia também', async ({ page, a11y }) => {
    await page.goto('/blog');
    await page.getByRole('link', { name: '7 jeitos de reduzir as desistências' }).click();
    await expect(page).toHaveURL('/blog/reduzir-desistencias-na-fila');
    const title = '7 jeitos de reduzir as desistências na fila de espera';
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | SuaVez`);
    const meta = await readMeta(page);
    expect(meta.ogTitle).toBe(`${title} | SuaVez`);
    expect(meta.ogImage).toMatch(/\/images\/blog\/reduzir-desistencias\.svg$/);

    const cover = page.getByRole('img', { name: 'Relógio ao lado de uma fila de pessoas que avança' });
    await expect(cover).toBeVisible();
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByText('29/09/2026')).toBeVisible();
    await expect(page.getByText(/^\d minutos de leitura$/)).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Diga a verdade sobre a espera' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Leia também' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await a11y.check();

    // 'Leia também' leads to another post, which opens at its top.
    await page.getByRole('link', { name: 'Fila virtual: o que muda na porta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Fila virtual: o que muda/ })).toBeInViewport();
    await a11y.check();

    // Leaving the blog puts the landing page's own tags back.
    await page.getByRole('link', { name: 'Conhecer' }).click();
    await expect(page).toHaveTitle('SuaVez');
    expect((await readMeta(page)).ogImage).toMatch(/\/images\/og-suavez\.jpg$/);
  });

  test("an unknown post says 'Post não encontrado.'", async ({ page, a11y }) => {
    await page.goto('/blog/nao-existe');
    await expect(page.getByRole('heading', { level: 1, name: 'Post não encontrado.' })).toBeVisible();
    await expect(page).toHaveTitle('Post não encontrado | SuaVez');
    await a11y.check();
    await page.getByRole('link', { name: 'Ver todos os posts' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'NOVIDADES' })).toBeVisible();
  });
});
