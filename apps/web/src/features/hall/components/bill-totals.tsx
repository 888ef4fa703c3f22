import { formatCents } from '@suavez/shared/domain/money-format';
import type { PersonTotals, TableTotals } from '../utils/hall-totals';

export type BillTotalsProps =
  | { scope: 'person'; totals: PersonTotals }
  | { scope: 'table'; totals: TableTotals };

/**
 * Subtotal, service fee and total (docs/money.md#service-fee): one person's fee only once their
 * order left OPEN; the whole table marks the fee with an asterisk while any order is OPEN. 'Cancelados' and
 * 'Total bruto' apart, once something was cancelled or refused (docs/money.md#the-bill).
 */
export function BillTotals(props: BillTotalsProps) {
  const { totals } = props;
  const isFeePending = props.scope === 'table' && props.totals.isFeePending;
  return (
    <section aria-label="Valores" className="border-top pt-3 mt-3">
      <dl className="mb-0">
        <div className="d-flex justify-content-between gap-2">
          <dt className="fw-normal">Subtotal</dt>
          <dd className="mb-1 text-nowrap">{formatCents(totals.subtotalCents)}</dd>
        </div>
        <div className="d-flex justify-content-between gap-2">
          <dt className="fw-normal">
            Taxa de serviço
            {props.scope === 'person' && props.totals.feePercent !== null && ` (${props.totals.feePercent}%)`}
            {isFeePending && <span aria-hidden="true">*</span>}
          </dt>
          <dd className="mb-1 text-end">
            {props.scope === 'person' && props.totals.feeCents === null
              ? 'Cliente ainda não adicionou uma taxa de serviço.'
              : formatCents(props.scope === 'person' ? (props.totals.feeCents ?? 0) : props.totals.feeCents)}
          </dd>
        </div>
        <div className="d-flex justify-content-between gap-2 fw-bold">
          <dt>Total</dt>
          <dd className="mb-0 text-nowrap">{formatCents(totals.totalCents)}</dd>
        </div>
      </dl>
      {totals.canceledCents > 0 && (
        <dl className="small text-body-secondary border-top pt-2 mt-2 mb-0">
          <div className="d-flex justify-content-between gap-2">
            <dt className="fw-normal">Cancelados</dt>
            <dd className="mb-1 text-nowrap">{formatCents(totals.canceledCents)}</dd>
          </div>
          <div className="d-flex justify-content-between gap-2">
            <dt className="fw-normal">Total bruto</dt>
            <dd className="mb-0 text-nowrap">{formatCents(totals.grossCents)}</dd>
          </div>
        </dl>
      )}
      {isFeePending && (
        <p className="small text-body-secondary mt-2 mb-0">
          <span aria-hidden="true">* </span>Ainda falta definir a taxa de alguns pedidos.
        </p>
      )}
    </section>
  );
}
