import { orderStatusLabels } from '@suavez/shared/domain/order-status';
import { Button } from 'react-bootstrap';
import type { PersonOrder } from '../utils/group-by-person';
import { computePersonTotals } from '../utils/hall-totals';
import { isPaymentDue, paymentBadgeOf } from '../utils/payment-status';
import type { PaymentTarget } from './payment-dialog';
import { orderStatusBadgeClass } from './status-badges';

export interface OrderSummaryProps {
  slot: number;
  persons: readonly PersonOrder[];
  /** 'Registrar pagamento de Ana': one person's bill, while several are due. */
  onRegisterPayment: (target: PaymentTarget) => void;
}

function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'itens'}`;
}

/**
 * The summary box: party size, number of orders and each order with its status, its payment ('Pix
 * informado', 'Pago (Pix)', 'Pago (Outro meio)') and item count; while more than one bill asked for
 * or closed is unpaid, 'Registrar pagamento' for each of them (rules §10); the table's, or the only one
 * due, is the footer's main action (utils/table-main-action.ts).
 */
export function OrderSummary({ slot, persons, onRegisterPayment }: OrderSummaryProps) {
  const due = persons.filter(({ order }) => isPaymentDue(order));
  return (
    <section aria-label="Resumo da mesa" className="border rounded p-3 mb-3 bg-body-tertiary">
      <dl className="d-flex flex-wrap column-gap-4 row-gap-1 mb-2">
        <div className="d-flex gap-1">
          <dt>Mesa para</dt>
          <dd className="mb-0">{slot}</dd>
        </div>
        <div className="d-flex gap-1">
          <dt>Número de pedidos</dt>
          <dd className="mb-0">{persons.length}</dd>
        </div>
      </dl>
      <h3 className="h6 fw-bold mb-1">Itens por pedidos</h3>
      <ul className="list-unstyled mb-0">
        {persons.map(({ order, personLabel }) => {
          const payment = paymentBadgeOf(order);
          return (
            <li key={order.id} className="d-flex flex-wrap align-items-center gap-2 py-1">
              <span className="text-break">Pedido de {personLabel}</span>
              <span className={`badge ${orderStatusBadgeClass[order.status]}`}>
                {orderStatusLabels[order.status]}
              </span>
              {payment && (
                <span className={`badge ${order.payment ? 'text-bg-success' : 'text-bg-info'}`}>
                  {payment}
                </span>
              )}
              <span className="text-body-secondary">{itemCount(order.items.length)}</span>
              {isPaymentDue(order) && due.length > 1 && (
                <Button
                  size="sm"
                  variant="outline-dark"
                  className="ms-auto"
                  onClick={() =>
                    onRegisterPayment({
                      orderId: order.id,
                      who: personLabel,
                      totalCents: computePersonTotals(order).totalCents,
                    })
                  }
                >
                  Registrar pagamento<span className="visually-hidden"> de {personLabel}</span>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
