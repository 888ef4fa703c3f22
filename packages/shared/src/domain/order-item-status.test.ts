import { describe, expect, it } from 'vitest';
import {
  consumerOrderItemStatusOrder,
  merchantOrderItemStatusOrder,
  orderItemStatuses,
  orderItemStatusLabels,
} from './order-item-status';
import { orderItemStatusSchema } from './order-item-status.schema';

describe('order item statuses', () => {
  it.each([
    ['CREATED', 'Ainda não enviado'],
    ['SENT', 'Aguardando confirmação'],
    ['CANCEL_REQUEST', 'Remoção solicitada'],
    ['ACCEPTED', 'Aceito'],
    ['PREPARING', 'Em preparo'],
    ['COMPLETED', 'Entregue'],
    ['REFUSED', 'Recusado'],
    ['CANCELED', 'Cancelado'],
  ] as const)('labels %s as %s', (status, label) => {
    expect(orderItemStatusLabels[status]).toBe(label);
  });

  it('orders the consumer groups as the specification says', () => {
    expect(consumerOrderItemStatusOrder).toEqual([
      'CREATED',
      'SENT',
      'CANCEL_REQUEST',
      'CANCELED',
      'REFUSED',
      'ACCEPTED',
      'PREPARING',
      'COMPLETED',
    ]);
  });

  it('lists every status exactly once in both display orders', () => {
    const all = [...orderItemStatuses].sort();
    expect([...consumerOrderItemStatusOrder].sort()).toEqual(all);
    expect([...merchantOrderItemStatusOrder].sort()).toEqual(all);
    expect(merchantOrderItemStatusOrder.slice(0, 2)).toEqual(['SENT', 'CANCEL_REQUEST']);
  });

  it('parses known statuses only', () => {
    expect(orderItemStatusSchema.parse('PREPARING')).toBe('PREPARING');
    expect(orderItemStatusSchema.safeParse('DELIVERED').success).toBe(false);
  });
});
