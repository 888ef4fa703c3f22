import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';
import { formatShiftTime, weekdays } from '@suavez/shared/domain/opening-hours';
import { Link } from 'wouter';
import { formatWeekday } from '@/lib/i18n/format';
import { useT } from '@/lib/i18n/i18n';

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
  const t = useT();
  return (
    <section className="alert alert-danger" aria-labelledby="closed-title">
      <h2 id="closed-title" className="h5 alert-heading">
        {t('queue.closedTitle')}
      </h2>
      <p className="mb-2">{t('queue.closedText')}</p>
      <dl className="mb-0">
        {weekdays.map((day) => {
          const shifts = Object.entries(schedule[day] ?? {})
            .map(([open, close]) => ({ open, close }))
            .sort((a, b) => a.open.localeCompare(b.open));
          return (
            <div key={day} className="d-flex gap-2">
              <dt className="fw-semibold" style={{ minWidth: '5.5rem' }}>
                {formatWeekday(day)}
              </dt>
              <dd className="mb-1">
                {shifts.length === 0
                  ? t('queue.closedDay')
                  : shifts.map((shift) => (
                      <div key={shift.open}>
                        {t('queue.shiftRange', {
                          open: formatShiftTime(shift.open),
                          close: formatShiftTime(shift.close),
                        })}
                      </div>
                    ))}
              </dd>
            </div>
          );
        })}
      </dl>
      {menuHref ? (
        <Link href={menuHref} className="btn btn-outline-dark btn-sm mt-3">
          {t('queue.seeMenu')}
        </Link>
      ) : null}
    </section>
  );
}
