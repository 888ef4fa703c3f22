import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, items } from '#api/db/schema/catalog.schema';
import { createTestCatalog, createTestCategory, createTestMerchant } from '#test/catalog-test-fixtures';
import { callAs, useFixture, useTestApp } from '#test/test-app';

// The restaurant's menu in Spanish and English (rules.md §16, docs/languages.md#the-menu): written with the
// category and the item in the menu editor, read by diners in their language, Portuguese where none.
const t = useTestApp();
const restaurant = useFixture(() => createTestMerchant(t, { name: 'Cantina Idiomas', shortId: 'idioma1' }));
const other = useFixture(() => createTestMerchant(t, { name: 'Outra', shortId: 'outra2' }));
let catalogId: string;
let categoryId: string;

beforeAll(async () => {
  catalogId = await createTestCatalog(t, restaurant, 'Principal', true);
  categoryId = await createTestCategory(t, restaurant, catalogId, 'Sobremesas');
});

const feijoada = {
  name: 'Feijoada',
  description: 'Com arroz, couve e farofa.',
  price: 59.9,
  translations: {
    es: { name: 'Feijoada (guiso de porotos negros)', description: 'Con arroz, col y farofa.' },
    en: { name: 'Feijoada (black bean stew)', description: '' },
  },
  optionGroups: [
    {
      name: 'Acompanhamento',
      translations: { es: { name: 'Guarnición' }, en: { name: 'Side' } },
      min: 1,
      max: 1,
      options: [
        { name: 'Torresmo', price: 0, translations: { en: { name: 'Pork crackling' } } },
        { name: 'Laranja', price: 0 },
      ],
    },
  ],
};

const publicMenu = (acceptLanguage?: string) =>
  callAs(t, null, 'GET', `/catalog/full?merchantId=${restaurant.merchantId}`, undefined, {
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
  });

describe("the menu in the diner's language", () => {
  it('keeps what the editor writes, dropping blank texts, and answers it to the merchant', async () => {
    const res = await callAs(t, restaurant, 'POST', '/item', { categoryId, ...feijoada });
    expect(res.statusCode).toBe(201);
    const item = res.json();
    expect(item.translations).toEqual({
      es: { name: 'Feijoada (guiso de porotos negros)', description: 'Con arroz, col y farofa.' },
      en: { name: 'Feijoada (black bean stew)' },
    });
    expect(item.optionGroups[0].translations).toEqual({ es: { name: 'Guarnición' }, en: { name: 'Side' } });
    expect(item.optionGroups[0].options.map((o: { translations: unknown }) => o.translations)).toEqual([
      { en: { name: 'Pork crackling' } },
      {},
    ]);
    const [row] = await t.database.db.select().from(items).where(eq(items.id, item.id));
    expect(row?.translations).toEqual(item.translations);
  });

  it('shows each diner the names in their language, the Portuguese where the restaurant gave none', async () => {
    const category = await callAs(t, restaurant, 'PATCH', '/category', {
      id: categoryId,
      translations: { es: { name: 'Postres' }, en: { name: 'Desserts', description: 'Made here.' } },
    });
    expect(category.statusCode).toBe(200);
    expect(category.json().translations).toEqual({
      es: { name: 'Postres' },
      en: { name: 'Desserts', description: 'Made here.' },
    });

    const spanish = await publicMenu('es-AR,es;q=0.9');
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers.vary).toContain('Accept-Language');
    const [esCategory] = spanish.json();
    expect(esCategory).toMatchObject({ name: 'Postres', description: '' });
    const esItem = esCategory.items.find((i: { name: string }) => i.name.startsWith('Feijoada'));
    expect(esItem).toMatchObject({
      name: 'Feijoada (guiso de porotos negros)',
      description: 'Con arroz, col y farofa.',
    });
    expect(esItem.optionGroups[0].name).toBe('Guarnición');
    expect(esItem.optionGroups[0].options.map((o: { name: string }) => o.name)).toEqual([
      'Torresmo',
      'Laranja',
    ]);
    expect(esItem).not.toHaveProperty('translations');
    expect(esItem.optionGroups[0]).not.toHaveProperty('translations');

    const [enCategory] = (await publicMenu('en-US')).json();
    expect(enCategory).toMatchObject({ name: 'Desserts', description: 'Made here.' });
    const enItem = enCategory.items.find((i: { name: string }) => i.name.startsWith('Feijoada'));
    expect(enItem).toMatchObject({
      name: 'Feijoada (black bean stew)',
      description: 'Com arroz, couve e farofa.',
    });
    expect(enItem.optionGroups[0].options.map((o: { name: string }) => o.name)).toEqual([
      'Pork crackling',
      'Laranja',
    ]);

    // `?lang=` (the address the page's HTML preloads) wins over the header; an unknown one is refused.
    const named = await callAs(
      t,
      null,
      'GET',
      `/catalog/full?merchantId=${restaurant.merchantId}&lang=en`,
      undefined,
      {
        headers: { 'accept-language': 'es' },
      },
    );
    expect(named.json()[0].name).toBe('Desserts');
    const unknown = await callAs(t, null, 'GET', `/catalog/full?merchantId=${restaurant.merchantId}&lang=fr`);
    expect(unknown.statusCode).toBe(400);

    for (const portuguese of [await publicMenu('pt-BR'), await publicMenu()]) {
      const [ptCategory] = portuguese.json();
      expect(ptCategory.name).toBe('Sobremesas');
      expect(ptCategory.items.find((i: { name: string }) => i.name === 'Feijoada').optionGroups[0].name).toBe(
        'Acompanhamento',
      );
    }
  });

  it('replaces the translations when given, keeps them when left out, and clears them with {}', async () => {
    const created = (
      await callAs(t, restaurant, 'POST', '/item', {
        categoryId,
        name: 'Pudim',
        price: 12,
        translations: { es: { name: 'Flan' } },
      })
    ).json();
    const renamed = await callAs(t, restaurant, 'PATCH', '/item', { id: created.id, price: 13 });
    expect(renamed.json().translations).toEqual({ es: { name: 'Flan' } });
    const replaced = await callAs(t, restaurant, 'PATCH', '/item', {
      id: created.id,
      translations: { en: { name: 'Caramel custard' } },
    });
    expect(replaced.json().translations).toEqual({ en: { name: 'Caramel custard' } });
    const cleared = await callAs(t, restaurant, 'PATCH', '/item', { id: created.id, translations: {} });
    expect(cleared.json().translations).toEqual({});
  });

  it('refuses bad translations with a pt-BR 400 and changes nothing', async () => {
    const before = await t.database.db.select().from(categories).where(eq(categories.id, categoryId));
    for (const translations of [
      'Postres',
      { es: { name: 'x'.repeat(81) } },
      { en: { description: 'y'.repeat(501) } },
      { es: { name: 'Pos\u0000tres' } },
    ]) {
      const res = await callAs(t, restaurant, 'PATCH', '/category', { id: categoryId, translations });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().message).toContain('body.translations');
    }
    const after = await t.database.db.select().from(categories).where(eq(categories.id, categoryId));
    expect(after).toEqual(before);
  });

  it("does not let another restaurant translate this one's menu", async () => {
    const res = await callAs(t, other, 'PATCH', '/category', {
      id: categoryId,
      translations: { es: { name: 'Robado' } },
    });
    expect(res.statusCode).toBe(406);
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, categoryId));
    expect(row?.translations).not.toHaveProperty('es.name', 'Robado');
  });
});
