import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { items } from '#api/db/schema/catalog.schema';
import {
  createTestCatalog,
  createTestCategory,
  createTestItem,
  createTestMerchant,
} from '#test/catalog-test-fixtures';
import { donenessOptionGroup, extrasOptionGroup } from '#test/order-test-helpers';
import { callAs, useFixture, useTestApp } from '#test/test-app';

// Option groups (POST/PATCH /item) and 'Esgotado' (PATCH /item/soldout): docs/orders-and-bills.md#options-and-notes,
// #sold-out.

const t = useTestApp();
const restaurant = useFixture(() => createTestMerchant(t, { name: 'Brasa', shortId: 'brasa' }));
const other = useFixture(() => createTestMerchant(t, { name: 'Outro', shortId: 'outro1' }));
let catalogId: string;
let categoryId: string;

beforeAll(async () => {
  catalogId = await createTestCatalog(t, restaurant, 'Principal', true);
  categoryId = await createTestCategory(t, restaurant, catalogId, 'Grelhados');
});

const doneness = {
  ...donenessOptionGroup,
  options: [...donenessOptionGroup.options, { name: 'Bem passado', price: 0 }],
};
const extras = { ...extrasOptionGroup, max: 3 };

function createBurger(optionGroups: unknown) {
  return callAs(t, restaurant, 'POST', '/item', {
    categoryId,
    name: 'Hambúrguer',
    price: 32.9,
    optionGroups,
  });
}

async function storedGroups(id: string) {
  const [row] = await t.database.db.select().from(items).where(eq(items.id, id));
  return row?.optionGroups;
}

describe('option groups', () => {
  it('creates an item with option groups in the given order, each group and option with a new id', async () => {
    const res = await createBurger([doneness, extras]);
    expect(res.statusCode).toBe(201);
    const { optionGroups } = res.json();
    expect(optionGroups).toEqual([
      {
        id: expect.any(String),
        ...doneness,
        translations: {},
        options: doneness.options.map((option) => ({ id: expect.any(String), ...option, translations: {} })),
      },
      {
        id: expect.any(String),
        ...extras,
        translations: {},
        options: extras.options.map((option) => ({ id: expect.any(String), ...option, translations: {} })),
      },
    ]);
    const ids = optionGroups.flatMap((g: { id: string; options: { id: string }[] }) => [
      g.id,
      ...g.options.map((o) => o.id),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    // Stored in centavos.
    const stored = await storedGroups(res.json().id);
    expect(stored?.[1]?.options.map((o) => o.priceCents)).toEqual([450, 300, 350]);
  });

  it('keeps the ids the editor sends back on PATCH, reorders, and gives new ids to new or foreign ones', async () => {
    const created = (await createBurger([doneness, extras])).json();
    const [first, second] = created.optionGroups;
    const foreignId = randomUUID();
    const res = await callAs(t, restaurant, 'PATCH', '/item', {
      id: created.id,
      optionGroups: [
        // Reordered: 'Adicionais' first, its options reversed, one renamed and repriced, one new.
        {
          ...second,
          options: [
            { ...second.options[2], name: 'Cheddar', price: 5 },
            second.options[1],
            { id: foreignId, name: 'Cebola', price: 1 },
          ],
        },
        first,
      ],
    });
    expect(res.statusCode).toBe(200);
    const [a, b] = res.json().optionGroups;
    expect(a.id).toBe(second.id);
    expect(a.options.map((o: { name: string }) => o.name)).toEqual(['Cheddar', 'Ovo', 'Cebola']);
    expect(a.options[0]).toEqual({ id: second.options[2].id, name: 'Cheddar', price: 5, translations: {} });
    expect(a.options[1].id).toBe(second.options[1].id);
    expect(a.options[2].id).not.toBe(foreignId);
    expect(b).toEqual(first);
    // `[]` removes every group; leaving the field out keeps them.
    expect(
      (await callAs(t, restaurant, 'PATCH', '/item', { id: created.id, price: 30 })).json().optionGroups,
    ).toHaveLength(2);
    expect(
      (await callAs(t, restaurant, 'PATCH', '/item', { id: created.id, optionGroups: [] })).json()
        .optionGroups,
    ).toEqual([]);
  });

  it.each([
    [
      'min over max',
      [{ ...doneness, min: 2, max: 1 }],
      "O mínimo de 'Ponto da carne' não pode passar do máximo",
    ],
    [
      'max over the options',
      [{ ...extras, max: 4 }],
      "O máximo de 'Adicionais' não pode passar do número de opções (3)",
    ],
    ['max 0', [{ ...extras, max: 0 }], 'O máximo de escolhas deve ser pelo menos 1'],
    ['a negative min', [{ ...extras, min: -1 }], 'O mínimo de escolhas não pode ser negativo'],
    ['a fractional max', [{ ...extras, max: 1.5 }], 'número inteiro'],
    ['no options', [{ ...extras, min: 0, max: 1, options: [] }], 'Adicione pelo menos uma opção'],
    [
      'a negative price',
      [{ ...extras, options: [{ name: 'Bacon', price: -1 }], max: 1 }],
      'O preço não pode ser negativo',
    ],
    ['an empty option name', [{ ...extras, options: [{ name: ' ', price: 1 }], max: 1 }], 'Informe o nome'],
    ['a control character in a name', [{ ...extras, name: 'Adicionais\u202e' }], 'caracteres de controle'],
    ['a repeated group', [extras, extras], "O grupo 'Adicionais' aparece mais de uma vez"],
    [
      'a repeated option',
      [{ ...extras, options: [extras.options[0], extras.options[0]], max: 1 }],
      'aparece mais de uma vez',
    ],
    [
      '11 groups',
      Array.from({ length: 11 }, (_, i) => ({ ...extras, name: `Grupo ${i}` })),
      'no máximo 10 grupos',
    ],
    [
      '21 options',
      [{ ...extras, options: Array.from({ length: 21 }, (_, i) => ({ name: `Opção ${i}`, price: 0 })) }],
      'no máximo 20 opções',
    ],
    ['not a list', { ...extras }, 'body.optionGroups'],
  ])('refuses %s with a pt-BR 400, writing nothing', async (_case, optionGroups, message) => {
    const before = (await t.database.db.select().from(items)).length;
    const res = await createBurger(optionGroups);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().message).toContain(message);
    expect((await t.database.db.select().from(items)).length).toBe(before);
  });

  it('shows the option groups and the sold-out flag on the public menu and the editor', async () => {
    const created = (await createBurger([extras])).json();
    const menu = (await callAs(t, null, 'GET', `/catalog/full?merchantId=${restaurant.merchantId}`)).json();
    const listed = menu[0].items.find((item: { id: string }) => item.id === created.id);
    // The diner's menu names the options in the diner's language, without the editor's translations.
    const withoutTranslations = (
      groups: { translations?: unknown; options: { translations?: unknown }[] }[],
    ) =>
      groups.map(({ translations: _g, ...group }) => ({
        ...group,
        options: group.options.map(({ translations: _o, ...option }) => option),
      }));
    expect(listed).toEqual(expect.objectContaining({ soldOut: false }));
    expect(listed.optionGroups).toEqual(withoutTranslations(created.optionGroups));
    expect(listed).not.toHaveProperty('prepared');
    const editor = await callAs(
      t,
      restaurant,
      'GET',
      `/catalog/merchant/all?id=${catalogId}&merchantId=${restaurant.merchantId}`,
    );
    const edited = editor.json().categories[0].items.find((item: { id: string }) => item.id === created.id);
    expect(edited).toMatchObject({ soldOut: false, optionGroups: created.optionGroups });
  });
});

describe('PATCH /item/soldout', () => {
  const soldOut = (caller: Parameters<typeof callAs>[1], id: string, value: string) =>
    callAs(t, caller, 'PATCH', `/item/soldout?id=${id}&soldOut=${value}`);

  it('marks an item sold out and back; the menus keep it, marked', async () => {
    const id = await createTestItem(t, restaurant, categoryId, { name: 'Picanha', price: 89 });
    const res = await soldOut(restaurant, id, 'true');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Picanha', soldOut: true, active: true });
    const menu = (await callAs(t, null, 'GET', `/catalog/full?merchantId=${restaurant.merchantId}`)).json();
    expect(menu[0].items.find((item: { id: string }) => item.id === id)).toMatchObject({ soldOut: true });
    expect((await soldOut(restaurant, id, 'false')).json().soldOut).toBe(false);
    // Editing the item leaves the flag alone.
    await soldOut(restaurant, id, 'true');
    expect((await callAs(t, restaurant, 'PATCH', '/item', { id, price: 90 })).json().soldOut).toBe(true);
  });

  it("answers 406 for another merchant's item and for an unknown or deleted one, changing nothing", async () => {
    const id = await createTestItem(t, restaurant, categoryId, { name: 'Fraldinha' });
    const res = await soldOut(other, id, 'true');
    expect(res.statusCode).toBe(406);
    expect(res.json().message).toBe('Este cardápio não pertence ao seu estabelecimento.');
    expect((await soldOut(restaurant, randomUUID(), 'true')).statusCode).toBe(406);
    const [row] = await t.database.db.select().from(items).where(eq(items.id, id));
    expect(row?.soldOut).toBe(false);
    await callAs(t, restaurant, 'DELETE', `/item/${id}`);
    expect((await soldOut(restaurant, id, 'true')).statusCode).toBe(406);
  });

  it('answers 401 without a token and 400 for a flag that is not true or false', async () => {
    const id = await createTestItem(t, restaurant, categoryId, { name: 'Costela' });
    expect((await soldOut(null, id, 'true')).statusCode).toBe(401);
    const bad = await soldOut(restaurant, id, 'sim');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('soldOut=true ou soldOut=false');
    expect((await callAs(t, restaurant, 'PATCH', `/item/soldout?id=${id}`)).statusCode).toBe(400);
  });
});
