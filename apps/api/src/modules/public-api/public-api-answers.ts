import type { Order } from '@suavez/shared/contracts/order.contract';
import type { V1Order, V1QueueEntry } from '@suavez/shared/contracts/public-api.contract';
import type { MerchantQueueEntry } from '@suavez/shared/contracts/queue-merchant.contract';
import { centsToReais, computeBill, toBillItem } from '@suavez/shared/domain/bill';

/** A host's queue card as v1 lists it: no phone, no staff or notices (docs/integrations.md#public-api-v1). */
export function toV1QueueEntry(entry: MerchantQueueEntry): V1QueueEntry {
  return {
    id: entry.id,
    name: entry.consumer.name,
    slot: entry.slot,
    status: entry.status,
    position: entry.position,
    joinedAt: entry.joinedAt,
  };
}

/**
 * An order as v1 answers it: the units with their unit price (item plus options, reais) and the subtotal the
 * house's one bill function computes from them (refused and canceled units count for nothing).
 */
export function toV1Order(order: Order & { changedAt: Date }): V1Order {
  const bill = computeBill({ items: order.items.map(toBillItem), serviceFeePercent: 0 });
  return {
    id: order.id,
    queueId: order.queueId,
    table: order.table,
    status: order.status,
    consumer: { name: order.consumerName },
    units: order.items.map((unit) => ({
      id: unit.id,
      itemId: unit.item.id,
      name: unit.item.name,
      options: unit.options,
      note: unit.note,
      price: unit.price,
      status: unit.orderItemStatus,
    })),
    subtotal: centsToReais(bill.subtotalCents),
    updatedAt: order.changedAt.toISOString(),
  };
}
