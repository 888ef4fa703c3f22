import { formatDate } from '@suavez/shared/domain/date-format';
import { formatCents } from '@suavez/shared/domain/money-format';
import { orderItemStatusLabels } from '@suavez/shared/domain/order-item-status';
import { orderStatusLabels } from '@suavez/shared/domain/order-status';
import { useEffect, useMemo } from 'react';
import { toastApiError } from '@/lib/api-errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOrderQuery } from '../api/get-order.api';
import { groupOrderItems } from '../utils/group-order-items';
import { buildBillDisplay } from '../utils/order-bill';
import { BillLines } from './bill-lines';

/** The rating buttons: they only acknowledge the tap. */
const ratings = [
  { emoji: '👎', label: 'Não gostei' },
  { emoji: '👍', label: 'Gostei' },
  { emoji: '❤️', label: 'Amei' },
] as const;

/** `/queue/checkout?order={orderId}`: the closed order's summary after the visit. */
export function CheckoutScreen({ orderId }: { orderId: string | null }) {
  const order = useOrderQuery(orderId, false);
  useDocumentTitle('Resumo do Pedido');
  useEffect(() => {
    if (order.isError) toastApiError(order.error, 'Erro para encontrar o pedido');
  }, [order.isError, order.error]);
  const items = order.data?.items;
  const groups = useMemo(() => groupOrderItems(items ?? []), [items]);

  if (!orderId || order.isError) {
    return (
      <main className="container py-5 text-center">
        <h1 className="h4 mb-0">Erro para encontrar o pedido</h1>
      </main>
    );
  }
  if (!order.data) {
    return (
      <main className="container py-5 text-center" aria-busy="true">
        <h1 className="h5">Carregando...</h1>
      </main>
    );
  }
  const data = order.data;
  const bill = buildBillDisplay(data.items, data.serviceFee);
  return (
    <main className="container py-4" style={{ maxWidth: '40rem' }}>
      <section className="text-center mb-4" aria-labelledby="checkout-thanks">
        <h1 id="checkout-thanks" className="h3">
          Agradecemos sua visita!
        </h1>
        <p className="text-body-secondary">Como foi sua experiência?</p>
        <div className="d-flex justify-content-center gap-3">
          {ratings.map((rating) => (
            <button
              key={rating.label}
              type="button"
              className="btn btn-outline-secondary fs-3 lh-1 px-3"
              aria-label={rating.label}
            >
              <span aria-hidden="true">{rating.emoji}</span>
            </button>
          ))}
        </div>
      </section>

      <section className="card mb-3" aria-labelledby="checkout-summary">
        <div className="card-body">
          <h2 id="checkout-summary" className="h5 card-title">
            Resumo do Pedido
          </h2>
          <dl className="row mb-0">
            <dt className="col-5">Estabelecimento</dt>
            <dd className="col-7">{data.merchantName}</dd>
            <dt className="col-5">Cliente</dt>
            <dd className="col-7">{data.consumerName}</dd>
            <dt className="col-5">Status</dt>
            <dd className="col-7">{orderStatusLabels[data.status]}</dd>
            <dt className="col-5">Data</dt>
            <dd className="col-7 mb-0">{formatDate(new Date(data.createdAt))}</dd>
          </dl>
        </div>
      </section>

      <section className="card mb-3" aria-labelledby="checkout-items">
        <div className="card-body">
          <h2 id="checkout-items" className="h5 card-title">
            Itens do Pedido
          </h2>
          {groups.length === 0 ? <p className="mb-0 text-body-secondary">Nenhum item encontrado</p> : null}
          {groups.map((group) => (
            <details key={group.status} open className="mb-2">
              <summary className="fw-semibold py-1">
                {orderItemStatusLabels[group.status]} ({group.quantity})
              </summary>
              <ul className="list-unstyled ms-3 mb-0">
                {group.lines.map((line) => (
                  <li key={line.item.id} className="d-flex justify-content-between gap-2 py-1">
                    <span>
                      {line.item.name} <span className="text-body-secondary">x{line.quantity}</span>
                    </span>
                    <span>{formatCents(line.totalCents)}</span>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
      </section>

      <section className="card" aria-labelledby="checkout-values">
        <div className="card-body">
          <h2 id="checkout-values" className="h5 card-title">
            Resumo de Valores
          </h2>
          <BillLines bill={bill} />
        </div>
      </section>
    </main>
  );
}
