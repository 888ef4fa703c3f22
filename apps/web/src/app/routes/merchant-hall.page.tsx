import { HallScreen } from '../../features/hall/components/hall-screen';

/** `/merchant/hall`. */
export function MerchantHallPage() {
  return <HallScreen />;
}
