import { useSearch } from 'wouter';
import { CheckoutScreen } from '@/features/ordering/components/checkout-screen';

/** `/queue/checkout?order={orderId}`: the order's summary after the visit. */
export function CheckoutPage() {
  const orderId = new URLSearchParams(useSearch()).get('order')?.trim() || null;
  return <CheckoutScreen orderId={orderId} />;
}
