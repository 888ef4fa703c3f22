import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function CatalogEditorPage() {
  return <PlaceholderScreen title="Editor de catálogo" />;
}
