import { SignupScreen } from '@/features/merchant/components/signup-screen';

/** `/cadastro`: a restaurant signs up (docs/email.md#sign-up). */
export function SignupPage() {
  return <SignupScreen />;
}
