import { useSearch } from 'wouter';
import { ConfirmEmailScreen } from '@/features/merchant/components/confirm-email-screen';

/** `/confirmar-email?token=`: the e-mailed confirmation link (docs/email.md#confirmation). */
export function ConfirmEmailPage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return <ConfirmEmailScreen token={token} />;
}
