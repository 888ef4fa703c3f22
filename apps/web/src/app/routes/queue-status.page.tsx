import { QueueStatusScreen } from '@/features/queue/components/queue-status-screen';

/** `/queue`: the consumer's queue status. */
export function QueueStatusPage() {
  return <QueueStatusScreen />;
}
