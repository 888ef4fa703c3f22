import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function MerchantHomePage() {
  return <PlaceholderScreen title="Home do estabelecimento" />;
}
