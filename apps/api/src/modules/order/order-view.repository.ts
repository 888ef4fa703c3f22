import type { ChosenOption } from '@suavez/shared/domain/item-options';
import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { preparedOnce } from '#api/db/prepared';
import { consumers } from '#api/db/schema/consumer.schema';
import { merchants } from '#api/db/schema/merchant.schema';
import { orders } from '#api/db/schema/order.schema';
import { queueEntries } from '#api/db/schema/queue.schema';
import type { OrderWithNames } from './order.repository';
import type { OrderItemRow } from './order-item.repository';

/** One unit as the view query aggregates it (times as the database's JSON text). */
interface UnitJson {
  id: string;
  merchantId: string;
  orderId: string;
  itemId: string;
  name: string;
  priceCents: number;
  options: ChosenOption[];
  optionsPriceCents: number;
  unitPriceCents: number;
  note: string | null;
  prepared: boolean;
  status: OrderItemStatus;
  createdAt: string;
  statusAt: string;
  acceptedAt: string | null;
  startedAt: string | null;
  refusalReason: string | null;
}

// The units oldest first (ties by id), as listOrderItems reads them.
const units = sql<UnitJson[]>`coalesce((
  select json_agg(json_build_object('id', u.id, 'merchantId', u.merchant_id, 'orderId', u.order_id, 'itemId', u.item_id, 'name', u.name,
    'priceCents', u.price_cents, 'options', u.options, 'optionsPriceCents', u.options_price_cents,
    'unitPriceCents', u.unit_price_cents, 'note', u.note, 'prepared', u.prepared, 'status', u.status,
    'createdAt', u.created_at, 'statusAt', u.status_at, 'acceptedAt', u.accepted_at,
    'startedAt', u.started_at, 'refusalReason', u.refusal_reason) order by u.created_at, u.id)
  from order_items u where u.order_id = ${orders.id}), '[]'::json)`;

/**
 * One order with the merchant's and the consumer's names and its units, in one prepared statement: the
 * polled `GET /order` (docs/architecture.md#answer-cache). Undefined when the order is unknown. `merchantId`
 * tags the cached answer.
 */
export async function findOrderView(
  db: Db,
  orderId: string,
): Promise<{ order: OrderWithNames; units: OrderItemRow[]; merchantId: string } | undefined> {
  const statement = preparedOnce(db, 'order_view_by_id', () =>
    db
      .select({
        order: orders,
        merchantId: merchants.id,
        merchantName: merchants.name,
        consumerName: consumers.name,
        tableLabel: queueEntries.tableLabel,
        units,
      })
      .from(orders)
      .innerJoin(queueEntries, eq(queueEntries.id, orders.queueEntryId))
      .innerJoin(merchants, eq(merchants.id, queueEntries.merchantId))
      .innerJoin(consumers, eq(consumers.id, orders.consumerId))
      .where(eq(orders.id, sql.placeholder('orderId')))
      .prepare('order_view_by_id'),
  );
  const [row] = await statement.execute({ orderId });
  if (!row) return undefined;
  return {
    order: {
      ...row.order,
      merchantName: row.merchantName,
      consumerName: row.consumerName,
      tableLabel: row.tableLabel,
    },
    merchantId: row.merchantId,
    units: row.units.map((unit) => ({
      ...unit,
      createdAt: new Date(unit.createdAt),
      statusAt: new Date(unit.statusAt),
      acceptedAt: unit.acceptedAt === null ? null : new Date(unit.acceptedAt),
      startedAt: unit.startedAt === null ? null : new Date(unit.startedAt),
    })),
  };
}
