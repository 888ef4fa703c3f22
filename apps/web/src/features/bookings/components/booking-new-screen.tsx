import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { ConsumerForm } from '@/components/forms/consumer-form';
import { LazyVerifyCodeDialog } from '@/components/forms/lazy-verify-code-dialog';
import { MerchantCard } from '@/components/ui/merchant-card';
import { toastApiError } from '@/lib/api-errors';
import { getCookie } from '@/lib/cookies';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useBookingAvailabilityQuery } from '../api/get-booking-availability.api';
import { useBookingMerchantQuery } from '../api/get-booking-merchant.api';
import { useBookingFlow } from '../hooks/use-booking-flow';
import { formatLongDate, todayIn } from '../utils/booking-dates';
import { DatePicker } from './date-picker';
import { MyBookings } from './my-bookings';
import { PartyStepper } from './party-stepper';
import { TimeSlots } from './time-slots';

/** Used while the restaurant's answer does not carry its own limits (the server's defaults, rules §13). */
const FALLBACK_MAX_PARTY = 8;
const FALLBACK_MAX_DAYS = 30;
/** Longest note, as the contract's `MAX_BOOKING_NOTE_LENGTH` (a constant here keeps zod off this page). */
const NOTE_MAX_LENGTH = 200;

/**
 * `/reservar?merchant={id}` (rules §13 'Pages'): the restaurant as the join page shows it, the day, the party
 * size, the free times, a note, then the queue's phone and name step and `POST /bookings`.
 */
export function BookingNewScreen({ merchantId }: { merchantId: string }) {
  const queryClient = useQueryClient();
  const merchant = useBookingMerchantQuery(merchantId);
  // The restaurant's calendar day, not the phone's: availability is asked in the restaurant's own dates.
  const [now] = useState(() => new Date());
  const today = todayIn(now, merchant.data?.timeZone);
  const [chosenDate, setDate] = useState<string | null>(null);
  const date = chosenDate ?? today;
  const [slot, setSlot] = useState(2);
  const [time, setTime] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [takenMessage, setTakenMessage] = useState<string | null>(null);
  const isOff = merchant.data?.bookingsEnabled === false;
  const maxParty = merchant.data?.bookingMaxPartySize ?? FALLBACK_MAX_PARTY;
  const maxDays = merchant.data?.bookingMaxDaysAhead ?? FALLBACK_MAX_DAYS;
  const availability = useBookingAvailabilityQuery(merchantId, merchant.data && !isOff ? date : null, slot);
  const times = availability.data?.times;
  const flow = useBookingFlow((message) => {
    setTime(null);
    setTakenMessage(message);
    void queryClient.invalidateQueries({ queryKey: ['booking-availability', merchantId] });
  });
  useDocumentTitle(merchant.data ? `Reservar mesa em ${merchant.data.name}` : 'Reservar mesa');

  // A time that left the list (taken, or another day or size chosen) is no longer chosen.
  useEffect(() => {
    if (time !== null && times && !times.includes(time)) setTime(null);
  }, [time, times]);

  const isNotFound = merchant.isError && !merchant.data;
  useEffect(() => {
    if (isNotFound) toastApiError(merchant.error, 'Erro ao buscar restaurante');
  }, [isNotFound, merchant.error]);

  if (isNotFound) {
    return (
      <main className="container py-5" style={{ maxWidth: '40rem' }}>
        <h1 className="h3">Restaurante não encontrado</h1>
        <p className="text-body-secondary">Confira o link da reserva ou peça um novo ao restaurante.</p>
        <Link href="/" className="btn btn-outline-primary">
          Ir para o início
        </Link>
      </main>
    );
  }
  if (!merchant.data) {
    return (
      <main aria-busy="true" className="container py-5 placeholder-glow" style={{ maxWidth: '40rem' }}>
        <h1 className="visually-hidden">Carregando...</h1>
        <span className="placeholder col-7 mb-3" style={{ height: '1.75rem' }} />
        <span className="placeholder col-12 mb-2" />
        <span className="placeholder col-9" />
      </main>
    );
  }

  const consumerId = getCookie('user');
  const choose = (change: () => void) => {
    setTakenMessage(null);
    change();
  };

  return (
    <main className="pb-5">
      <MerchantCard merchant={merchant.data} />
      <div className="container" style={{ maxWidth: '40rem' }}>
        <h2 className="h4 mb-3">Reservar mesa</h2>
        {isOff ? (
          <div className="alert alert-secondary">
            <p className="mb-1">Este restaurante não está recebendo reservas pelo app.</p>
            <Link href={`/queue/join?merchant=${encodeURIComponent(merchantId)}`} className="alert-link">
              Entrar na fila
            </Link>
          </div>
        ) : (
          <>
            <DatePicker
              today={today}
              maxDaysAhead={maxDays}
              value={date}
              onChange={(next) => choose(() => setDate(next))}
            />
            <PartyStepper value={slot} max={maxParty} onChange={(next) => choose(() => setSlot(next))} />
            {takenMessage ? (
              <div role="alert" className="alert alert-warning">
                {takenMessage} Atualizamos os horários: escolha outro.
              </div>
            ) : null}
            <TimeSlots
              times={times}
              isLoading={availability.isPending}
              isError={availability.isError && !availability.data}
              value={time}
              onChange={(next) => choose(() => setTime(next))}
            />
            {time ? (
              <section aria-labelledby="booking-confirm-title">
                <div className="mb-3">
                  <label htmlFor="booking-note" className="form-label">
                    Observação (opcional)
                  </label>
                  <textarea
                    id="booking-note"
                    className="form-control"
                    rows={2}
                    maxLength={NOTE_MAX_LENGTH}
                    placeholder="Aniversário, cadeira de bebê..."
                    value={note}
                    onChange={(event) => setNote(event.target.value)}
                  />
                </div>
                <ConsumerForm
                  idPrefix="booking"
                  submitLabel="Confirmar reserva"
                  isSubmitting={flow.isSubmitting}
                  labelledBy="booking-confirm-title"
                  header={
                    <>
                      <h3 id="booking-confirm-title" className="h5 mb-1">
                        Confirmar reserva
                      </h3>
                      <p className="mb-3">
                        {formatLongDate(date)}, às {time}, {slot === 1 ? '1 pessoa' : `${slot} pessoas`}
                      </p>
                    </>
                  }
                  onSubmit={(identity) => flow.submit(identity, { merchantId, date, time, slot, note })}
                />
              </section>
            ) : null}
          </>
        )}
        <MyBookings consumerId={consumerId} merchantId={merchantId} />
      </div>
      {flow.pending ? (
        <LazyVerifyCodeDialog
          phone={flow.pending.phone}
          onVerify={flow.verify}
          onResend={flow.resend}
          onClose={flow.cancelVerification}
        />
      ) : null}
    </main>
  );
}
