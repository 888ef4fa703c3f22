import { MerchantNavbar } from '@/components/ui/merchant-navbar';
import { QrScreen } from '@/features/merchant/components/qr-screen';

/** `/merchant/qr`: the top bar (not printed) and the QR codes. */
export function MerchantQrPage() {
  return (
    <>
      <MerchantNavbar />
      <QrScreen />
    </>
  );
}
