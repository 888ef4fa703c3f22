import { HostSignalsProvider } from '@/components/ui/host-signals';
import { HallScreen } from '@/features/hall/components/hall-screen';
import { useHallLive } from '@/features/hall/hooks/use-hall-live';

/** `/merchant/hall`: the hall, polled and refreshed by the server's pushed changes; it signals the host. */
export function MerchantHallPage() {
  useHallLive();
  return (
    <HostSignalsProvider>
      <HallScreen />
    </HostSignalsProvider>
  );
}
