import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestCatalog,
  createTestCategory,
  createTestItem,
  createTestMerchant,
} from '#test/catalog-test-fixtures';
import { callAs, useFixture, useTestApp } from '#test/test-app';

describe('public menu reads: GET /catalog and GET /catalog/full', () => {
  const t = useTestApp();
  const merchant = useFixture(() => createTestMerchant(t, { name: 'Cantina', shortId: 'cantina' }));
  let activeCatalog: string;

  beforeAll(async () => {
    const draft = await createTestCatalog(t, merchant, 'Rascunho');
    await createTestItem(t, merchant, await createTestCategory(t, merchant, draft, 'Do rascunho'), {
      name: 'Oculto',
    });
    activeCatalog = await createTestCatalog(t, merchant, 'Cardápio', true);
  });

  it('answers the active catalog id and name to anyone', async () => {
    const res = await callAs(t, null, 'GET', `/catalog?merchantId=${merchant.merchantId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: activeCatalog, name: 'Cardápio' });
  });

  it('answers 404 with a pt-BR message when there is no active catalog, 400 for a bad id', async () => {
    const empty = await createTestMerchant(t, { name: 'Vazio', shortId: 'vazio1' });
    await createTestCatalog(t, empty, 'Inativo', false);
    for (const merchantId of [empty.merchantId, randomUUID()]) {
      for (const url of [`/catalog?merchantId=${merchantId}`, `/catalog/full?merchantId=${merchantId}`]) {
        const res = await callAs(t, null, 'GET', url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Cardápio não encontrado.' });
      }
    }
    expect((await callAs(t, null, 'GET', '/catalog?merchantId=123')).statusCode).toBe(400);
    expect((await callAs(t, null, 'GET', '/catalog/full')).statusCode).toBe(400);
  });

  // Not sold out, no option groups: what an item without them answers.
  const available = { soldOut: false, optionGroups: [] };

  it('lists active categories with active, not deleted items, in order, without private fields', async () => {
    const starters = await createTestCategory(t, merchant, activeCatalog, 'Entradas');
    const hidden = await createTestCategory(t, merchant, activeCatalog, 'Escondida', false);
    const mains = await createTestCategory(t, merchant, activeCatalog, 'Pratos');
    const empty = await createTestCategory(t, merchant, activeCatalog, 'Sem itens');
    const bread = await createTestItem(t, merchant, starters, { name: 'Pão', price: 8.5 });
    await createTestItem(t, merchant, starters, { name: 'Esgotado', active: false });
    const soup = await createTestItem(t, merchant, starters, { name: 'Sopa', price: 19.9 });
    await createTestItem(t, merchant, hidden, { name: 'Na categoria escondida' });
    const removed = await createTestItem(t, merchant, mains, { name: 'Removido' });
    const steak = await createTestItem(t, merchant, mains, { name: 'Bife', price: 59 });
    await callAs(t, merchant, 'DELETE', `/item/${removed}`);
    await callAs(t, merchant, 'PATCH', '/item/order', {
      categoryId: starters,
      itemIds: await orderOf(starters, ['Sopa', 'Pão', 'Esgotado']),
    });
    await callAs(t, merchant, 'PATCH', '/category/order', {
      catalogId: activeCatalog,
      categoryIds: [mains, starters, hidden, empty],
    });

    const res = await callAs(t, null, 'GET', `/catalog/full?merchantId=${merchant.merchantId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: mains,
        name: 'Pratos',
        description: '',
        catalogId: activeCatalog,
        items: [
          {
            id: steak,
            name: 'Bife',
            description: '',
            price: 59,
            image: null,
            ...available,
            categoryId: mains,
          },
        ],
      },
      {
        id: starters,
        name: 'Entradas',
        description: '',
        catalogId: activeCatalog,
        items: [
          {
            id: soup,
            name: 'Sopa',
            description: '',
            price: 19.9,
            image: null,
            ...available,
            categoryId: starters,
          },
          {
            id: bread,
            name: 'Pão',
            description: '',
            price: 8.5,
            image: null,
            ...available,
            categoryId: starters,
          },
        ],
      },
      { id: empty, name: 'Sem itens', description: '', catalogId: activeCatalog, items: [] },
    ]);
  });

  async function orderOf(categoryId: string, names: string[]): Promise<string[]> {
    const res = await callAs(
      t,
      merchant,
      'GET',
      `/catalog/merchant/all?id=${activeCatalog}&merchantId=${merchant.merchantId}`,
    );
    const category = res.json().categories.find((c: { id: string }) => c.id === categoryId);
    return names.map((name) => category.items.find((item: { name: string }) => item.name === name).id);
  }
});
