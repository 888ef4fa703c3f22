import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function MerchantHallPage() {
  return <PlaceholderScreen title="Salão" />;
}
