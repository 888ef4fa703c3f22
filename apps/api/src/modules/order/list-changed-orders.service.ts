import type { Order } from '@suavez/shared/contracts/order.contract';
import type { Db } from '#api/db/client';
import { listOrdersChangedSince } from './order-changes.repository';
import { listOrderItems } from './order-item.repository';
import { toOrderView } from './order-view';

/** The most orders one answer of `GET /v1/orders` holds; the caller asks again from the last `updatedAt`. */
export const CHANGED_ORDERS_PAGE = 500;

/**
 * The restaurant's orders changed at or after `since` (an order's status or payment, or any unit added or
 * moved), as the app's order view answers them, each with when it last changed; oldest change first
 * (docs/integrations.md#public-api-v1). A unit the diner removed before sending leaves no trace to report.
 */
export async function listChangedOrders(options: {
  db: Db;
  merchantId: string;
  since: Date;
}): Promise<(Order & { changedAt: Date })[]> {
  const rows = await listOrdersChangedSince(options.db, {
    merchantId: options.merchantId,
    since: options.since,
    limit: CHANGED_ORDERS_PAGE,
  });
  const units = await listOrderItems(options.db, rows);
  return rows.map((row) => ({ ...toOrderView(row, units), changedAt: row.changedAt }));
}
