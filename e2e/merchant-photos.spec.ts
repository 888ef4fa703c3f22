import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { useOwnRestaurantServer } from './own-restaurant';
import { makeJpeg } from './self-service';

// Photos (docs/photos.md): a restaurant of its own uploads an item's photo from the menu editor ('Enviar
// foto'), sees it in the editor's preview, saves, and the public menu shows it as WebP from the photo's
// address, cached for a year. Its own server on a fresh data folder, where the photo is stored.
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const owner = { name: 'Cantina das Fotos', email: 'dono@cantina-fotos.test', password: 'senha-do-dono-1' };
const restaurant = useOwnRestaurantServer('merchant-photos', owner);

/** The owner's menu through the API: an active catalog with one category and one item without a photo. */
async function createMenu(page: Page): Promise<{ merchantId: string; catalogId: string }> {
  const cookies = await page.context().cookies(restaurant.origin);
  const token = cookies.find((c) => c.name === 'access_token')?.value;
  const merchantId = cookies.find((c) => c.name === 'merchant_id')?.value ?? '';
  const headers = { authorization: `Bearer ${token}` };
  const post = async (path: string, data: object) => {
    const res = await page.request.post(`${restaurant.origin}/api${path}`, { headers, data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as { id: string };
  };
  const catalog = await post('/catalog', { merchantId, name: 'Cardápio com fotos', active: true });
  const category = await post('/category', { catalogId: catalog.id, name: 'Pratos' });
  await post('/item', { categoryId: category.id, name: 'Moqueca', price: 89.9, description: 'Para dois.' });
  return { merchantId, catalogId: catalog.id };
}

test('the owner uploads an item photo; the public menu shows it as WebP with a year of cache', async ({
  page,
  a11y,
}) => {
  await page.goto(`${restaurant.origin}/login/merchant`);
  await page.getByLabel('E-mail de acesso').fill(owner.email);
  await page.getByLabel('Senha').fill(owner.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(`${restaurant.origin}/merchant`);
  const { merchantId, catalogId } = await createMenu(page);

  // The editor: 'Enviar foto' next to 'URL da imagem' fills it with the stored photo's address.
  await page.goto(`${restaurant.origin}/merchant/catalogs/${catalogId}`);
  await page.getByRole('button', { name: 'Editar item Moqueca' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar item' });
  const photo = await makeJpeg(900, 600);
  const upload = dialog.getByLabel('Enviar foto');
  await expect(upload).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
  await upload.setInputFiles({ name: 'moqueca.jpg', mimeType: 'image/jpeg', buffer: photo });
  const photoUrl = new RegExp(`^/api/photos/${merchantId}/[0-9a-f]{64}\\.webp$`);
  await expect(dialog.getByLabel('URL da imagem')).toHaveValue(photoUrl);
  await expect(dialog.getByText('Foto enviada.')).toBeVisible();
  const preview = dialog.getByRole('region', { name: 'Pré-visualização' }).locator('img');
  await expect(preview).toHaveAttribute('src', photoUrl);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await a11y.check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar alterações' });
  await expect(confirm.getByRole('listitem').filter({ hasText: 'URL da imagem' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirm).toBeHidden();

  // The public menu: the item's photo is the WebP at the photo's address, cached for a year.
  await page.goto(`${restaurant.origin}/catalog?merchant=${merchantId}`);
  await page.getByRole('button', { name: /Moqueca/ }).click();
  const shown = page.getByRole('img', { name: 'Moqueca' });
  await expect(shown).toHaveAttribute('src', photoUrl);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);
  const src = (await shown.getAttribute('src')) ?? '';
  const served = await page.request.get(`${restaurant.origin}${src}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await served.body()).subarray(8, 12).toString('latin1')).toBe('WEBP');
});
