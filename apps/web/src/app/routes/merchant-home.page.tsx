import { HomeScreen } from '@/features/merchant/components/home-screen';

/** `/merchant`. */
export function MerchantHomePage() {
  return <HomeScreen />;
}
