import { HostSignalsProvider } from '@/components/ui/host-signals';
import { QueueScreen } from '@/features/merchant/components/queue-screen';
import { useQueueLive } from '@/features/merchant/hooks/use-queue-live';

/** `/merchant/queue`: the queue, polled and refreshed by the server's pushed changes; it signals the host. */
export function MerchantQueuePage() {
  useQueueLive();
  return (
    <HostSignalsProvider>
      <QueueScreen />
    </HostSignalsProvider>
  );
}
