import { orderStatusLabels } from '@suavez/shared/domain/order-status';
import type { PersonOrder } from '../utils/group-by-person';
import { orderStatusBadgeClass } from './status-badges';

export interface OrderSummaryProps {
  slot: number;
  persons: readonly PersonOrder[];
}

function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'itens'}`;
}

/** The summary box: party size, number of orders and each order with its status and item count. */
export function OrderSummary({ slot, persons }: OrderSummaryProps) {
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
        {persons.map(({ order, personLabel }) => (
          <li key={order.id} className="d-flex flex-wrap align-items-center gap-2 py-1">
            <span className="text-break">Pedido de {personLabel}</span>
            <span className={`badge ${orderStatusBadgeClass[order.status]}`}>
              {orderStatusLabels[order.status]}
            </span>
            <span className="text-body-secondary">{itemCount(order.items.length)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
