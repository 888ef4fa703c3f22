// @vitest-environment happy-dom
import type { CatalogDetail, Item } from '@suavez/shared/contracts/catalog.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi } from '@/test/api-mock';
import { signInMerchant } from '@/test/merchant-session';
import { renderScreen } from '@/test/render';
import { CatalogEditorScreen } from './catalog-editor-screen';

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';
const catalogId = 'aaaaaaaa-0000-4000-8000-0000000000c0';
const mainsId = 'aaaaaaaa-0000-4000-8000-0000000000c1';
const drinksId = 'aaaaaaaa-0000-4000-8000-0000000000c2';
const item = (n: number, name: string, price: number, categoryId = mainsId): Item => ({
  id: `aaaaaaaa-0000-4000-8000-00000000001${n}`,
  name,
  description: '',
  price,
  image: null,
  prepared: true,
  active: true,
  categoryId,
});
const lasagna = { ...item(1, 'Lasanha', 32.9), description: 'Massa fresca' };
const pizza = item(2, 'Pizza', 42.9);
const category = { description: '', active: true, catalogId };
const catalog: CatalogDetail = {
  id: catalogId,
  name: 'Cardápio do dia',
  active: true,
  categories: [
    { ...category, id: mainsId, name: 'Pratos', items: [lasagna, pizza] },
    { ...category, id: drinksId, name: 'Bebidas', items: [] },
  ],
};
const echo = (call: ApiCall) => ({ id: 'aaaaaaaa-0000-4000-8000-0000000000ff', ...(call.body as object) });

function mockCatalog() {
  return mockApi({
    'GET /catalog/merchant/all': catalog,
    'POST /item': (call) => ({ ...echo(call), image: null }),
    'PATCH /item': (call) => ({ ...lasagna, ...(call.body as object) }),
    'PATCH /item/order': undefined,
    'PATCH /category': (call) => ({ ...category, ...(call.body as object) }),
    'PATCH /category/order': undefined,
  });
}

async function renderEditor() {
  signInMerchant(merchantId);
  const rendered = renderScreen(<CatalogEditorScreen catalogId={catalogId} />, {
    path: `/merchant/catalogs/${catalogId}`,
  });
  await screen.findByRole('heading', { level: 1, name: 'Cardápio do dia' });
  return rendered;
}

const button = (name: string) => screen.getByRole('button', { name });

/** The changes the confirmation lists, as a screen reader reads them ('Nome: Lasanha para Pizza'). */
function listedChanges(confirm: HTMLElement): string[] {
  return within(confirm)
    .getAllByRole('listitem')
    .map((change) => {
      const spoken = change.cloneNode(true) as HTMLElement;
      for (const hidden of spoken.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return (spoken.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
}

describe('the catalog editor', () => {
  it('creates an item: a name is required, a bad image address is refused, the switches go along', async () => {
    const api = mockCatalog();
    const { user } = await renderEditor();
    expect(api.callsTo('GET /catalog/merchant/all')[0]?.query.get('merchantId')).toBe(merchantId);
    await user.click(button('+ Item em Bebidas'));
    const dialog = await screen.findByRole('dialog', { name: 'Novo item' });
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Nome'), '  Limonada  ');
    expect(save).toHaveProperty('disabled', false);

    const image = within(dialog).getByLabelText('URL da imagem');
    await user.type(image, 'ftp://fotos/limonada.jpg');
    // The message is tied to the field, for screen readers too.
    expect(image.getAttribute('aria-invalid')).toBe('true');
    const describedBy = image.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      'A URL da imagem deve começar com http:// ou https://',
    );
    expect(save).toHaveProperty('disabled', true);
    await user.clear(image);
    await user.type(image, '/images/demo/limonada.svg');
    expect(image.getAttribute('aria-invalid')).toBe('false');
    expect(image.getAttribute('aria-describedby')).toBeNull();

    await user.type(within(dialog).getByLabelText('Preço'), '890');
    expect(within(dialog).getByRole('region', { name: 'Pré-visualização' }).textContent).toContain('R$ 8,90');
    await user.click(within(dialog).getByRole('switch', { name: 'Item precisa ser preparado' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Disponível no cardápio' }));
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo item' })).toBeNull());
    expect(api.callsTo('POST /item').map((call) => call.body)).toEqual([
      {
        categoryId: drinksId,
        name: 'Limonada',
        description: '',
        price: 8.9,
        prepared: true,
        image: '/images/demo/limonada.svg',
        active: false,
      },
    ]);
    await waitFor(() => expect(api.callsTo('GET /catalog/merchant/all')).toHaveLength(2));
  });

  it('edits an item: an empty name cannot be saved, and the changes are confirmed first', async () => {
    const api = mockCatalog();
    const { user } = await renderEditor();
    await user.click(button('Editar item Lasanha'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar item' });
    const name = within(dialog).getByLabelText<HTMLInputElement>('Nome');
    expect(name.value).toBe('Lasanha');
    await user.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toHaveProperty('disabled', true);
    await user.type(name, 'Lasanha da casa');
    await user.click(within(dialog).getByRole('switch', { name: 'Disponível no cardápio' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirmar alterações' });
    expect(listedChanges(confirm)).toEqual([
      'Nome: Lasanha para Lasanha da casa',
      'Ativo: Ativo para Desativado',
    ]);
    expect(api.callsTo('PATCH /item')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.callsTo('PATCH /item')).toHaveLength(1));
    expect(api.callsTo('PATCH /item')[0]?.body).toEqual({
      id: lasagna.id,
      categoryId: mainsId,
      name: 'Lasanha da casa',
      description: 'Massa fresca',
      price: 32.9,
      prepared: true,
      image: null,
      active: false,
    });
  });

  it('moves items and categories with the arrow buttons, never past either end', async () => {
    const api = mockCatalog();
    const { user } = await renderEditor();
    expect(button('Mover item Lasanha para cima')).toHaveProperty('disabled', true);
    expect(button('Mover item Pizza para baixo')).toHaveProperty('disabled', true);
    expect(button('Mover categoria Pratos para cima')).toHaveProperty('disabled', true);
    await user.click(button('Mover item Lasanha para baixo'));
    await user.click(button('Mover categoria Bebidas para cima'));
    await waitFor(() => expect(api.callsTo('PATCH /category/order')).toHaveLength(1));
    expect(api.callsTo('PATCH /item/order').map((call) => call.body)).toEqual([
      { categoryId: mainsId, itemIds: [pizza.id, lasagna.id] },
    ]);
    expect(api.callsTo('PATCH /category/order')[0]?.body).toEqual({
      catalogId,
      categoryIds: [drinksId, mainsId],
    });
  });

  it("turns a category off through its dialog's switch, after confirmation", async () => {
    const api = mockCatalog();
    const { user } = await renderEditor();
    await user.click(button('Editar categoria Pratos'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoria' });
    const active = within(dialog).getByRole<HTMLInputElement>('switch', { name: 'Ativo' });
    expect(active.checked).toBe(true);
    await user.click(active);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar alterações' });
    expect(listedChanges(confirm)).toEqual(['Ativo: Ativo para Desativado']);
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.callsTo('PATCH /category')).toHaveLength(1));
    expect(api.callsTo('PATCH /category')[0]?.body).toEqual({
      id: mainsId,
      name: 'Pratos',
      description: '',
      active: false,
    });
  });
});
