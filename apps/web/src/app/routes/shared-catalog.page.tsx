import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function SharedCatalogPage() {
  return <PlaceholderScreen title="Cardápio compartilhado" />;
}
