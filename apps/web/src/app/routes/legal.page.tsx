import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function LegalPage() {
  return <PlaceholderScreen title="Jurídico" />;
}
