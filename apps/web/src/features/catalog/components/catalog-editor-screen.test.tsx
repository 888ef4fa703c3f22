// @vitest-environment happy-dom
import type { CatalogDetail, Item } from '@suavez/shared/contracts/catalog.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, type MockedApi, mockApi } from '@/test/api-mock';
import { renderMerchantScreen } from '@/test/render';
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
  soldOut: false,
  optionGroups: [],
  active: true,
  categoryId,
  translations: {},
});
const lasagna = { ...item(1, 'Lasanha', 32.9), description: 'Massa fresca' };
const pizza = item(2, 'Pizza', 42.9);
const category = { description: '', active: true, catalogId, translations: {} };
const catalog: CatalogDetail = {
  id: catalogId,
  name: 'Cardápio do dia',
  active: true,
  categories: [
    { ...category, id: mainsId, name: 'Pratos', items: [lasagna, pizza] },
    { ...category, id: drinksId, name: 'Bebidas', items: [] },
  ],
};
// As the server answers: the body, an id, and the translations it keeps (`{}` when none were sent).
const echo = (call: ApiCall) => ({
  id: 'aaaaaaaa-0000-4000-8000-0000000000ff',
  translations: {},
  ...(call.body as object),
});

function mockCatalog() {
  return mockApi({
    'GET /catalog/merchant/all': catalog,
    'POST /item': (call) => ({ ...echo(call), image: null, soldOut: false, optionGroups: [] }),
    'PATCH /item': (call) => ({ ...lasagna, ...(call.body as object) }),
    'PATCH /item/order': undefined,
    'PATCH /category': (call) => ({ ...category, ...(call.body as object) }),
    'PATCH /category/order': undefined,
  });
}

async function renderEditor() {
  const rendered = renderMerchantScreen(<CatalogEditorScreen catalogId={catalogId} />, {
    merchantId,
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

/** The option groups the nth `PATCH /item` sent. */
const sentGroups = (api: MockedApi, n: number) =>
  (api.callsTo('PATCH /item')[n]?.body as { optionGroups?: unknown } | undefined)?.optionGroups;

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

  it("writes a category's name in Spanish from 'Copiar do português', confirmed with the other changes", async () => {
    const api = mockCatalog();
    const { user } = await renderEditor();
    await user.click(button('Editar categoria Pratos'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoria' });
    const fold = within(dialog).getByRole('button', { name: /Outros idiomas/ });
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    await user.click(fold);
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Copiar do português para o espanhol' }));
    const spanish = within(dialog).getByLabelText<HTMLInputElement>('Nome em espanhol');
    expect(spanish.value).toBe('Pratos');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nome em inglês').value).toBe('');
    await user.clear(spanish);
    await user.type(spanish, 'Platos fuertes');
    await user.type(within(dialog).getByLabelText('Nome em inglês'), 'Mains');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar alterações' });
    expect(listedChanges(confirm)).toEqual([
      'Outros idiomas: Nenhuma para Espanhol: Platos fuertes · Inglês: Mains',
    ]);
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.callsTo('PATCH /category')).toHaveLength(1));
    expect(api.callsTo('PATCH /category')[0]?.body).toEqual({
      id: mainsId,
      name: 'Pratos',
      description: '',
      active: true,
      translations: { es: { name: 'Platos fuertes' }, en: { name: 'Mains' } },
    });
  });

  it("keeps the options' other languages through an edit and names a new one in English", async () => {
    const groupId = 'aaaaaaaa-0000-4000-8000-0000000000d1';
    const rare = {
      id: 'aaaaaaaa-0000-4000-8000-0000000000e1',
      name: 'Mal passada',
      price: 0,
      translations: { en: { name: 'Rare' } },
    };
    const done = { id: 'aaaaaaaa-0000-4000-8000-0000000000e2', name: 'Ao ponto', price: 0, translations: {} };
    const steak = {
      ...item(3, 'Picanha', 89.9),
      translations: { es: { name: 'Picaña' } },
      optionGroups: [
        {
          id: groupId,
          name: 'Ponto da carne',
          translations: { es: { name: 'Punto de la carne' } },
          min: 1,
          max: 1,
          options: [rare, done],
        },
      ],
    };
    const api = mockApi({
      'GET /catalog/merchant/all': {
        ...catalog,
        categories: [{ ...category, id: mainsId, name: 'Pratos', items: [steak] }],
      },
      'PATCH /item': (call) => ({ ...steak, ...(call.body as object) }),
    });
    const { user } = await renderEditor();
    await user.click(button('Editar item Picanha'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar item' });
    // Open when the item has some: the merchant sees what diners read.
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nome em espanhol').value).toBe('Picaña');
    const group = within(dialog).getByRole('group', { name: 'Grupo Ponto da carne' });
    await user.type(within(group).getByLabelText('Ao ponto em inglês'), 'Medium');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar alterações' });
    expect(listedChanges(confirm)).toEqual([
      'Opções em outros idiomas: Ponto da carne: es Punto de la carne; Mal passada: en Rare para ' +
        'Ponto da carne: es Punto de la carne; Mal passada: en Rare; Ao ponto: en Medium',
    ]);
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.callsTo('PATCH /item')).toHaveLength(1));
    expect(sentGroups(api, 0)).toEqual([
      {
        id: groupId,
        name: 'Ponto da carne',
        translations: { es: { name: 'Punto de la carne' } },
        min: 1,
        max: 1,
        options: [
          { id: rare.id, name: 'Mal passada', translations: { en: { name: 'Rare' } }, price: 0 },
          { id: done.id, name: 'Ao ponto', translations: { en: { name: 'Medium' } }, price: 0 },
        ],
      },
    ]);
    // The item's own translations did not change: they are not sent.
    expect(api.callsTo('PATCH /item')[0]?.body).not.toHaveProperty('translations');
  });

  it('edits option groups: adds, reorders and removes them, refusing what the server would refuse', async () => {
    const api = mockCatalog();
    const { user } = await renderEditor();
    await user.click(button('Editar item Pizza'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar item' });
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    await user.click(within(dialog).getByRole('button', { name: '+ Grupo de opções' }));
    const message = () =>
      within(dialog).queryByText(/^Informe|^O máximo|^O mínimo|^O grupo|^A opção/)?.textContent;
    expect(message()).toBe('Informe o nome do grupo 1');
    expect(save).toHaveProperty('disabled', true);

    let group = within(dialog).getByRole('group', { name: 'Grupo 1' });
    await user.type(within(group).getByLabelText('Nome do grupo'), 'Borda');
    group = within(dialog).getByRole('group', { name: 'Grupo Borda' });
    expect(message()).toBe("Informe o nome de cada opção em 'Borda'");
    await user.type(within(group).getByLabelText('Opção'), 'Catupiry');
    await user.type(within(group).getByLabelText('Preço da opção'), '800');
    expect(message()).toBeUndefined();
    expect(save).toHaveProperty('disabled', false);
    // A maximum past the number of options is refused with the server's words.
    const max = within(group).getByLabelText('Máximo');
    await user.clear(max);
    await user.type(max, '2');
    expect(message()).toBe("O máximo de 'Borda' não pode passar do número de opções (1)");
    await user.click(within(group).getByRole('button', { name: '+ Opção em Borda' }));
    const names = () =>
      within(group)
        .getAllByLabelText<HTMLInputElement>('Opção')
        .map((input) => input.value);
    await user.type(within(group).getAllByLabelText('Opção')[1] as HTMLElement, 'Cheddar');
    expect(message()).toBeUndefined();
    await user.click(within(group).getByRole('button', { name: 'Mover opção Cheddar para cima' }));
    expect(names()).toEqual(['Cheddar', 'Catupiry']);
    expect(within(group).getByRole('button', { name: 'Mover opção Cheddar para cima' })).toHaveProperty(
      'disabled',
      true,
    );

    // A second group goes first, then the first one is removed.
    await user.click(within(dialog).getByRole('button', { name: '+ Grupo de opções' }));
    const second = within(dialog).getByRole('group', { name: 'Grupo 2' });
    await user.type(within(second).getByLabelText('Nome do grupo'), 'borda');
    expect(message()).toBe("Informe o nome de cada opção em 'borda'");
    await user.type(within(second).getByLabelText('Opção'), 'Fatiada');
    expect(message()).toBe("O grupo 'borda' aparece mais de uma vez");
    await user.clear(within(second).getByLabelText('Nome do grupo'));
    await user.type(within(second).getByLabelText('Nome do grupo'), 'Corte');
    const min = within(second).getByLabelText('Mínimo');
    await user.clear(min);
    await user.type(min, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Mover grupo Corte para cima' }));
    expect(
      within(dialog)
        .getAllByRole('group', { name: /^Grupo / })
        .map((fieldset) => fieldset.querySelector('legend')?.textContent),
    ).toEqual(['Grupo Corte', 'Grupo Borda']);
    await user.click(save);
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar alterações' });
    expect(listedChanges(confirm)).toEqual([
      'Opções: Nenhuma para Corte (1 a 1): Fatiada; Borda (0 a 2): Cheddar, Catupiry + R$ 8,00',
    ]);
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.callsTo('PATCH /item')).toHaveLength(1));
    expect(sentGroups(api, 0)).toEqual([
      { name: 'Corte', min: 1, max: 1, options: [{ name: 'Fatiada', price: 0 }] },
      {
        name: 'Borda',
        min: 0,
        max: 2,
        options: [
          { name: 'Cheddar', price: 0 },
          { name: 'Catupiry', price: 8 },
        ],
      },
    ]);
  });

  it('keeps the ids of existing groups and options, and removes a group', async () => {
    const groupId = 'aaaaaaaa-0000-4000-8000-0000000000d1';
    const rare = { id: 'aaaaaaaa-0000-4000-8000-0000000000e1', name: 'Mal passada', price: 0 };
    const done = { id: 'aaaaaaaa-0000-4000-8000-0000000000e2', name: 'Ao ponto', price: 0 };
    const steak = {
      ...item(3, 'Picanha', 89.9),
      optionGroups: [{ id: groupId, name: 'Ponto da carne', min: 1, max: 1, options: [rare, done] }],
    };
    const api = mockApi({
      'GET /catalog/merchant/all': {
        ...catalog,
        categories: [{ ...category, id: mainsId, name: 'Pratos', items: [steak] }],
      },
      'PATCH /item': (call) => ({ ...steak, ...(call.body as object) }),
    });
    const { user } = await renderEditor();
    expect(screen.getByRole('article', { name: 'Picanha' }).textContent).toContain('Opções: Ponto da carne');
    await user.click(button('Editar item Picanha'));
    const dialog = await screen.findByRole('dialog', { name: 'Editar item' });
    const group = within(dialog).getByRole('group', { name: 'Grupo Ponto da carne' });
    await user.click(within(group).getByRole('button', { name: 'Remover opção Mal passada' }));
    // A group keeps at least one option.
    expect(within(group).getByRole('button', { name: 'Remover opção Ao ponto' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmar alterações' })).getByRole('button', {
        name: 'Confirmar',
      }),
    );
    await waitFor(() => expect(api.callsTo('PATCH /item')).toHaveLength(1));
    expect(sentGroups(api, 0)).toEqual([
      {
        id: groupId,
        name: 'Ponto da carne',
        min: 1,
        max: 1,
        options: [{ id: done.id, name: 'Ao ponto', price: 0 }],
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Editar item Picanha' }));
    const again = await screen.findByRole('dialog', { name: 'Editar item' });
    await user.click(within(again).getByRole('button', { name: 'Remover grupo Ponto da carne' }));
    expect(within(again).queryByRole('group', { name: /^Grupo / })).toBeNull();
    await user.click(within(again).getByRole('button', { name: 'Salvar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirmar alterações' });
    expect(listedChanges(confirm)).toEqual([
      'Opções: Ponto da carne (1 a 1): Mal passada, Ao ponto para Nenhuma',
    ]);
    await user.click(within(confirm).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(api.callsTo('PATCH /item')).toHaveLength(2));
    expect(sentGroups(api, 1)).toEqual([]);
  });

  it("marks an item 'Esgotado' with one tap, and available again", async () => {
    let soldOut = false;
    const api = mockApi({
      'GET /catalog/merchant/all': () => ({
        ...catalog,
        categories: [{ ...category, id: mainsId, name: 'Pratos', items: [{ ...lasagna, soldOut }, pizza] }],
      }),
      'PATCH /item/soldout': (call) => {
        soldOut = call.query.get('soldOut') === 'true';
        return { ...lasagna, soldOut };
      },
    });
    const { user } = await renderEditor();
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Esgotado Lasanha' });
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(
      within(screen.getByRole('article', { name: 'Lasanha' })).getByText('Esgotado', { selector: '.badge' }),
    ).toBeTruthy();
    expect(api.callsTo('PATCH /item/soldout').map((call) => Object.fromEntries(call.query))).toEqual([
      { id: lasagna.id, soldOut: 'true' },
    ]);
    await user.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(false));
    expect(api.callsTo('PATCH /item/soldout')[1]?.query.get('soldOut')).toBe('false');
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Esgotado Pizza' }).checked).toBe(false);
  });

  it("starts a new dish as 'precisa ser preparado' and a new drink as not; an item keeps its own", async () => {
    const api = mockApi({
      'GET /catalog/merchant/all': {
        ...catalog,
        categories: [
          { ...category, id: mainsId, name: 'Pratos', items: [lasagna, { ...pizza, prepared: false }] },
          { ...category, id: drinksId, name: 'Bebidas', items: [] },
        ],
      },
      'POST /item': (call) => ({ ...echo(call), image: null, soldOut: false, optionGroups: [] }),
    });
    const { user } = await renderEditor();
    const prepared = (dialog: HTMLElement) =>
      within(dialog).getByRole<HTMLInputElement>('switch', { name: 'Item precisa ser preparado' });

    await user.click(button('+ Item em Pratos'));
    let dialog = await screen.findByRole('dialog', { name: 'Novo item' });
    expect(prepared(dialog).checked).toBe(true);
    await user.type(within(dialog).getByLabelText('Nome'), 'Risoto');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo item' })).toBeNull());
    expect(api.callsTo('POST /item')[0]?.body).toMatchObject({ name: 'Risoto', prepared: true });

    await user.click(button('+ Item em Bebidas'));
    dialog = await screen.findByRole('dialog', { name: 'Novo item' });
    expect(prepared(dialog).checked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Novo item' })).toBeNull());

    // A dish saved as not prepared stays so when edited.
    await user.click(button('Editar item Pizza'));
    dialog = await screen.findByRole('dialog', { name: 'Editar item' });
    expect(prepared(dialog).checked).toBe(false);
  });
});
