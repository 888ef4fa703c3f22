import type { OrderItem } from '@suavez/shared/contracts/order.contract';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { fingerprintRequest, type IdempotentAnswer, runOnce } from './idempotency';
import { assertOrderEditable, isOrderOf, lockOrderWithEntry } from './order-access';
import { insertOrderItem, lockOrderableItem } from './order-item.repository';
import { ITEM_UNAVAILABLE_MESSAGE } from './order-messages';
import { toOrderItemView } from './order-view';

/**
 * `PUT /order`: adds one CREATED unit of a menu item to the consumer's own open order at a seated table.
 * The item must be active, not deleted, in an active category of the entry's merchant's active catalog;
 * its name, price and prepared flag are copied under a shared lock, so later menu edits never touch a bill.
 * With an `Idempotency-Key`, a retry of the same addition replays the first answer instead of adding again
 * (`runOnce`): the key and the unit are written in one transaction.
 */
export async function addOrderItem(options: {
  db: Db;
  clock: Clock;
  consumerId: string;
  orderId: string;
  itemId: string;
  idempotencyKey?: string | undefined;
}): Promise<IdempotentAnswer<OrderItem>> {
  const now = options.clock.now();
  const { idempotencyKey } = options;
  return options.db.transaction(async (tx) => {
    const add = async () => ({ statusCode: 201, body: await insertUnit(tx, options, now) });
    if (idempotencyKey === undefined) return { ...(await add()), isReplay: false };
    const fingerprint = fingerprintRequest('PUT /order', [options.orderId, options.itemId]);
    return runOnce(tx, { consumerId: options.consumerId, key: idempotencyKey, fingerprint, now }, add);
  });
}

async function insertUnit(
  tx: Db,
  options: { consumerId: string; orderId: string; itemId: string },
  now: Date,
): Promise<OrderItem> {
  const locked = await lockOrderWithEntry(tx, options.orderId, 'share', isOrderOf(options.consumerId));
  assertOrderEditable(locked);
  const item = await lockOrderableItem(tx, options.itemId);
  // Another restaurant's item reads as unavailable: the consumer's menu never showed it.
  if (!item?.isOrderable || item.merchantId !== locked.entry.merchantId) {
    throw new AppError('INVALID_TRANSITION', ITEM_UNAVAILABLE_MESSAGE);
  }
  const row = await insertOrderItem(tx, {
    orderId: locked.order.id,
    itemId: item.id,
    name: item.name,
    priceCents: item.priceCents,
    prepared: item.prepared,
    at: now,
  });
  return toOrderItemView(row);
}
