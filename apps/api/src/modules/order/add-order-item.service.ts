import type { OrderItem } from '@suavez/shared/contracts/order.contract';
import { chooseOptions } from '@suavez/shared/domain/item-options';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { fingerprintRequest, type IdempotentAnswer, runOnce } from './idempotency';
import { assertOrderEditable, isOrderOf, lockOrderWithEntry } from './order-access';
import { insertOrderItemUnlessSoldOut, lockOrderableItem } from './order-item.repository';
import { ITEM_SOLD_OUT_MESSAGE, ITEM_UNAVAILABLE_MESSAGE } from './order-messages';
import { toOrderItemView } from './order-view';

/** What one `PUT /order` adds: one unit of an item, with the chosen options' ids and a note. */
interface UnitRequest {
  consumerId: string;
  orderId: string;
  itemId: string;
  optionIds: readonly string[];
  note: string | null;
}

/**
 * `PUT /order`: adds one CREATED unit of a menu item to the consumer's own open order at a seated table.
 * The item must be active, not deleted, in an active category of the entry's merchant's active catalog, and
 * not sold out (409 'Item esgotado'); the options chosen must fit its groups (400 naming the group). Its
 * name, price and prepared flag, and the options' names and prices, are copied under a shared lock, so later
 * menu edits never touch a bill (docs/orders-and-bills.md#options-and-notes). With an `Idempotency-Key`, a
 * retry of the same addition replays the first answer instead of adding again (`runOnce`): the key and the
 * unit are written in one transaction.
 */
export async function addOrderItem(
  options: UnitRequest & { db: Db; clock: Clock; idempotencyKey?: string | undefined },
): Promise<IdempotentAnswer<OrderItem>> {
  const now = options.clock.now();
  const { idempotencyKey } = options;
  return options.db.transaction(async (tx) => {
    const add = async () => ({ statusCode: 201, body: await insertUnit(tx, options, now) });
    if (idempotencyKey === undefined) return { ...(await add()), isReplay: false };
    const fingerprint = fingerprintRequest('PUT /order', fingerprintParameters(options));
    const answer = await runOnce(
      tx,
      { consumerId: options.consumerId, key: idempotencyKey, fingerprint, now },
      add,
    );
    return answer.isReplay ? { ...answer, body: withUnitDefaults(answer.body) } : answer;
  });
}

/**
 * What makes two additions the same request: the order and the item, and the options (in any order) and
 * the note when there are any. A plain addition keeps the fingerprint it had before options existed, so a
 * retry that spans a deploy still replays.
 */
function fingerprintParameters(request: UnitRequest): string[] {
  const plain = [request.orderId, request.itemId];
  if (request.optionIds.length === 0 && request.note === null) return plain;
  return [...plain, JSON.stringify([...request.optionIds].sort()), request.note ?? ''];
}

/** A stored answer from before units had options and notes, completed as they read today (no options). */
function withUnitDefaults(body: OrderItem): OrderItem {
  const stored = body as Partial<OrderItem> & Pick<OrderItem, 'item'>;
  return {
    ...body,
    price: stored.price ?? stored.item.price,
    options: stored.options ?? [],
    note: stored.note ?? null,
    refusalReason: stored.refusalReason ?? null,
  };
}

async function insertUnit(tx: Db, options: UnitRequest, now: Date): Promise<OrderItem> {
  const locked = await lockOrderWithEntry(tx, options.orderId, 'share', isOrderOf(options.consumerId));
  assertOrderEditable(locked);
  const item = await lockOrderableItem(tx, options.itemId);
  // Another restaurant's item reads as unavailable: the consumer's menu never showed it.
  if (!item?.isOrderable || item.merchantId !== locked.entry.merchantId) {
    throw new AppError('INVALID_TRANSITION', ITEM_UNAVAILABLE_MESSAGE);
  }
  if (item.soldOut) throw new AppError('INVALID_TRANSITION', ITEM_SOLD_OUT_MESSAGE);
  const choice = chooseOptions(item.optionGroups, options.optionIds);
  if (!choice.ok) throw new AppError('VALIDATION_FAILED', choice.message);
  // The insert checks `sold_out` again in its own statement: the share lock already keeps the row as read,
  // and the database, not this read, has the last word (docs/orders-and-bills.md#sold-out).
  const row = await insertOrderItemUnlessSoldOut(tx, {
    merchantId: locked.entry.merchantId,
    orderId: locked.order.id,
    itemId: item.id,
    options: choice.chosen,
    optionsPriceCents: choice.optionsCents,
    note: options.note,
    at: now,
  });
  if (!row) throw new AppError('INVALID_TRANSITION', ITEM_SOLD_OUT_MESSAGE);
  return toOrderItemView(row);
}
