import { KitchenScreen } from '@/features/kitchen/components/kitchen-screen';

/** `/merchant/cozinha`: the kitchen display, live through the merchant's stream and polled. */
export function MerchantKitchenPage() {
  return <KitchenScreen />;
}
