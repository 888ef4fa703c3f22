import type { Order } from '@suavez/shared/contracts/order.contract';
import type { PersonOrder } from './group-by-person';
import { computePersonTotals } from './hall-totals';
import type { FooterButtons, OrderButton } from './order-buttons';
import { isPaymentDue, type PaymentTarget } from './payment-status';

/**
 * The table dialog's one main action for what the table needs next (docs/orders-and-bills.md#table-dialog):
 * 'Aceitar tudo' while units wait for the restaurant's decision, then 'Registrar pagamento' while a bill
 * asked for is unpaid, then the order's own step ('Encerrar mesa' once settled; 'Finalizar pedido' or
 * 'Fechar pedido' before). Null when nothing is next from here (e.g. the kitchen is still preparing).
 */
export type TableMainAction =
  | { kind: 'acceptAll'; label: string; unitIds: string[] }
  | { kind: 'registerPayment'; label: string; target: PaymentTarget }
  | { kind: 'order'; label: string; button: OrderButton };

/**
 * The main action for the orders the dialog shows (`persons`: every person's, or the one person chosen)
 * and the footer's order buttons for them. A blocked 'Finalizar pedido' is never the main action.
 */
export function tableMainAction(
  persons: readonly PersonOrder[],
  footer: FooterButtons,
): TableMainAction | null {
  const waiting = persons.flatMap(({ order }) => sentUnitIds(order));
  if (waiting.length > 0) {
    return {
      kind: 'acceptAll',
      label: waiting.length === 1 ? 'Aceitar item' : `Aceitar tudo (${waiting.length})`,
      unitIds: waiting,
    };
  }
  const due = persons.filter(({ order }) => isPaymentDue(order));
  const [onlyDue] = due;
  if (onlyDue && due.length === 1) {
    return {
      kind: 'registerPayment',
      label: 'Registrar pagamento',
      target: {
        orderId: onlyDue.order.id,
        who: onlyDue.personLabel,
        totalCents: computePersonTotals(onlyDue.order).totalCents,
      },
    };
  }
  if (due.length > 1) {
    return {
      kind: 'registerPayment',
      label: 'Registrar pagamento da mesa',
      target: {
        orderId: null,
        who: 'a mesa',
        totalCents: due.reduce((sum, { order }) => sum + computePersonTotals(order).totalCents, 0),
      },
    };
  }
  const button = footer.buttons.find(
    (candidate) =>
      candidate.kind !== 'reopen' && !(candidate.kind === 'requestPayment' && footer.blockedReason !== null),
  );
  return button ? { kind: 'order', label: button.label, button } : null;
}

function sentUnitIds(order: Order): string[] {
  return order.items.filter((unit) => unit.orderItemStatus === 'SENT').map((unit) => unit.id);
}
