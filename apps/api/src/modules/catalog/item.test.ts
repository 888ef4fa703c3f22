import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { items } from '#api/db/schema/catalog.schema';
import {
  createTestCatalog,
  createTestCategory,
  createTestItem,
  createTestMerchant,
  insertOrderItemFor,
} from '#test/catalog-test-fixtures';
import { callAs, useFixture, useTestApp } from '#test/test-app';

describe('items: create, edit, reorder, delete', () => {
  const t = useTestApp();
  const restaurant = useFixture(() => createTestMerchant(t, { name: 'Cantina', shortId: 'cantina' }));
  const other = useFixture(() => createTestMerchant(t, { name: 'Vizinho', shortId: 'vizinho' }));
  let catalogId: string;
  let categoryId: string;
  let theirCategoryId: string;

  beforeAll(async () => {
    catalogId = await createTestCatalog(t, restaurant, 'Principal', true);
    categoryId = await createTestCategory(t, restaurant, catalogId, 'Pratos');
    theirCategoryId = await createTestCategory(t, other, await createTestCatalog(t, other, 'Deles'), 'Deles');
  });

  const validItem = {
    name: 'Lasanha',
    description: 'À bolonhesa.',
    price: 32.9,
    prepared: true,
    image: 'https://fotos.exemplo.com/lasanha.jpg',
    active: true,
  };

  async function rowOf(id: string) {
    const [row] = await t.database.db.select().from(items).where(eq(items.id, id));
    return row;
  }

  async function itemNames(category: string) {
    const res = await callAs(
      t,
      restaurant,
      'GET',
      `/catalog/merchant/all?id=${catalogId}&merchantId=${restaurant.merchantId}`,
    );
    const found = res.json().categories.find((c: { id: string }) => c.id === category);
    return found.items.map((item: { name: string }) => item.name);
  }

  async function countRows(category: string) {
    return (await t.database.db.select().from(items).where(eq(items.categoryId, category))).length;
  }

  it('creates an item: price in reais stored as centavos, answered in reais', async () => {
    const res = await callAs(t, restaurant, 'POST', '/item', { categoryId, ...validItem });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      categoryId,
      ...validItem,
      soldOut: false,
      optionGroups: [],
      translations: {},
    });
    expect((await rowOf(res.json().id))?.priceCents).toBe(3290);
    const cheap = await callAs(t, restaurant, 'POST', '/item', {
      categoryId,
      name: 'Água',
      price: 0.1 + 0.2,
    });
    expect(cheap.json()).toMatchObject({
      price: 0.3,
      image: null,
      description: '',
      prepared: false,
      active: true,
    });
  });

  it.each([
    ['the app path of a demo image', '/images/demo/lasanha.svg', '/images/demo/lasanha.svg'],
    ['an http URL', 'http://exemplo.com/a.png', 'http://exemplo.com/a.png'],
    ['an empty text', '', null],
    ['null', null, null],
  ])('accepts %s as image', async (_case, image, stored) => {
    const res = await callAs(t, restaurant, 'POST', '/item', { categoryId, ...validItem, image });
    expect(res.statusCode).toBe(201);
    expect(res.json().image).toBe(stored);
  });

  it.each([
    ['no name', { name: '  ' }, 'Informe o nome'],
    ['a long name', { name: 'n'.repeat(81) }, 'no máximo 80 caracteres'],
    ['a long description', { description: 'd'.repeat(501) }, 'no máximo 500 caracteres'],
    ['a negative price', { price: -1 }, 'O preço não pode ser negativo'],
    ['a price over 100 000', { price: 100_000.01 }, 'no máximo R$ 100.000,00'],
    ['a price as text', { price: '32,90' }, 'body.price'],
    ['a javascript: image', { image: 'javascript:alert(1)' }, 'http:// ou https://'],
    ['an ftp image', { image: 'ftp://exemplo.com/a.png' }, 'http:// ou https://'],
    ['a protocol-relative image', { image: '//exemplo.com/a.png' }, 'http:// ou https://'],
    ['a data: image', { image: 'data:image/png;base64,AAAA' }, 'http:// ou https://'],
  ])('refuses %s with a pt-BR 400 and writes nothing', async (_case, change, message) => {
    const before = await countRows(categoryId);
    const res = await callAs(t, restaurant, 'POST', '/item', { categoryId, ...validItem, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().message).toContain(message);
    expect(await countRows(categoryId)).toBe(before);
  });

  it('accepts the highest price, R$ 100.000,00', async () => {
    const res = await callAs(t, restaurant, 'POST', '/item', {
      categoryId,
      ...validItem,
      price: 100_000,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().price).toBe(100_000);
  });

  it('answers 406 for another merchant category and 401 without a token', async () => {
    for (const id of [theirCategoryId, randomUUID()]) {
      const res = await callAs(t, restaurant, 'POST', '/item', { ...validItem, categoryId: id });
      expect(res.statusCode).toBe(406);
    }
    expect(await countRows(theirCategoryId)).toBe(0);
    expect((await callAs(t, null, 'POST', '/item', { categoryId, ...validItem })).statusCode).toBe(401);
  });

  it('edits only the fields it is given; an empty image clears it', async () => {
    const id = await createTestItem(t, restaurant, categoryId, { name: 'Nhoque', price: 40 });
    const res = await callAs(t, restaurant, 'PATCH', '/item', {
      id,
      price: 42.5,
      description: 'De batata.',
      image: '/images/demo/nhoque.svg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id,
      categoryId,
      name: 'Nhoque',
      description: 'De batata.',
      price: 42.5,
      image: '/images/demo/nhoque.svg',
      prepared: false,
      active: true,
      soldOut: false,
      optionGroups: [],
      translations: {},
    });
    const full = await callAs(t, restaurant, 'PATCH', '/item', {
      id,
      categoryId,
      ...validItem,
      name: 'Nhoque',
      image: '',
    });
    expect(full.json()).toMatchObject({ name: 'Nhoque', price: 32.9, prepared: true, image: null });
    const bad = await callAs(t, restaurant, 'PATCH', '/item', { id, price: -3 });
    expect(bad.statusCode).toBe(400);
    expect((await rowOf(id))?.priceCents).toBe(3290);
  });

  it('moves an item to another category of the same merchant, at its end', async () => {
    const desserts = await createTestCategory(t, restaurant, catalogId, 'Sobremesas');
    await createTestItem(t, restaurant, desserts, { name: 'Tiramisù' });
    const id = await createTestItem(t, restaurant, categoryId, { name: 'Pudim' });
    const res = await callAs(t, restaurant, 'PATCH', '/item', { id, categoryId: desserts });
    expect(res.json().categoryId).toBe(desserts);
    expect(await itemNames(desserts)).toEqual(['Tiramisù', 'Pudim']);
    const stolen = await callAs(t, restaurant, 'PATCH', '/item', { id, categoryId: theirCategoryId });
    expect(stolen.statusCode).toBe(406);
    expect((await rowOf(id))?.categoryId).toBe(desserts);
  });

  it('answers 406 when editing or deleting another merchant item', async () => {
    const theirs = await createTestItem(t, other, theirCategoryId, { name: 'Deles', price: 5 });
    for (const id of [theirs, randomUUID()]) {
      expect((await callAs(t, restaurant, 'PATCH', '/item', { id, price: 1 })).statusCode).toBe(406);
      expect((await callAs(t, restaurant, 'DELETE', `/item/${id}`)).statusCode).toBe(406);
    }
    expect((await rowOf(theirs))?.priceCents).toBe(500);
    expect((await callAs(t, null, 'PATCH', '/item', { id: theirs, price: 1 })).statusCode).toBe(401);
    expect((await callAs(t, null, 'DELETE', `/item/${theirs}`)).statusCode).toBe(401);
    expect((await callAs(t, restaurant, 'DELETE', '/item/abc')).statusCode).toBe(400);
  });

  it('reorders a category with the full list and refuses anything else', async () => {
    const category = await createTestCategory(t, restaurant, catalogId, 'Ordem');
    const [a, b, c] = [
      await createTestItem(t, restaurant, category, { name: 'A' }),
      await createTestItem(t, restaurant, category, { name: 'B' }),
      await createTestItem(t, restaurant, category, { name: 'C' }),
    ];
    const ok = await callAs(t, restaurant, 'PATCH', '/item/order', {
      categoryId: category,
      itemIds: [b, c, a],
    });
    expect(ok.statusCode).toBe(204);
    expect(await itemNames(category)).toEqual(['B', 'C', 'A']);
    for (const itemIds of [
      [a, b],
      [a, b, b, c],
      [a, b, c, randomUUID()],
    ]) {
      const res = await callAs(t, restaurant, 'PATCH', '/item/order', {
        categoryId: category,
        itemIds,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Envie todos os itens da categoria, cada um uma vez, na nova ordem.');
    }
    const foreign = await callAs(t, restaurant, 'PATCH', '/item/order', {
      categoryId: theirCategoryId,
      itemIds: [],
    });
    expect(foreign.statusCode).toBe(406);
    expect(
      (await callAs(t, null, 'PATCH', '/item/order', { categoryId: category, itemIds: [] })).statusCode,
    ).toBe(401);
  });

  it('deletes an item no order refers to', async () => {
    const id = await createTestItem(t, restaurant, categoryId, { name: 'Efêmero' });
    const res = await callAs(t, restaurant, 'DELETE', `/item/${id}`);
    expect(res.statusCode).toBe(204);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('hides an item that an order refers to: soft delete, gone from every read, the order kept', async () => {
    const category = await createTestCategory(t, restaurant, catalogId, 'Pedidos');
    const id = await createTestItem(t, restaurant, category, { name: 'Pedido', price: 10 });
    const kept = await createTestItem(t, restaurant, category, { name: 'Fica', price: 12 });
    await insertOrderItemFor(t, restaurant.merchantId, id);
    t.clock.advance(60_000);

    const res = await callAs(t, restaurant, 'DELETE', `/item/${id}`);
    expect(res.statusCode).toBe(204);
    const row = await rowOf(id);
    expect(row?.deletedAt).toEqual(t.clock.now());
    expect(await itemNames(category)).toEqual(['Fica']);
    const menu = await callAs(t, null, 'GET', `/catalog/full?merchantId=${restaurant.merchantId}`);
    const names = menu.json().flatMap((c: { items: { name: string }[] }) => c.items.map((item) => item.name));
    expect(names).toContain('Fica');
    expect(names).not.toContain('Pedido');

    // A deleted item is gone for the merchant's calls too, and its category's order ignores it.
    expect((await callAs(t, restaurant, 'PATCH', '/item', { id, name: 'Volta' })).statusCode).toBe(406);
    expect((await callAs(t, restaurant, 'DELETE', `/item/${id}`)).statusCode).toBe(406);
    const order = await callAs(t, restaurant, 'PATCH', '/item/order', {
      categoryId: category,
      itemIds: [kept],
    });
    expect(order.statusCode).toBe(204);
  });
});
