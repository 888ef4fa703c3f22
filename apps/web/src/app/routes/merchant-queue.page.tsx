import { QueueScreen } from '@/features/merchant/components/queue-screen';
import { useQueueLive } from '@/features/merchant/hooks/use-queue-live';

/** `/merchant/queue`: the queue, polled and refreshed by the server's pushed changes. */
export function MerchantQueuePage() {
  useQueueLive();
  return <QueueScreen />;
}
