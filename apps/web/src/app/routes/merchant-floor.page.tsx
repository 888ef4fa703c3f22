import { HostSignalsProvider } from '@/components/ui/host-signals';
import { FloorScreen } from '@/features/floor/components/floor-screen';
import { useFloorLive } from '@/features/floor/hooks/use-floor-live';
import { HallTableDialog } from '@/features/hall/components/hall-table-dialog';
import { hallKeysToRefresh } from '@/features/hall/utils/hall-live-keys';

/**
 * `/merchant/salao`: the floor (docs/tables.md#o-salão), refreshed by the server's pushed changes, with the
 * hall's table dialog for an occupied table (its hall queries refreshed by the same stream).
 */
export function MerchantFloorPage() {
  useFloorLive(hallKeysToRefresh);
  return (
    <HostSignalsProvider>
      <FloorScreen renderTableDialog={(props) => <HallTableDialog {...props} />} />
    </HostSignalsProvider>
  );
}
