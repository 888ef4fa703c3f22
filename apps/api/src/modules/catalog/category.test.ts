import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories } from '#api/db/schema/catalog.schema';
import { createTestCatalog, createTestCategory, createTestMerchant } from '#test/catalog-test-fixtures';
import { callAs, useFixture, useTestApp } from '#test/test-app';

describe('categories: create, edit, reorder', () => {
  const t = useTestApp();
  const restaurant = useFixture(() => createTestMerchant(t, { name: 'Cantina', shortId: 'cantina' }));
  const other = useFixture(() => createTestMerchant(t, { name: 'Vizinho', shortId: 'vizinho' }));
  let catalogId: string;
  let theirCatalogId: string;

  beforeAll(async () => {
    catalogId = await createTestCatalog(t, restaurant, 'Principal', true);
    theirCatalogId = await createTestCatalog(t, other, 'Deles', true);
  });

  async function namesInOrder(id: string) {
    const res = await callAs(
      t,
      restaurant,
      'GET',
      `/catalog/merchant/all?id=${id}&merchantId=${restaurant.merchantId}`,
    );
    return res.json().categories.map((category: { name: string }) => category.name);
  }

  async function countRows(id: string) {
    return (await t.database.db.select().from(categories).where(eq(categories.catalogId, id))).length;
  }

  it('adds categories at the end with trimmed fields and answers them', async () => {
    const res = await callAs(t, restaurant, 'POST', '/category', {
      catalogId,
      name: ' Entradas ',
      description: ' Para começar. ',
      active: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Entradas',
      description: 'Para começar.',
      active: true,
      catalogId,
      translations: {},
    });
    await createTestCategory(t, restaurant, catalogId, 'Pratos');
    const minimal = await callAs(t, restaurant, 'POST', '/category', {
      catalogId,
      name: 'Sobremesas',
    });
    expect(minimal.json()).toMatchObject({ description: '', active: true });
    expect(await namesInOrder(catalogId)).toEqual(['Entradas', 'Pratos', 'Sobremesas']);
  });

  it.each([
    ['no name', { name: '' }, 'Informe o nome'],
    ['a long name', { name: 'n'.repeat(81) }, 'no máximo 80 caracteres'],
    ['a long description', { name: 'Ok', description: 'd'.repeat(501) }, 'no máximo 500 caracteres'],
    ['a bad catalog id', { name: 'Ok', catalogId: 'x' }, 'Identificador inválido'],
  ])('refuses %s with a pt-BR 400 and writes nothing', async (_case, body, message) => {
    const before = await countRows(catalogId);
    const res = await callAs(t, restaurant, 'POST', '/category', { catalogId, active: true, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await countRows(catalogId)).toBe(before);
  });

  it('answers 406 for another merchant catalog or an unknown one, 401 without a token', async () => {
    for (const id of [theirCatalogId, randomUUID()]) {
      const res = await callAs(t, restaurant, 'POST', '/category', { catalogId: id, name: 'Invasão' });
      expect(res.statusCode).toBe(406);
      expect(res.json().code).toBe('CATALOG_FORBIDDEN');
    }
    expect(await countRows(theirCatalogId)).toBe(0);
    const anonymous = await callAs(t, null, 'POST', '/category', { catalogId, name: 'Anônimo' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('edits the fields it is given and keeps the others', async () => {
    const id = await createTestCategory(t, restaurant, catalogId, 'Bebidas');
    const res = await callAs(t, restaurant, 'PATCH', '/category', {
      id,
      description: 'Geladas',
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      name: 'Bebidas',
      description: 'Geladas',
      active: false,
      catalogId,
      translations: {},
    });
    const renamed = await callAs(t, restaurant, 'PATCH', '/category', {
      id,
      name: 'Drinques',
      description: '',
      active: true,
    });
    expect(renamed.json()).toEqual({
      id,
      name: 'Drinques',
      description: '',
      active: true,
      catalogId,
      translations: {},
    });
    const bad = await callAs(t, restaurant, 'PATCH', '/category', { id, name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Informe o nome');
  });

  it('answers 406 when editing another merchant category and changes nothing', async () => {
    const theirs = await createTestCategory(t, other, theirCatalogId, 'Deles');
    for (const [who, id] of [
      [restaurant, theirs],
      [restaurant, randomUUID()],
    ] as const) {
      const res = await callAs(t, who, 'PATCH', '/category', { id, name: 'Tomada' });
      expect(res.statusCode).toBe(406);
    }
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, theirs));
    expect(row?.name).toBe('Deles');
    expect((await callAs(t, null, 'PATCH', '/category', { id: theirs, name: 'X' })).statusCode).toBe(401);
  });

  it('reorders with the full list and refuses partial, repeated or foreign lists', async () => {
    const catalog = await createTestCatalog(t, restaurant, 'Ordem');
    const [a, b, c] = [
      await createTestCategory(t, restaurant, catalog, 'A'),
      await createTestCategory(t, restaurant, catalog, 'B'),
      await createTestCategory(t, restaurant, catalog, 'C'),
    ];
    const ok = await callAs(t, restaurant, 'PATCH', '/category/order', {
      catalogId: catalog,
      categoryIds: [c, a, b],
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.body).toBe('');
    expect(await namesInOrder(catalog)).toEqual(['C', 'A', 'B']);
    const added = await createTestCategory(t, restaurant, catalog, 'D');
    expect(await namesInOrder(catalog)).toEqual(['C', 'A', 'B', 'D']);

    const theirs = await createTestCategory(t, other, theirCatalogId, 'Alheia');
    for (const categoryIds of [
      [a, b, c],
      [a, a, b, c, added],
      [a, b, c, theirs],
      [a, b, c, added, theirs],
    ]) {
      const res = await callAs(t, restaurant, 'PATCH', '/category/order', {
        catalogId: catalog,
        categoryIds,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(
        'Envie todas as categorias do cardápio, cada uma uma vez, na nova ordem.',
      );
    }
    expect(await namesInOrder(catalog)).toEqual(['C', 'A', 'B', 'D']);

    const foreign = await callAs(t, restaurant, 'PATCH', '/category/order', {
      catalogId: theirCatalogId,
      categoryIds: [theirs],
    });
    expect(foreign.statusCode).toBe(406);
    const anonymous = await callAs(t, null, 'PATCH', '/category/order', {
      catalogId: catalog,
      categoryIds: [],
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
