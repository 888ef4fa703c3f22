import { ForgotPasswordScreen } from '@/features/merchant/components/forgot-password-screen';

/** `/esqueci-senha`: a new-password link by e-mail (docs/email.md#new-password). */
export function ForgotPasswordPage() {
  return <ForgotPasswordScreen />;
}
