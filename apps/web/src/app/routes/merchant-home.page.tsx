import { Redirect } from 'wouter';
import { HomeScreen } from '@/features/merchant/components/home-screen';
import { useMerchantRole } from '@/hooks/use-merchant-role';

/** `/merchant`; the kitchen's login goes straight to its display (docs/access.md#staff-roles). */
export function MerchantHomePage() {
  const role = useMerchantRole();
  if (role === 'kitchen') return <Redirect to="/merchant/cozinha" replace />;
  return <HomeScreen />;
}
