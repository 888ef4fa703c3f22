import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function CheckoutPage() {
  return <PlaceholderScreen title="Resumo do Pedido" />;
}
