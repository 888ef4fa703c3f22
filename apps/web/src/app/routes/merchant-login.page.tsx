import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function MerchantLoginPage() {
  return <PlaceholderScreen title="Area do estabelecimento" />;
}
