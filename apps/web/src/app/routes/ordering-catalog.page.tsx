import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function OrderingCatalogPage() {
  return <PlaceholderScreen title="Cardápio" />;
}
