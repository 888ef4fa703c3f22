import { randomUUID } from 'node:crypto';
import type { OutboundNotification } from '#api/modules/notification/notification-sender';

/**
 * A notice as the outbox worker hands it to a channel's sender: the call of a consumer of `merchant`,
 * answer deadline 5 minutes from `now`, unless the test says otherwise.
 */
export function outboundNotification(
  values: Partial<Omit<OutboundNotification, 'consumer' | 'merchant'>> & {
    now: Date;
    merchant: OutboundNotification['merchant'];
    consumer?: Partial<OutboundNotification['consumer']>;
  },
): OutboundNotification {
  const { now, merchant, consumer, ...rest } = values;
  return {
    id: randomUUID(),
    queueEntryId: randomUUID(),
    kind: 'called',
    channel: 'sms',
    attempts: 0,
    consumer: { id: randomUUID(), name: 'Maria Souza', phone: '11987654321', ...consumer },
    merchant,
    deadlineAt: new Date(now.getTime() + 5 * 60_000),
    statusUrl: 'https://www.suavez.app/queue',
    ...rest,
  };
}
