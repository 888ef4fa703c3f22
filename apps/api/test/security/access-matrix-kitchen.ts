import { type MatrixRow, merchantOnly, row } from './access-matrix-rows';

/**
 * The kitchen display (docs/kitchen.md): the merchant's own kitchen only (another merchant's id: 403).
 * Marking a unit ready and undoing it are the order module's item actions (access-matrix-order.ts).
 */
export const kitchenRows: MatrixRow[] = [
  row('GET /api/kitchen', merchantOnly(200), (w) => ({ url: `/api/kitchen?merchantId=${w.a.merchantId}` })),
];
