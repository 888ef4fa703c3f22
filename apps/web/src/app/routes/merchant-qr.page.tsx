import { QrScreen } from '@/features/merchant/components/qr-screen';

/** `/merchant/qr`. */
export function MerchantQrPage() {
  return <QrScreen />;
}
