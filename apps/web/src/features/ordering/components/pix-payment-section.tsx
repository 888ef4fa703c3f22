import type { OrderAnswer } from '@suavez/shared/contracts/order.contract';
import type { OrderPix } from '@suavez/shared/contracts/pix.contract';
import { reaisToCents } from '@suavez/shared/domain/bill';
import { formatCents } from '@suavez/shared/domain/money-format';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { PixCode } from '@/components/pix/pix-code';
import { isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-errors';
import { orderKey } from '../api/get-order.api';
import { type PixScope, useOrderPixQuery } from '../api/get-order-pix.api';
import { useTableQueueQuery } from '../api/get-table-queue.api';
import { reportPixPaid } from '../api/report-pix-paid.api';
import { isPixPayable } from '../utils/pix-payment';

export const pixReportedMessage = 'Avisamos o restaurante. Aguarde a confirmação.';

function PixCharge({ pix, scope, isReported }: { pix: OrderPix; scope: PixScope; isReported: boolean }) {
  const queryClient = useQueryClient();
  const [isSending, setIsSending] = useState(false);
  const [hasReported, setHasReported] = useState(false);
  const reportPaid = async () => {
    setIsSending(true);
    try {
      await reportPixPaid(scope);
      setHasReported(true);
      if ('orderId' in scope) void queryClient.invalidateQueries({ queryKey: orderKey(scope.orderId) });
    } catch (error) {
      toastApiError(error, 'Erro para avisar o restaurante', { preferServerMessage: true });
    } finally {
      setIsSending(false);
    }
  };
  return (
    <>
      <p className="text-center mb-2">
        <span className="d-block small text-body-secondary">Total a pagar</span>
        <span className="fs-1 fw-bold lh-sm">{formatCents(reaisToCents(pix.amount))}</span>
      </p>
      {pix.deposit ? (
        <p className="text-center small mb-3" data-testid="pix-deposit">
          Sinal da reserva: −{formatCents(reaisToCents(pix.deposit))} (já descontado)
        </p>
      ) : null}
      <PixCode
        payload={pix.payload}
        actions={
          isReported || hasReported ? (
            <p className="alert alert-info mb-0" role="status">
              {pixReportedMessage}
            </p>
          ) : (
            <button
              type="button"
              className="btn btn-success btn-lg"
              disabled={isSending}
              onClick={reportPaid}
            >
              {isSending ? 'Enviando...' : 'Já paguei'}
            </button>
          )
        }
      />
      <p className="small text-body-secondary mb-0">
        Recebedor: {pix.receiver.name} · {pix.receiver.city}
      </p>
    </>
  );
}

export interface PixPaymentSectionProps {
  order: OrderAnswer;
  /** What the bill shows instead when there is no Pix to pay (no key here, refused, reopened). */
  withoutPix?: ReactNode;
}

/**
 * 'Pagar com Pix' at the top of the bill (rules §10), all on a phone's first screen: the amount, the QR
 * code, 'Copiar código' and 'Já paguei', then 'Pix copia e cola' and who receives; 'Minha parte' or 'Mesa
 * inteira' first when the table has several orders. `withoutPix` when the restaurant takes no Pix here (404)
 * or the charge is refused; 'Pago com Pix' or 'Pago' once paid.
 */
export function PixPaymentSection({ order, withoutPix = null }: PixPaymentSectionProps) {
  const titleId = useId();
  const [chosenWholeTable, setIsWholeTable] = useState<boolean | null>(null);
  const isPayable = isPixPayable(order);
  // Only the order's own consumer reads its queue id; the table's count decides whether to offer it whole.
  const table = useTableQueueQuery(isPayable ? (order.queueId ?? null) : null, false);
  const canChoose = (table.data?.tableTotal.orders ?? 0) > 1;
  // A table seated from a booking with a paid deposit pays as a table first: the deposit comes off the
  // table's charge only (docs/bookings.md#deposit).
  const hasDeposit = Boolean(table.data?.tableTotal.deposit);
  const isWholeTable = chosenWholeTable ?? hasDeposit;
  const scope: PixScope =
    (canChoose || hasDeposit) && isWholeTable && order.queueId
      ? { queueId: order.queueId }
      : { orderId: order.id };
  const pix = useOrderPixQuery(scope, order.status, isPayable);

  if (order.payment || order.status === 'PAYMENT_COMPLETED') {
    return (
      <section className="card mb-3 border-success" aria-labelledby={titleId}>
        <div className="card-body">
          <h2 id={titleId} className="h5 card-title">
            Pagamento
          </h2>
          <p className="mb-0 fw-semibold text-success" role="status">
            {order.payment?.method === 'PIX' ? 'Pago com Pix' : 'Pago'}
          </p>
        </div>
      </section>
    );
  }
  // One's own bill refused (no Pix here, reopened, paid meanwhile): nothing about Pix. The table's refused
  // keeps the choice, so the diner can go back to 'Minha parte'.
  if (!isPayable || ('orderId' in scope && isApiError(pix.error, 403, 404, 409))) return withoutPix;
  return (
    <section className="card mb-3" aria-labelledby={titleId} aria-busy={pix.isFetching}>
      <div className="card-body">
        <h2 id={titleId} className="h5 card-title">
          Pagar com Pix
        </h2>
        {canChoose ? (
          <fieldset className="mb-3">
            <legend className="form-label fs-6">O que pagar</legend>
            <div className="btn-group w-100">
              {[
                { value: false, label: 'Minha parte' },
                { value: true, label: 'Mesa inteira' },
              ].map((option) => (
                <Fragment key={option.label}>
                  <input
                    type="radio"
                    className="btn-check"
                    id={`${titleId}-${option.value ? 'table' : 'mine'}`}
                    name={`${titleId}-scope`}
                    checked={isWholeTable === option.value}
                    onChange={() => setIsWholeTable(option.value)}
                  />
                  <label
                    className="btn btn-outline-primary"
                    htmlFor={`${titleId}-${option.value ? 'table' : 'mine'}`}
                  >
                    {option.label}
                  </label>
                </Fragment>
              ))}
            </div>
          </fieldset>
        ) : null}
        {pix.data ? (
          <PixCharge
            key={JSON.stringify(scope)}
            pix={pix.data}
            scope={scope}
            isReported={'orderId' in scope && order.pixReportedAt !== null}
          />
        ) : pix.isError ? (
          <p className="mb-0">
            {isApiError(pix.error, 403, 404, 409) ? pix.error.message : 'Não foi possível gerar o Pix agora.'}{' '}
            <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => pix.refetch()}>
              Tentar de novo
            </button>
          </p>
        ) : (
          <p className="mb-0 text-body-secondary">Gerando o Pix...</p>
        )}
      </div>
    </section>
  );
}
