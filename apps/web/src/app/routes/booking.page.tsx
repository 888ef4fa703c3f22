import { useParams } from 'wouter';
import { BookingScreen } from '@/features/bookings/components/booking-screen';

/** `/reserva/:id`: the diner's booking (rules §13 'Pages'). */
export function BookingPage() {
  const { id = '' } = useParams<{ id: string }>();
  return <BookingScreen id={id} />;
}
