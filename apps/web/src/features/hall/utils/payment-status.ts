import type { Order } from '@suavez/shared/contracts/order.contract';
import { paymentMethodLabels } from '@suavez/shared/contracts/pix.contract';

/** Whether the host may record this bill's payment: asked for or closed, and not paid yet (rules §10). */
export function isPaymentDue(order: Pick<Order, 'status' | 'payment'>): boolean {
  return (order.status === 'PAYMENT_REQUESTED' || order.status === 'CLOSED') && order.payment === null;
}

/** What the table dialog says about one person's payment: 'Pago (Pix)', 'Pix informado', or nothing. */
export function paymentBadgeOf(order: Pick<Order, 'payment' | 'pixReportedAt'>): string | null {
  if (order.payment) return `Pago (${paymentMethodLabels[order.payment.method]})`;
  return order.pixReportedAt === null ? null : 'Pix informado';
}

/** Whose payment 'Registrar pagamento' records: one person's bill or the table's, with what is due. */
export interface PaymentTarget {
  /** Null: every bill of the table still due. */
  orderId: string | null;
  /** 'Ana', or 'a mesa'. */
  who: string;
  totalCents: number;
}
