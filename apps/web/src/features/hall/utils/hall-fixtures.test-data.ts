import type { Order, OrderItem } from '@suavez/shared/contracts/order.contract';
import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import { merchantFullFixture } from '@/test/merchant-fixtures';
import { orderAnswerFixture, orderItemFixture } from '@/test/order-fixtures';

let sequence = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`;

export const pizza = { id: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'Pizza', price: 42.9 };
export const soda = { id: 'aaaaaaaa-0000-4000-8000-000000000002', name: 'Refrigerante', price: 7.5 };

/** A unit for tests; `minute` orders creation. */
export function unit(item: OrderItem['item'], status: OrderItemStatus, minute = 0): OrderItem {
  return orderItemFixture({
    id: uuid(),
    item,
    orderItemStatus: status,
    createdAt: `2026-01-05T12:${String(minute).padStart(2, '0')}:00.000Z`,
  });
}

/** An order for tests: the fixtures' open one (orderAnswerFixture), at one table, of a new consumer. */
export function order(overrides: Partial<Order> & Pick<Order, 'items'>): Order {
  const id = uuid();
  const consumerId = uuid();
  return {
    ...orderAnswerFixture({ id }),
    queueId: 'bbbbbbbb-0000-4000-8000-000000000001',
    consumerId,
    ...overrides,
  };
}

/** What the hall reads besides its tables: the restaurant's own data, for its time zone. */
export const hallMerchantRoutes = {
  'GET /merchant/full': merchantFullFixture({ id: 'aaaaaaaa-0000-4000-8000-0000000000aa' }),
};
