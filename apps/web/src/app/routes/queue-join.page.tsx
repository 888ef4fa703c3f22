import { useSearch } from 'wouter';
import { GuestJoinScreen } from '@/features/ordering/components/guest-join-screen';
import { QueueJoinScreen } from '@/features/queue/components/queue-join-screen';

/**
 * `/queue/join`: with `?merchant={id}` the join page of the QR code (it wins when both are given); with
 * `?qoid={queueId}` a friend joins a table from its share link; with neither, or empty ones, the
 * invitation error card (docs/screens.md#join-page).
 */
export function QueueJoinPage() {
  const params = new URLSearchParams(useSearch());
  const merchantId = params.get('merchant')?.trim();
  if (merchantId) return <QueueJoinScreen merchantId={merchantId} />;
  return <GuestJoinScreen queueId={params.get('qoid')?.trim() || null} />;
}
