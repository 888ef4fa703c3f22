import { useParams } from 'wouter';
import { SignInLinkScreen } from '@/features/queue/components/sign-in-link-screen';

/** `/entrar/:token`: the one-time link of a WhatsApp join (docs/whatsapp.md#one-time-link). */
export function SignInLinkPage() {
  const { token = '' } = useParams<{ token: string }>();
  return <SignInLinkScreen token={token} />;
}
