import { computeBill, DEFAULT_SERVICE_FEE_PERCENT, reaisToCents } from '@suavez/shared/domain/bill';
import { formatCents } from '@suavez/shared/domain/money-format';
import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';

/**
 * The restaurant's service fee, the percent the diner's 'Incluir 12% de serviço (opcional)' switch adds:
 * restaurants have no setting of their own, so it is the specification's default (docs/money.md#service-fee).
 */
export const RESTAURANT_SERVICE_FEE_PERCENT = DEFAULT_SERVICE_FEE_PERCENT;

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
