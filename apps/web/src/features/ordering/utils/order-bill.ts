import { computeBill, DEFAULT_SERVICE_FEE_PERCENT, reaisToCents } from '@suavez/shared/domain/bill';
import { formatCents } from '@suavez/shared/domain/money-format';
import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';

/** Lowest and highest service fee percent, and its step (docs/money.md#service-fee). */
export const SERVICE_FEE_MIN = 0;
export const SERVICE_FEE_MAX = 100;

/** One line of the bill as the screens print it. */
export interface BillLine {
  label: string;
  value: string;
}

/** The bill the 'Finalizar pedido' modal and the checkout show, formatted in R$. */
export interface BillDisplay {
  /** Subtotal, fee (with its percent) and total: the main lines. */
  lines: BillLine[];
  /** 'Cancelados' and 'Total bruto', shown apart; empty when nothing was canceled or refused. */
  extra: BillLine[];
  totalCents: number;
}

/**
 * The service fee typed in the modal as an integer percent in 0..100, or null when it is not one
 * (empty, a fraction, out of range): the modal then refuses to close the order.
 */
export function parseServiceFee(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= SERVICE_FEE_MIN && value <= SERVICE_FEE_MAX ? value : null;
}

/**
 * The bill of an order with `feePercent` (the order's own fee once chosen, else the 12 % default), from
 * the shared `computeBill` in centavos. Each unit counts at its own `price` (the item's plus its options').
 */
export function buildBillDisplay(
  units: readonly { price: number; orderItemStatus: OrderItemStatus }[],
  feePercent: number | null,
): BillDisplay {
  const percent = feePercent ?? DEFAULT_SERVICE_FEE_PERCENT;
  const bill = computeBill({
    items: units.map((unit) => ({ priceCents: reaisToCents(unit.price), status: unit.orderItemStatus })),
    serviceFeePercent: percent,
  });
  const extra: BillLine[] =
    bill.canceledCents > 0
      ? [
          { label: 'Cancelados', value: formatCents(bill.canceledCents) },
          { label: 'Total bruto', value: formatCents(bill.grossCents) },
        ]
      : [];
  return {
    lines: [
      { label: 'Subtotal', value: formatCents(bill.subtotalCents) },
      { label: `Taxa de serviço (${percent}%)`, value: formatCents(bill.feeCents) },
      { label: 'Total', value: formatCents(bill.totalCents) },
    ],
    extra,
    totalCents: bill.totalCents,
  };
}
