import { LoginScreen } from '@/features/merchant/components/login-screen';

/** `/login/merchant`. */
export function MerchantLoginPage() {
  return <LoginScreen />;
}
