import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function MerchantQueuePage() {
  return <PlaceholderScreen title="Fila de clientes" />;
}
