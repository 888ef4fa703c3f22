import { dismissToasts, expect, test } from './fixtures';
import { makeJpeg, newOwner, printCount, stubPrint, submitSignUp, textsOutsidePoster } from './self-service';

// A restaurant on its own, end to end (docs/email.md, docs/photos.md#cover-and-icon,
// docs/screens.md#links-and-qr-codes): it signs up at /cadastro, uploads its cover and icon, copies its menu
// link, and that link's HTML (what WhatsApp's or Instagram's crawler reads, without JavaScript) names the
// restaurant and shows its cover, and the menu there shows its icon; then it prints its queue poster. Its
// own e-mail: no other run's account.

const owner = newOwner('Bistrô Autônomo', 'autoatendimento.test');

/** The content of the one `<meta property|name="key">` of an HTML text, unescaped as a browser would. */
function metaOf(html: string, key: string): string[] {
  const pattern = new RegExp(`<meta\\s+(?:property|name)="${key}"\\s+content="([^"]*)"`, 'g');
  return [...html.matchAll(pattern)].map((match) =>
    (match[1] ?? '').replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&'),
  );
}

test('a restaurant signs up, sets its cover, shares a menu link that previews it, and prints its poster', async ({
  page,
  request,
  baseURL,
  a11y,
}) => {
  // A new account, two uploads and the QR page, on a machine that may be busy.
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const photoPath = /^\/api\/photos\/[0-9a-f-]{36}\/[0-9a-f]{64}\.webp$/;
  let cover = '';
  let icon = '';
  let menuLink = '';

  await test.step('signs up at /cadastro and lands on its home', async () => {
    await page.goto('/cadastro');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar conta' })).toBeVisible();
    await submitSignUp(page, owner);
    await dismissToasts(page);
  });

  await test.step("uploads a cover and an icon under 'Foto de capa e ícone'", async () => {
    await page.getByRole('button', { name: 'Foto de capa e ícone' }).click();
    const coverSection = page.getByRole('region', { name: 'Foto de capa', exact: true });
    await expect(coverSection.getByText('Sem foto de capa.')).toBeVisible();
    await coverSection.getByLabel('Enviar capa').setInputFiles({
      name: 'fachada.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeJpeg(1200, 600),
    });
    const coverImage = coverSection.getByRole('img', { name: 'Foto de capa atual' });
    await expect(coverImage).toHaveAttribute('src', photoPath);
    cover = (await coverImage.getAttribute('src')) ?? '';
    await expect(page.getByRole('alert').filter({ hasText: 'Foto de capa atualizada' })).toBeVisible();
    await expect.poll(() => coverImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);

    const iconSection = page.getByRole('region', { name: 'Ícone', exact: true });
    await iconSection.getByLabel('Enviar ícone').setInputFiles({
      name: 'logo.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeJpeg(300, 300, { r: 20, g: 120, b: 60 }),
    });
    const iconImage = iconSection.getByRole('img', { name: 'Ícone atual' });
    await expect(iconImage).toHaveAttribute('src', photoPath);
    icon = (await iconImage.getAttribute('src')) ?? '';
    expect(icon).not.toBe(cover);
    await dismissToasts(page);
    await a11y.check();
  });

  await test.step('copies the menu link from the links card', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    const links = page.getByRole('region', { name: 'Links do restaurante' });
    menuLink = await links.getByRole('textbox', { name: 'Link do cardápio' }).inputValue();
    expect(menuLink).toMatch(/\/catalog\?merchant=[0-9a-f-]{36}$/);
    await links.getByRole('button', { name: 'Copiar link do cardápio' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Link copiado' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(menuLink);
    await dismissToasts(page);
  });

  await test.step("the link's HTML carries the restaurant's Open Graph tags and its cover", async () => {
    // The link is made from PUBLIC_URL; this server answers the same path and query.
    const link = new URL(menuLink);
    const res = await request.get(`${link.pathname}${link.search}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(metaOf(html, 'og:title')).toEqual([owner.name]);
    expect(metaOf(html, 'og:image')).toEqual([new URL(cover, link.origin).href]);
    expect(metaOf(html, 'twitter:image')).toEqual([new URL(cover, link.origin).href]);
    expect(metaOf(html, 'og:url')[0]).toMatch(/\/c\/[a-z0-9]{5,8}$/);
    expect(html).toContain(`<title>Cardápio de ${owner.name}</title>`);
    expect(html).toContain(`<link rel="apple-touch-icon" href="${new URL(icon, link.origin).href}"`);
    // The picture the preview names is there for the crawler.
    const image = await request.get(cover);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
  });

  await test.step('the public menu at that link shows the new icon', async () => {
    const link = new URL(menuLink);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: owner.name })).toBeVisible();
    const headerIcon = page.getByRole('main').locator('header img').first();
    await expect(headerIcon).toHaveAttribute('src', icon);
    await expect.poll(() => headerIcon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    await a11y.check();
    await page.goto('/merchant');
  });

  await test.step("the QR page's 'Imprimir' prints the poster alone", async () => {
    await page.getByRole('link', { name: 'Gerar QRCode' }).click();
    await expect(page).toHaveURL(/\/merchant\/qr$/);
    const poster = page.getByRole('region', { name: 'Cartaz da fila' });
    await expect(poster.getByRole('heading', { level: 1, name: `Fila do ${owner.name}` })).toBeVisible();
    await expect(poster.getByText('Escaneie para entrar na fila')).toBeVisible();
    await a11y.check();

    await stubPrint(page);
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await printCount(page)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(poster.getByRole('img', { name: 'QR Code para entrar na fila' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Estabelecimento' })).toBeHidden();
    expect(await textsOutsidePoster(page)).toEqual([]);
    await page.emulateMedia({ media: 'screen' });
  });
});
