import { MerchantBookingsScreen } from '@/features/bookings/components/merchant-bookings-screen';

/** `/merchant/reservas`: the host's book (rules §13 'The host'). */
export function MerchantBookingsPage() {
  return <MerchantBookingsScreen />;
}
