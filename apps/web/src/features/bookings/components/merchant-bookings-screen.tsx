import type { MerchantBooking } from '@suavez/shared/contracts/bookings.contract';
import { useState } from 'react';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { MerchantNavbar } from '@/components/ui/merchant-navbar';
import { useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { useCanStaff } from '@/hooks/use-merchant-role';
import { readMerchantSession } from '@/lib/cookies';
import { useDocumentTitle } from '@/lib/use-document-title';
import { arriveBooking } from '../api/arrive-booking.api';
import { cancelMerchantBooking } from '../api/cancel-merchant-booking.api';
import { confirmBookingDeposit } from '../api/confirm-booking-deposit.api';
import { useMerchantBookingsQuery } from '../api/list-merchant-bookings.api';
import { markBookingNoShow } from '../api/mark-booking-no-show.api';
import { useBookingAction } from '../hooks/use-booking-action';
import { useBookingSettings } from '../hooks/use-booking-settings';
import { todayIn } from '../utils/booking-dates';
import { ArriveBookingModal } from './arrive-booking-modal';
import { BookingSettingsCard } from './booking-settings-card';
import { ConfirmCancelModal } from './confirm-cancel-modal';
import { DayPicker } from './day-picker';
import { MerchantBookingRow } from './merchant-booking-row';
import { NewMerchantBookingModal } from './new-merchant-booking-modal';

function BookingsDay({ date, today, maxPartySize }: { date: string; today: string; maxPartySize: number }) {
  const merchantId = readMerchantSession()?.merchantId ?? '';
  const bookings = useMerchantBookingsQuery(date);
  useMerchantQueryError(bookings, 'Não foi possível carregar as reservas.');
  const [arriving, setArriving] = useState<MerchantBooking | null>(null);
  const [canceling, setCanceling] = useState<MerchantBooking | null>(null);
  const [isAdding, setAdding] = useState(false);
  const arrive = useBookingAction(
    arriveBooking,
    'Cliente sentado à mesa.',
    'Não foi possível registrar a chegada.',
  );
  const noShow = useBookingAction(
    markBookingNoShow,
    'Reserva marcada como não compareceu.',
    'Não foi possível marcar.',
  );
  const cancel = useBookingAction(
    cancelMerchantBooking,
    'Reserva cancelada.',
    'Não foi possível cancelar a reserva.',
  );
  const confirmDeposit = useBookingAction(
    confirmBookingDeposit,
    'Sinal confirmado.',
    'Não foi possível confirmar o sinal.',
  );
  const isBusy = arrive.isPending || noShow.isPending || cancel.isPending || confirmDeposit.isPending;
  const list = [...(bookings.data ?? [])].sort((a, b) => a.time.localeCompare(b.time));

  return (
    <>
      <div className="d-flex justify-content-end mb-3">
        <Button style={{ minHeight: 44 }} onClick={() => setAdding(true)}>
          + Nova reserva
        </Button>
      </div>
      {bookings.data ? (
        list.length === 0 ? (
          <p className="text-body-secondary">Nenhuma reserva nesse dia.</p>
        ) : (
          <ul className="list-group mb-4" aria-label="Reservas do dia">
            {list.map((booking) => (
              <MerchantBookingRow
                key={booking.id}
                booking={booking}
                isBusy={isBusy}
                onArrive={setArriving}
                onNoShow={(target) => noShow.mutate(target.id)}
                onCancel={setCanceling}
                onConfirmDeposit={(target) => confirmDeposit.mutate(target.id)}
              />
            ))}
          </ul>
        )
      ) : (
        bookings.isPending && <Spinner role="status" aria-label="Carregando as reservas" />
      )}
      <ArriveBookingModal
        booking={arriving}
        isBusy={arrive.isPending}
        onClose={() => setArriving(null)}
        onConfirm={(table) => {
          if (!arriving) return;
          arrive.mutate(
            { id: arriving.id, ...(table ? { table } : {}) },
            { onSuccess: () => setArriving(null) },
          );
        }}
      />
      <ConfirmCancelModal
        booking={canceling}
        isBusy={cancel.isPending}
        onClose={() => setCanceling(null)}
        onConfirm={() => {
          if (canceling) cancel.mutate(canceling.id, { onSettled: () => setCanceling(null) });
        }}
      />
      <NewMerchantBookingModal
        show={isAdding}
        merchantId={merchantId}
        date={date}
        today={today}
        maxPartySize={maxPartySize}
        onClose={() => setAdding(false)}
      />
    </>
  );
}

/**
 * `/merchant/reservas` (rules §13 'The host'; owner and host): the day's bookings by time with 'Chegou',
 * 'Não veio' and 'Cancelar', '+ Nova reserva' for a booking by phone, polled like the queue; the owner also
 * sets the bookings up here and copies the diners' link.
 */
export function MerchantBookingsScreen() {
  useDocumentTitle('Reservas');
  const mayHost = useCanStaff('queue');
  const isOwner = useCanStaff('settings');
  const settings = useBookingSettings();
  useMerchantQueryError(settings, 'Não foi possível carregar as configurações de reserva.');
  const today = todayIn(new Date(), settings.data?.timeZone);
  const [date, setDate] = useState<string | null>(null);
  const day = date ?? today;
  return (
    <>
      <MerchantNavbar />
      <main className="container py-4" style={{ maxWidth: 960 }}>
        <h1 className="h3 mb-3">Reservas</h1>
        {!mayHost ? (
          <Alert variant="info">Só o dono e a recepção cuidam das reservas.</Alert>
        ) : (
          <>
            {settings.data && !settings.data.settings.enabled ? (
              <Alert variant="secondary">
                As reservas pelo app estão desligadas: os clientes não veem horários.
                {isOwner ? ' Ligue-as nas configurações abaixo.' : ''}
              </Alert>
            ) : null}
            <DayPicker value={day} today={today} onChange={setDate} />
            <BookingsDay date={day} today={today} maxPartySize={settings.data?.settings.maxPartySize ?? 8} />
            {isOwner && settings.data ? (
              <BookingSettingsCard
                key={JSON.stringify(settings.data.settings)}
                settings={settings.data.settings}
                bookingUrl={settings.data.bookingUrl}
              />
            ) : null}
          </>
        )}
      </main>
    </>
  );
}
