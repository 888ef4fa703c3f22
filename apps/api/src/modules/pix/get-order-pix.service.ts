import type { OrderPix } from '@suavez/shared/contracts/pix.contract';
import { centsToReais } from '@suavez/shared/domain/bill';
import { buildBrCode } from '@suavez/shared/domain/br-code';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import type { Clock } from '#api/lib/clock';
import { findSeatedDepositCents } from '#api/modules/bookings/bookings.repository';
import { findMerchantPix } from '#api/modules/merchant/merchant-pix.repository';
import type { OrderRow } from '#api/modules/order/order.repository';
import { listOrderItems, type OrderItemRow } from '#api/modules/order/order-item.repository';
import { isPayable, listOrdersOfEntry } from './order-payment.repository';
import { type BillTarget, type BillViewer, resolveBillScope } from './pix-access';
import { computeOrderBill } from './pix-bill';
import { findUnpaidCharge, insertChargeIfAbsent, type PixChargeKey } from './pix-charge.repository';
import {
  ALREADY_PAID_MESSAGE,
  CANNOT_PAY_MESSAGE,
  DEPOSIT_COVERS_BILL_MESSAGE,
  NO_BILL_REQUESTED_MESSAGE,
  NO_PIX_KEY_MESSAGE,
  NOTHING_TO_PAY_MESSAGE,
  ORDER_STILL_OPEN_FOR_PIX_MESSAGE,
  TABLE_STILL_OPEN_MESSAGE,
} from './pix-messages';
import { createPixTxid } from './pix-txid';

/**
 * `GET /order/pix?orderId | ?queueId` (docs/pix.md#charges): the static BR Code of one person's bill or of
 * what the whole table still owes, each order's total with its own service fee, less the deposit its booking
 * paid (docs/bookings.md#deposit). The same target, amount
 * and orders answer the same charge (and so the same code) at every poll; anything else makes a new one.
 */
export async function getOrderPix(options: {
  db: Db;
  clock: Clock;
  target: BillTarget;
  viewer: BillViewer;
}): Promise<OrderPix> {
  const { db } = options;
  const { entry, order } = await resolveBillScope(db, options.target, options.viewer);
  const pix = await findMerchantPix(db, entry.merchantId);
  if (!pix) throw new AppError('NOT_FOUND', NO_PIX_KEY_MESSAGE);
  const candidates = order ? [order] : await listOrdersOfEntry(db, entry);
  const units = await listOrderItems(db, candidates);
  const payable = order ? checkOrderPayable(order) : selectTablePayable(candidates, units);
  const billCents = payable.reduce((sum, each) => sum + computeOrderBill(each, units).totalCents, 0);
  // The whole table's charge takes off the deposit its booking paid; never below zero (docs/bookings.md#deposit).
  const depositCents = order ? 0 : Math.min(billCents, await findSeatedDepositCents(db, entry));
  const amountCents = billCents - depositCents;
  if (billCents > 0 && amountCents <= 0)
    throw new AppError('INVALID_TRANSITION', DEPOSIT_COVERS_BILL_MESSAGE);
  if (amountCents <= 0) throw new AppError('INVALID_TRANSITION', NOTHING_TO_PAY_MESSAGE);
  const key: PixChargeKey = {
    queueEntryId: entry.id,
    orderId: order?.id ?? null,
    amountCents,
    orderIds: payable.map((each) => each.id).sort(),
  };
  const charge =
    (await findUnpaidCharge(db, entry.merchantId, key)) ??
    (await insertChargeIfAbsent(db, {
      ...key,
      merchantId: entry.merchantId,
      txid: createPixTxid(),
      at: options.clock.now(),
    })) ??
    // Another request made this very charge between our read and our insert.
    (await findUnpaidCharge(db, entry.merchantId, key));
  if (!charge) throw new AppError('CONFLICT');
  return {
    payload: buildBrCode({
      key: pix.key,
      name: pix.name,
      city: pix.city,
      amountCents: charge.amountCents,
      txid: charge.txid,
    }),
    amount: centsToReais(charge.amountCents),
    txid: charge.txid,
    receiver: { name: pix.name, city: pix.city },
    orderIds: charge.orderIds,
    ...(depositCents > 0 ? { deposit: centsToReais(depositCents) } : {}),
  };
}

/** One person's bill: asked for (its fee chosen) and not paid. */
function checkOrderPayable(order: OrderRow): OrderRow[] {
  if (order.status === 'OPEN') throw new AppError('INVALID_TRANSITION', ORDER_STILL_OPEN_FOR_PIX_MESSAGE);
  if (order.status === 'PAYMENT_COMPLETED') throw new AppError('INVALID_TRANSITION', ALREADY_PAID_MESSAGE);
  if (!isPayable(order.status)) throw new AppError('INVALID_TRANSITION', CANNOT_PAY_MESSAGE);
  return [order];
}

/**
 * The table's bills still to pay; refused while someone with something on the bill has not asked for it
 * (an OPEN order holding only its cart, or nothing, does not count).
 */
function selectTablePayable(orders: readonly OrderRow[], units: readonly OrderItemRow[]): OrderRow[] {
  const isStillOrdering = orders.some(
    (order) => order.status === 'OPEN' && computeOrderBill(order, units).subtotalCents > 0,
  );
  if (isStillOrdering) throw new AppError('INVALID_TRANSITION', TABLE_STILL_OPEN_MESSAGE);
  const payable = orders.filter((order) => isPayable(order.status));
  if (payable.length > 0) return payable;
  const isPaid = orders.some((order) => order.status === 'PAYMENT_COMPLETED');
  throw new AppError('INVALID_TRANSITION', isPaid ? ALREADY_PAID_MESSAGE : NO_BILL_REQUESTED_MESSAGE);
}
