import { QueueStatusScreen } from '../../features/queue/components/queue-status-screen';

/** `/queue`: the diner's queue status. */
export function QueueStatusPage() {
  return <QueueStatusScreen />;
}
