import { formatDate } from '@suavez/shared/domain/date-format';
import { formatCents } from '@suavez/shared/domain/money-format';
import { orderItemStatusLabels } from '@suavez/shared/domain/order-item-status';
import { orderStatusLabels } from '@suavez/shared/domain/order-status';
import { lazy, Suspense, useEffect, useId, useMemo } from 'react';
import { Link } from 'wouter';
import { FeedbackCard } from '@/components/forms/feedback-card';
import { HomeLink } from '@/components/ui/home-link';
import { toastApiError } from '@/lib/api-errors';
import { getCookie } from '@/lib/cookies';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTableQueueQuery } from '../api/get-table-queue.api';
import { useCheckoutOrder } from '../hooks/use-checkout-order';
import { groupOrderItems } from '../utils/group-order-items';
import { buildBillDisplay } from '../utils/order-bill';
import { BillLines } from './bill-lines';
import { OrderLineDetails } from './order-line-details';

// 'Pagar com Pix' is its own chunk (consumer pages: 100 KB gzip); its charge is asked for at once by
// useCheckoutOrder, so the chunk and the answer download side by side.
const PixPaymentSection = lazy(async () => ({
  default: (await import('./pix-payment-section')).PixPaymentSection,
}));

/**
 * The one survey of the visit (docs/screens.md#checkout-summary), once the payment is confirmed: to the
 * table's owner only, who alone may rate it (docs/queue.md#feedback); a guest's check would be refused.
 */
function OwnerSurvey({ queueId, merchantName }: { queueId: string; merchantName: string }) {
  const table = useTableQueueQuery(queueId, false);
  if (!table.data || table.data.consumer.id !== getCookie('user')) return null;
  return <FeedbackCard queueId={queueId} merchantName={merchantName} title="Como foi sua experiência?" />;
}

/** Without Pix to pay: the amount first, and how to pay at the table. */
function PayAtTable({ totalCents }: { totalCents: number }) {
  const titleId = useId();
  return (
    <section className="card mb-3" aria-labelledby={titleId}>
      <div className="card-body text-center">
        <h2 id={titleId} className="h6 text-body-secondary mb-1">
          Total a pagar
        </h2>
        <p className="fs-1 fw-bold lh-sm mb-2">{formatCents(totalCents)}</p>
        <p className="mb-0">Pague na mesa: é só chamar a equipe do restaurante.</p>
      </div>
    </section>
  );
}

/**
 * `/queue/checkout?order={orderId}`: the order's summary after the visit, following its status until it is
 * settled (docs/screens.md#checkout-summary).
 */
export function CheckoutScreen({ orderId }: { orderId: string | null }) {
  const order = useCheckoutOrder(orderId);
  useDocumentTitle('Resumo do pedido');
  // Only a first read that failed: a later poll that fails keeps the summary already shown.
  const isLost = order.isError && !order.data;
  useEffect(() => {
    if (isLost) toastApiError(order.error, 'Erro para encontrar o pedido');
  }, [isLost, order.error]);
  const items = order.data?.items;
  const groups = useMemo(() => groupOrderItems(items ?? []), [items]);

  if (!orderId || isLost) {
    return (
      <main className="container py-5 text-center">
        <h1 className="h4 mb-0">Erro para encontrar o pedido</h1>
        <HomeLink />
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
  const isPaid = data.payment !== null || data.status === 'PAYMENT_COMPLETED';
  const isAwaitingPayment = !isPaid && (data.status === 'PAYMENT_REQUESTED' || data.status === 'CLOSED');
  // The padding at the bottom lets the last card scroll clear of a toast rising from the bottom edge.
  return (
    <main className="container pt-3" style={{ maxWidth: '40rem', paddingBottom: '6rem' }}>
      {data.status === 'OPEN' && data.queueId ? (
        <p className="alert alert-info">
          O restaurante reabriu seu pedido.{' '}
          <Link href={`/queue/catalog?qoid=${encodeURIComponent(data.queueId)}`} className="alert-link">
            Voltar ao cardápio
          </Link>
        </p>
      ) : null}
      <h1 className="h4 mb-3">Agradecemos sua visita!</h1>
      <Suspense fallback={null}>
        <PixPaymentSection
          order={data}
          withoutPix={isAwaitingPayment ? <PayAtTable totalCents={bill.totalCents} /> : null}
        />
      </Suspense>
      {data.queueId && isPaid ? (
        <OwnerSurvey queueId={data.queueId} merchantName={data.merchantName} />
      ) : null}

      <section className="card mb-3" aria-labelledby="checkout-values">
        <div className="card-body">
          <h2 id="checkout-values" className="h5 card-title">
            Resumo de valores
          </h2>
          <BillLines bill={bill} />
        </div>
      </section>

      <section className="card mb-3" aria-labelledby="checkout-summary">
        <div className="card-body">
          <h2 id="checkout-summary" className="h5 card-title">
            Resumo do pedido
          </h2>
          <dl className="facts">
            <dt>Estabelecimento</dt>
            <dd>{data.merchantName}</dd>
            {data.table ? (
              <>
                <dt>Mesa</dt>
                <dd>{data.table}</dd>
              </>
            ) : null}
            <dt>Cliente</dt>
            <dd>{data.consumerName}</dd>
            <dt>Status</dt>
            <dd aria-live="polite">{orderStatusLabels[data.status]}</dd>
            <dt>Data</dt>
            <dd>{formatDate(new Date(data.createdAt))}</dd>
          </dl>
        </div>
      </section>

      <section className="card mb-3" aria-labelledby="checkout-items">
        <div className="card-body">
          <h2 id="checkout-items" className="h5 card-title">
            Itens do pedido
          </h2>
          {groups.length === 0 ? <p className="mb-0 text-body-secondary">Nenhum item encontrado</p> : null}
          {groups.map((group) => (
            <details key={group.status} open className="mb-2">
              <summary className="fw-semibold py-1">
                {orderItemStatusLabels[group.status]} ({group.quantity})
              </summary>
              <ul className="list-unstyled ms-3 mb-0">
                {group.lines.map((line) => (
                  <li key={line.key} className="d-flex justify-content-between gap-2 py-1">
                    <span>
                      {line.item.name} <span className="text-body-secondary">x{line.quantity}</span>
                      <OrderLineDetails line={line} />
                    </span>
                    <span className="text-nowrap">{formatCents(line.totalCents)}</span>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
      </section>
    </main>
  );
}
