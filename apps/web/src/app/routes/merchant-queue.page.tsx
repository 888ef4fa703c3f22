import { QueueScreen } from '../../features/merchant/components/queue-screen';

/** `/merchant/queue`. */
export function MerchantQueuePage() {
  return <QueueScreen />;
}
