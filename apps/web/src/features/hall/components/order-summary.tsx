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
  /** 'Registrar pagamento' of one person's bill, or of the table's ('Registrar pagamento da mesa'). */
  onRegisterPayment: (target: PaymentTarget) => void;
}

function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'itens'}`;
}

/**
 * The summary box: party size, number of orders and each order with its status, its payment ('Pix
 * informado', 'Pago (Pix)', 'Pago (Outro meio)') and item count; 'Registrar pagamento' for each bill asked
 * for or closed and unpaid, and for the whole table when more than one is due (rules §10).
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
              {isPaymentDue(order) && (
                <Button
                  size="sm"
                  variant="success"
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
      {due.length > 1 && (
        <Button
          size="sm"
          variant="success"
          className="mt-2"
          onClick={() =>
            onRegisterPayment({
              orderId: null,
              who: 'a mesa',
              totalCents: due.reduce((sum, { order }) => sum + computePersonTotals(order).totalCents, 0),
            })
          }
        >
          Registrar pagamento da mesa
        </Button>
      )}
    </section>
  );
}
