import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function ShortLinkPage() {
  return <PlaceholderScreen title="Buscando cardápio" />;
}
