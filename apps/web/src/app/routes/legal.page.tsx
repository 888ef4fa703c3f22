import { LegalScreen } from '@/features/marketing/components/legal-screen';

export function LegalPage() {
  return <LegalScreen />;
}
