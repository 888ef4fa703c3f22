import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function PublicMenuPage() {
  return <PlaceholderScreen title="Cardápio" />;
}
