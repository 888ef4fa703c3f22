import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function CatalogListPage() {
  return <PlaceholderScreen title="Catálogos" />;
}
