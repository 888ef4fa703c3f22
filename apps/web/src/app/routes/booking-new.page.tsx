import { useSearch } from 'wouter';
import { BookingNewScreen } from '@/features/bookings/components/booking-new-screen';

/** `/reservar?merchant={id}`: the diner books a table (rules §13 'Pages'); without a restaurant, the error card. */
export function BookingNewPage() {
  const merchantId = new URLSearchParams(useSearch()).get('merchant')?.trim();
  if (merchantId) return <BookingNewScreen merchantId={merchantId} />;
  return (
    <main className="container py-5" style={{ maxWidth: '40rem' }}>
      <h1 className="h3">Restaurante não encontrado</h1>
      <p className="text-body-secondary">Confira o link da reserva ou peça um novo ao restaurante.</p>
    </main>
  );
}
