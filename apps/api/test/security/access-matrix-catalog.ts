import type { AccessWorld } from './access-fixtures';
import { fresh, type MatrixRow, merchantOnly, row, withOpenIds } from './access-matrix-rows';

// Another merchant's catalog rows answer 406, as the specification's client expects
// (docs/access.md#status-codes).
const catalogOnly = (status: number) => merchantOnly(status, 406);

/** A fresh restaurant that plays `M`: reorders and deletes use its menu up. */
const freshRestaurant = async (w: AccessWorld) => {
  const restaurant = await w.restaurant();
  return { restaurant, as: { M: restaurant } };
};

/**
 * The merchant's menu calls. Rows marked 'own merchantId' have each merchant name itself in `merchantId`
 * and `a`'s row in the id, so the row's ownership check answers rather than the query's.
 */
export const catalogRows: MatrixRow[] = [
  row('GET /api/catalog/list', catalogOnly(200), (w) => ({
    url: `/api/catalog/list?merchantId=${w.a.merchantId}`,
  })),
  row('POST /api/catalog', catalogOnly(201), (w) => ({
    url: '/api/catalog',
    payload: { merchantId: w.a.merchantId, name: 'Bebidas', active: false },
  })),
  row('PATCH /api/catalog', catalogOnly(200), (w) => ({
    url: `/api/catalog?merchantId=${w.a.merchantId}`,
    payload: { id: w.a.catalogId, name: 'Cardápio' },
  })),
  row(
    'PATCH /api/catalog',
    catalogOnly(200),
    (w, me) => ({
      url: `/api/catalog?merchantId=${me.merchantId ?? w.a.merchantId}`,
      payload: { id: w.a.catalogId, name: 'Cardápio' },
    }),
    'own merchantId',
  ),
  row('GET /api/catalog/merchant/all', catalogOnly(200), (w) => ({
    url: `/api/catalog/merchant/all?id=${w.a.catalogId}&merchantId=${w.a.merchantId}`,
  })),
  row(
    'GET /api/catalog/merchant/all',
    catalogOnly(200),
    (w, me) => ({
      url: `/api/catalog/merchant/all?id=${w.a.catalogId}&merchantId=${me.merchantId ?? w.a.merchantId}`,
    }),
    'own merchantId',
  ),
  row('POST /api/category', catalogOnly(201), (w) => ({
    url: '/api/category',
    payload: { catalogId: w.a.catalogId, name: 'Sobremesas' },
  })),
  row('PATCH /api/category', catalogOnly(200), (w) => ({
    url: '/api/category',
    payload: { id: w.a.categoryId, name: 'Pratos' },
  })),
  // The listed ids are checked as a set against the catalog's own (400 for any other): never looked up.
  withOpenIds(
    fresh('PATCH /api/category/order', catalogOnly(204), freshRestaurant, (_w, _me, s) => ({
      url: '/api/category/order',
      payload: { catalogId: s.restaurant.catalogId, categoryIds: [s.restaurant.categoryId] },
    })),
    (_w, s: Awaited<ReturnType<typeof freshRestaurant>>) => [s.restaurant.categoryId],
  ),
  row('POST /api/item', catalogOnly(201), (w) => ({
    url: '/api/item',
    payload: {
      categoryId: w.a.categoryId,
      name: 'Suco',
      price: 9.5,
      optionGroups: [{ name: 'Tamanho', min: 1, max: 1, options: [{ name: '500 ml', price: 2 }] }],
    },
  })),
  row('PATCH /api/item', catalogOnly(200), (w) => ({
    url: '/api/item',
    payload: { id: w.a.itemId, price: 6.5 },
  })),
  // On a fresh menu: the shared item stays orderable for the order rows.
  fresh('PATCH /api/item/soldout', catalogOnly(200), freshRestaurant, (_w, _me, s) => ({
    url: `/api/item/soldout?id=${s.restaurant.itemId}&soldOut=true`,
  })),
  withOpenIds(
    fresh('PATCH /api/item/order', catalogOnly(204), freshRestaurant, (_w, _me, s) => ({
      url: '/api/item/order',
      payload: {
        categoryId: s.restaurant.categoryId,
        itemIds: [s.restaurant.preparedItemId, s.restaurant.itemId],
      },
    })),
    (_w, s: Awaited<ReturnType<typeof freshRestaurant>>) => [
      s.restaurant.preparedItemId,
      s.restaurant.itemId,
    ],
  ),
  fresh('DELETE /api/item/:id', catalogOnly(204), freshRestaurant, (_w, _me, s) => ({
    url: `/api/item/${s.restaurant.itemId}`,
  })),
];
