import type { PaymentMethod } from '@suavez/shared/contracts/pix.contract';
import type { OrderStatus } from '@suavez/shared/domain/order-status';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { orders, type PaymentConfirmedBy } from '#api/db/schema/order.schema';
import type { OrderRow } from '#api/modules/order/order.repository';

/** The statuses a bill is paid from: asked for (PAYMENT_REQUESTED) or closed by the restaurant (CLOSED). */
export const PAYABLE_STATUSES = ['PAYMENT_REQUESTED', 'CLOSED'] as const satisfies readonly OrderStatus[];

/** Whether an order's bill waits for a payment. */
export function isPayable(status: OrderStatus): boolean {
  return (PAYABLE_STATUSES as readonly OrderStatus[]).includes(status);
}

/**
 * Moves an order from `expected` to PAYMENT_COMPLETED with how it was paid (compare-and-set); answers the
 * updated row, or undefined when the order was no longer in `expected`.
 */
export async function markOrderPaid(
  db: Db,
  change: {
    id: string;
    merchantId: string;
    expected: OrderStatus;
    method: PaymentMethod;
    paidCents: number;
    paidAt: Date;
    confirmedBy: PaymentConfirmedBy;
    at: Date;
  },
): Promise<OrderRow | undefined> {
  const rows = await db
    .update(orders)
    .set({
      status: 'PAYMENT_COMPLETED',
      paymentMethod: change.method,
      paidCents: change.paidCents,
      paidAt: change.paidAt,
      paymentConfirmedBy: change.confirmedBy,
      updatedAt: change.at,
    })
    .where(
      and(
        eq(orders.id, change.id),
        eq(orders.merchantId, change.merchantId),
        eq(orders.status, change.expected),
      ),
    )
    .returning();
  return rows[0];
}

/**
 * Notes that a diner said 'Já paguei' on those of `ids` whose bill still waits for a payment; answers the
 * ids it noted. Each changed row emits the order's live event (migration 0004), so the hall hears it.
 */
export async function markPixReported(
  db: Db,
  merchantId: string,
  ids: string[],
  at: Date,
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .update(orders)
    .set({ pixReportedAt: at })
    .where(
      and(
        eq(orders.merchantId, merchantId),
        inArray(orders.id, ids),
        inArray(orders.status, [...PAYABLE_STATUSES]),
      ),
    )
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

/** Every order of a table (queue entry), oldest first. */
export async function listOrdersOfEntry(
  db: Db,
  entry: { id: string; merchantId: string },
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.queueEntryId, entry.id), eq(orders.merchantId, entry.merchantId)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
}
