import { useSearch } from 'wouter';
import { ResetPasswordScreen } from '@/features/merchant/components/reset-password-screen';

/** `/redefinir-senha?token=`: the new password, with the e-mailed link's token (docs/email.md#new-password). */
export function ResetPasswordPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return <ResetPasswordScreen token={token} />;
}
