import type { AccessWorld } from './access-fixtures';
import { fresh, type MatrixRow, merchantOnly, row } from './access-matrix-rows';

/** A fresh unit of the prepared item at `a`, accepted: PREPARING and not yet started. */
const freshPreparing = async (w: AccessWorld) => {
  const unit = await w.unit('ACCEPTED', 'prepared');
  return { ...unit, as: { D: unit } };
};

/**
 * The kitchen display (docs/kitchen.md): the merchant's own kitchen only (another merchant's id: 403).
 * Starting a unit ('Começar') is the kitchen's; marking it ready and undoing it are the order module's item
 * actions (access-matrix-order.ts).
 */
export const kitchenRows: MatrixRow[] = [
  row('GET /api/kitchen', merchantOnly(200), (w) => ({ url: `/api/kitchen?merchantId=${w.a.merchantId}` })),
  row('GET /api/kitchen/settings', merchantOnly(200), (w) => ({
    url: `/api/kitchen/settings?merchantId=${w.a.merchantId}`,
  })),
  fresh('PATCH /api/kitchen/start', merchantOnly(200), freshPreparing, (w, _me, s) => ({
    url: `/api/kitchen/start?orderItemId=${s.unitId}&merchantId=${w.a.merchantId}`,
  })),
  fresh(
    'PATCH /api/kitchen/start',
    merchantOnly(200),
    freshPreparing,
    (w, me, s) => ({
      url: `/api/kitchen/start?orderItemId=${s.unitId}&merchantId=${me.merchantId ?? w.a.merchantId}`,
    }),
    'own merchantId',
  ),
];
