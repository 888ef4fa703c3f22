import type { BillDisplay } from '../utils/order-bill';

/** The bill as a definition list: subtotal, fee and total, then 'Cancelados' and 'Total bruto' apart. */
export function BillLines({ bill }: { bill: BillDisplay }) {
  return (
    <>
      <dl className="mb-0">
        {bill.lines.map((line, index) => (
          <div
            key={line.label}
            className={`d-flex justify-content-between ${index === bill.lines.length - 1 ? 'fw-bold border-top pt-2 mt-1' : ''}`}
          >
            <dt className={index === bill.lines.length - 1 ? '' : 'fw-normal'}>{line.label}</dt>
            <dd className="mb-1 text-nowrap">{line.value}</dd>
          </div>
        ))}
      </dl>
      {bill.extra.length > 0 ? (
        <dl className="mb-0 mt-2 small text-body-secondary border-top pt-2">
          {bill.extra.map((line) => (
            <div key={line.label} className="d-flex justify-content-between">
              <dt className="fw-normal">{line.label}</dt>
              <dd className="mb-1 text-nowrap">{line.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
