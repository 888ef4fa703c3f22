import { PlaceholderScreen } from '../../components/ui/placeholder-screen';

export function MerchantQrPage() {
  return <PlaceholderScreen title="QR Code da fila" />;
}
