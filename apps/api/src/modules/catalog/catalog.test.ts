import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogs } from '#api/db/schema/catalog.schema';
import {
  createTestCatalog,
  createTestCategory,
  createTestItem,
  createTestMerchant,
  type TestMerchant,
} from '#test/catalog-test-fixtures';
import { callAs, useFixture, useTestApp } from '#test/test-app';

describe('catalogs: list, create, rename, activate, read for editing', () => {
  const t = useTestApp();
  const restaurant = useFixture(() => createTestMerchant(t, { name: 'Cantina Um', shortId: 'cantum' }));
  const other = useFixture(() => createTestMerchant(t, { name: 'Bar Dois', shortId: 'bardois' }));

  async function listOf(merchant: TestMerchant) {
    return (await callAs(t, merchant, 'GET', `/catalog/list?merchantId=${merchant.merchantId}`)).json();
  }

  async function countRows(merchantId: string) {
    return (await t.database.db.select().from(catalogs).where(eq(catalogs.merchantId, merchantId))).length;
  }

  it('creates catalogs with trimmed names and lists them oldest first', async () => {
    const res = await callAs(t, restaurant, 'POST', '/catalog', {
      merchantId: restaurant.merchantId,
      name: '  Almoço  ',
      active: false,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), name: 'Almoço', active: false });
    t.clock.advance(1000);
    await createTestCatalog(t, restaurant, 'Jantar', true);
    expect(await listOf(restaurant)).toEqual([
      { id: res.json().id, name: 'Almoço', active: false },
      { id: expect.any(String), name: 'Jantar', active: true },
    ]);
    expect(await listOf(other)).toEqual([]);
  });

  it('creating an active catalog deactivates the one that was active', async () => {
    const merchant = await createTestMerchant(t, { name: 'Três', shortId: 'tres01' });
    const first = await createTestCatalog(t, merchant, 'Primeiro', true);
    const second = await createTestCatalog(t, merchant, 'Segundo', true);
    const list = await listOf(merchant);
    expect(list.filter((c: { active: boolean }) => c.active).map((c: { id: string }) => c.id)).toEqual([
      second,
    ]);
    expect(list.find((c: { id: string }) => c.id === first).active).toBe(false);
  });

  it.each([
    ['an empty name', { name: '   ', active: false }, 'Informe o nome'],
    ['a name over 80 characters', { name: 'x'.repeat(81), active: false }, 'no máximo 80 caracteres'],
    ['a missing name', { active: true }, 'Informe o nome'],
    ['a non-boolean active', { name: 'Ok', active: 'sim' }, 'body.active'],
  ])('refuses %s with a pt-BR 400 and writes nothing', async (_case, body, message) => {
    const before = await countRows(restaurant.merchantId);
    const res = await callAs(t, restaurant, 'POST', '/catalog', {
      merchantId: restaurant.merchantId,
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().message).toContain(message);
    expect(res.json().message).toMatch(/^Dados inválidos/);
    expect(await countRows(restaurant.merchantId)).toBe(before);
  });

  it('answers 406 for another merchant id and 401 without a token, writing nothing', async () => {
    const forbidden = await callAs(t, restaurant, 'POST', '/catalog', {
      merchantId: other.merchantId,
      name: 'Intruso',
      active: true,
    });
    expect(forbidden.statusCode).toBe(406);
    expect(forbidden.json()).toEqual({
      code: 'CATALOG_FORBIDDEN',
      message: 'Este cardápio não pertence ao seu estabelecimento.',
    });
    expect(await countRows(other.merchantId)).toBe(0);
    const list = await callAs(t, restaurant, 'GET', `/catalog/list?merchantId=${other.merchantId}`);
    expect(list.statusCode).toBe(406);
    for (const [method, url] of [
      ['GET', `/catalog/list?merchantId=${restaurant.merchantId}`],
      ['POST', '/catalog'],
      ['PATCH', `/catalog?merchantId=${restaurant.merchantId}`],
      ['GET', `/catalog/merchant/all?id=${randomUUID()}&merchantId=${restaurant.merchantId}`],
    ] as const) {
      const res = await callAs(
        t,
        null,
        method,
        url,
        method === 'GET'
          ? undefined
          : {
              merchantId: restaurant.merchantId,
              id: randomUUID(),
              name: 'Sem login',
              active: false,
            },
      );
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe('Sessão inválida ou expirada. Entre novamente.');
    }
    expect(
      (
        await callAs(
          t,
          { authorization: 'Bearer nao-e-um-token' },
          'GET',
          `/catalog/list?merchantId=${restaurant.merchantId}`,
        )
      ).statusCode,
    ).toBe(401);
  });

  it('renames and (de)activates with PATCH; activating deactivates the others', async () => {
    const merchant = await createTestMerchant(t, { name: 'Quatro', shortId: 'quatro1' });
    const a = await createTestCatalog(t, merchant, 'A', true);
    const b = await createTestCatalog(t, merchant, 'B', false);
    const patch = (body: object) =>
      callAs(t, merchant, 'PATCH', `/catalog?merchantId=${merchant.merchantId}`, body);

    const renamed = await patch({ id: b, name: ' Bebidas ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: b, name: 'Bebidas', active: false });

    expect((await patch({ id: b, name: 'Bebidas', active: true })).json()).toEqual({
      id: b,
      name: 'Bebidas',
      active: true,
    });
    expect(await listOf(merchant)).toEqual([
      { id: a, name: 'A', active: false },
      { id: b, name: 'Bebidas', active: true },
    ]);

    expect((await patch({ id: b, active: false })).json().active).toBe(false);
    expect((await listOf(merchant)).every((c: { active: boolean }) => !c.active)).toBe(true);

    const bad = await patch({ id: a, name: '' });
    expect(bad.statusCode).toBe(400);
    expect((await listOf(merchant))[0].name).toBe('A');
  });

  it('answers 406 on PATCH for another merchant catalog, an unknown id or another merchant id', async () => {
    const theirs = await createTestCatalog(t, other, 'Deles', true);
    const mine = await createTestCatalog(t, restaurant, 'Meu');
    for (const [query, id] of [
      [restaurant.merchantId, theirs],
      [restaurant.merchantId, randomUUID()],
      [other.merchantId, mine],
    ]) {
      const res = await callAs(t, restaurant, 'PATCH', `/catalog?merchantId=${query}`, {
        id,
        name: 'Tomado',
        active: true,
      });
      expect(res.statusCode).toBe(406);
      expect(res.json().code).toBe('CATALOG_FORBIDDEN');
    }
    expect(await listOf(other)).toEqual([{ id: theirs, name: 'Deles', active: true }]);
  });

  it('leaves exactly one active catalog after two concurrent activations', async () => {
    const merchant = await createTestMerchant(t, { name: 'Corrida', shortId: 'corrida' });
    const ids = [
      await createTestCatalog(t, merchant, 'C1'),
      await createTestCatalog(t, merchant, 'C2'),
      await createTestCatalog(t, merchant, 'C3'),
    ];
    for (let round = 0; round < 5; round += 1) {
      const [x, y] = round % 2 === 0 ? [ids[0], ids[1]] : [ids[2], ids[0]];
      const answers = await Promise.all(
        [x, y].map((id) =>
          callAs(t, merchant, 'PATCH', `/catalog?merchantId=${merchant.merchantId}`, {
            id,
            active: true,
          }),
        ),
      );
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
      const active = (await listOf(merchant)).filter((c: { active: boolean }) => c.active);
      expect(active).toHaveLength(1);
    }
    const created = await Promise.all(
      ['N1', 'N2'].map((name) =>
        callAs(t, merchant, 'POST', '/catalog', {
          merchantId: merchant.merchantId,
          name,
          active: true,
        }),
      ),
    );
    expect(created.map((res) => res.statusCode)).toEqual([201, 201]);
    expect((await listOf(merchant)).filter((c: { active: boolean }) => c.active)).toHaveLength(1);
  });

  it('reads a catalog for editing: every category and item in order, prices in reais', async () => {
    const merchant = await createTestMerchant(t, { name: 'Árvore', shortId: 'arvore' });
    const catalogId = await createTestCatalog(t, merchant, 'Completo');
    const drinks = await createTestCategory(t, merchant, catalogId, 'Bebidas', false);
    const mains = await createTestCategory(t, merchant, catalogId, 'Pratos');
    const juice = await createTestItem(t, merchant, drinks, { name: 'Suco', price: 9.5 });
    const pasta = await createTestItem(t, merchant, mains, { name: 'Massa', price: 32.9, active: false });
    const res = await callAs(
      t,
      merchant,
      'GET',
      `/catalog/merchant/all?id=${catalogId}&merchantId=${merchant.merchantId}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: catalogId,
      name: 'Completo',
      active: false,
      categories: [
        {
          id: drinks,
          name: 'Bebidas',
          description: '',
          active: false,
          catalogId,
          translations: {},
          items: [
            {
              id: juice,
              name: 'Suco',
              description: '',
              price: 9.5,
              image: null,
              prepared: false,
              active: true,
              soldOut: false,
              optionGroups: [],
              categoryId: drinks,
              translations: {},
            },
          ],
        },
        {
          id: mains,
          name: 'Pratos',
          description: '',
          active: true,
          catalogId,
          translations: {},
          items: [
            {
              id: pasta,
              name: 'Massa',
              description: '',
              price: 32.9,
              image: null,
              prepared: false,
              active: false,
              soldOut: false,
              optionGroups: [],
              categoryId: mains,
              translations: {},
            },
          ],
        },
      ],
    });
    const foreign = await callAs(
      t,
      other,
      'GET',
      `/catalog/merchant/all?id=${catalogId}&merchantId=${other.merchantId}`,
    );
    expect(foreign.statusCode).toBe(406);
    const mismatch = await callAs(
      t,
      merchant,
      'GET',
      `/catalog/merchant/all?id=${catalogId}&merchantId=${other.merchantId}`,
    );
    expect(mismatch.statusCode).toBe(406);
    const badId = await callAs(
      t,
      merchant,
      'GET',
      `/catalog/merchant/all?id=abc&merchantId=${merchant.merchantId}`,
    );
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toContain('Identificador inválido');
  });

  it('documents every menu call in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/catalog/list',
      '/api/catalog',
      '/api/catalog/merchant/all',
      '/api/catalog/full',
      '/api/category',
      '/api/category/order',
      '/api/item',
      '/api/item/order',
      '/api/item/{id}',
      '/api/merchant',
      '/api/merchant/short',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
