import { useSearch } from 'wouter';
import { GuestJoinScreen } from '@/features/ordering/components/guest-join-screen';
import { QueueJoinScreen } from '@/features/queue/components/queue-join-screen';

/**
 * `/queue/join`: with `?merchant={id}` the join page of the QR code; with `?qoid={queueId}` (or neither,
 * which shows the invitation error card only when `qoid` is present but empty) a friend joins a table
 * from its share link (docs/screens.md#join-page).
 */
export function QueueJoinPage() {
  const params = new URLSearchParams(useSearch());
  const merchantId = params.get('merchant');
  if (!merchantId && params.has('qoid'))
    return <GuestJoinScreen queueId={params.get('qoid')?.trim() || null} />;
  return <QueueJoinScreen merchantId={merchantId || null} />;
}
