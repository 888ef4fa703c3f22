import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';
import { formatShiftRange, weekdayLabels, weekdays } from '@suavez/shared/domain/opening-hours';
import { Link } from 'wouter';

/**
 * 'Restaurante fechado' with the opening hours of each weekday ('Entre: 18:00 e 02:00'), and 'Ver cardápio'
 * to the public menu when there is one (`menuHref`).
 */
export function ClosedNotice({
  schedule,
  menuHref,
}: {
  schedule: PublicMerchant['weekDayWorkshift'];
  menuHref?: string;
}) {
  return (
    <section className="alert alert-danger" aria-labelledby="closed-title">
      <h2 id="closed-title" className="h5 alert-heading">
        Restaurante fechado
      </h2>
      <p className="mb-2">A fila não está recebendo clientes agora. Confira os horários de funcionamento:</p>
      <dl className="mb-0">
        {weekdays.map((day) => {
          const shifts = Object.entries(schedule[day] ?? {})
            .map(([open, close]) => ({ open, close }))
            .sort((a, b) => a.open.localeCompare(b.open));
          return (
            <div key={day} className="d-flex gap-2">
              <dt className="fw-semibold" style={{ minWidth: '5.5rem' }}>
                {weekdayLabels[day]}
              </dt>
              <dd className="mb-1">
                {shifts.length === 0
                  ? 'Fechado'
                  : shifts.map((shift) => <div key={shift.open}>{formatShiftRange(shift)}</div>)}
              </dd>
            </div>
          );
        })}
      </dl>
      {menuHref ? (
        <Link href={menuHref} className="btn btn-outline-dark btn-sm mt-3">
          Ver cardápio
        </Link>
      ) : null}
    </section>
  );
}
