import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { isApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cancelBooking } from '../api/cancel-booking.api';
import { bookingKey, useBookingQuery } from '../api/get-booking.api';
import { formatLongDate } from '../utils/booking-dates';
import { bookingStatusLabels, bookingStatusVariant, canDinerCancel } from '../utils/booking-status';
import { downloadBookingIcs } from '../utils/download-booking-ics';
import { CancelBookingDialog } from './cancel-booking-dialog';

// The deposit's panel (its Pix QR and countdown) downloads only for a booking that asks a deposit: the page
// stays within the diner's 8 files (docs/bookings.md#as-telas).
const BookingDeposit = lazy(async () => ({ default: (await import('./booking-deposit')).BookingDeposit }));

/** A line of the booking's card. */
function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="d-flex justify-content-between gap-3 py-2 border-bottom">
      <dt className="fw-normal text-body-secondary">{term}</dt>
      <dd className="mb-0 text-end fw-semibold">{children}</dd>
    </div>
  );
}

/**
 * `/reserva/:id` (rules §13 'Pages'): the diner's booking — restaurant, date written out, time, party, table
 * and status — with 'Adicionar ao calendário' (an .ics) and 'Cancelar reserva' after a confirmation; the
 * deposit's Pix while it waits (BookingDeposit).
 */
export function BookingScreen({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const booking = useBookingQuery(id);
  const [isCanceling, setIsCanceling] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelBooking(id),
    onSuccess: async (canceled) => {
      setIsCanceling(false);
      queryClient.setQueryData(bookingKey(id), canceled);
      await queryClient.invalidateQueries({ queryKey: ['my-bookings'] });
      notify('success', 'Reserva cancelada.');
    },
    onError: async (error) => {
      setIsCanceling(false);
      toastApiError(error, 'Erro ao cancelar a reserva', { preferServerMessage: true });
      await queryClient.invalidateQueries({ queryKey: bookingKey(id) });
    },
  });
  const { refetch } = booking;
  const refetchBooking = useCallback(() => void refetch(), [refetch]);
  useDocumentTitle(booking.data ? `Reserva em ${booking.data.merchantName}` : 'Sua reserva');

  const isMissing = booking.isError && !booking.data;
  useEffect(() => {
    if (isMissing && !isApiError(booking.error, 403, 404))
      toastApiError(booking.error, 'Erro ao buscar a reserva');
  }, [isMissing, booking.error]);

  if (isMissing) {
    return (
      <main className="container py-5" style={{ maxWidth: '40rem' }}>
        <h1 className="h3">Reserva não encontrada</h1>
        <p className="text-body-secondary">
          Abra a reserva no mesmo celular em que ela foi feita, ou fale com o restaurante.
        </p>
        <Link href="/" className="btn btn-outline-primary">
          Ir para o início
        </Link>
      </main>
    );
  }
  if (!booking.data) {
    return (
      <main aria-busy="true" className="container py-5 placeholder-glow" style={{ maxWidth: '40rem' }}>
        <h1 className="visually-hidden">Carregando sua reserva...</h1>
        <span className="placeholder col-8 mb-3" style={{ height: '1.75rem' }} />
        <span className="placeholder col-12 mb-2" style={{ height: '10rem' }} />
      </main>
    );
  }

  const data = booking.data;
  const longDate = formatLongDate(data.date);
  const mayCancel = canDinerCancel(data, new Date());
  return (
    <main className="container py-4 pb-5" style={{ maxWidth: '40rem' }}>
      <p className="text-body-secondary mb-1">Sua reserva</p>
      <h1 className="h3 mb-3 text-break">{data.merchantName}</h1>
      <p className="mb-3">
        <span className={`badge fs-6 text-bg-${bookingStatusVariant(data.status)}`}>
          {bookingStatusLabels[data.status]}
        </span>
      </p>
      <dl className="mb-4">
        <Detail term="Data">{longDate}</Detail>
        <Detail term="Horário">{data.time}</Detail>
        <Detail term="Pessoas">{data.slot === 1 ? '1 pessoa' : `${data.slot} pessoas`}</Detail>
        <Detail term="Mesa">{data.table ?? 'A definir'}</Detail>
        {data.note ? <Detail term="Observação">{data.note}</Detail> : null}
      </dl>
      {data.deposit ? (
        <Suspense fallback={null}>
          <BookingDeposit booking={data} onExpired={refetchBooking} />
        </Suspense>
      ) : null}
      <div className="d-grid gap-2">
        {mayCancel ? (
          <button type="button" className="btn btn-primary btn-lg" onClick={() => downloadBookingIcs(data)}>
            Adicionar ao calendário
          </button>
        ) : null}
        {mayCancel ? (
          <button
            type="button"
            className="btn btn-outline-danger btn-lg"
            onClick={() => setIsCanceling(true)}
          >
            Cancelar reserva
          </button>
        ) : null}
        <Link href={`/reservar?merchant=${encodeURIComponent(data.merchantId)}`} className="btn btn-link">
          Fazer outra reserva
        </Link>
      </div>
      <CancelBookingDialog
        isOpen={isCanceling}
        isBusy={cancel.isPending}
        when={`${longDate}, às ${data.time}`}
        onClose={() => setIsCanceling(false)}
        onConfirm={() => cancel.mutate()}
      />
    </main>
  );
}
