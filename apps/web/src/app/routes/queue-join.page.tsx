import { useSearch } from 'wouter';
import { PlaceholderScreen } from '../../components/ui/placeholder-screen';
import { QueueJoinScreen } from '../../features/queue/components/queue-join-screen';

/**
 * `/queue/join`: with `?merchant={id}` the join page of the QR code. The invitation variant (`?qoid`,
 * specification section 2, item 2) belongs to a later issue.
 */
export function QueueJoinPage() {
  const params = new URLSearchParams(useSearch());
  const merchantId = params.get('merchant');
  if (!merchantId && params.get('qoid')) return <PlaceholderScreen title="Juntar-se a fila" />;
  return <QueueJoinScreen merchantId={merchantId || null} />;
}
