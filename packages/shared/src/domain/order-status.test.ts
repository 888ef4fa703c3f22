import { describe, expect, it } from 'vitest';
import { isSettledOrderStatus, orderStatuses, orderStatusLabels } from './order-status';
import { orderStatusSchema } from './order-status.schema';

describe('order statuses', () => {
  it.each([
    ['OPEN', 'Aberto'],
    ['PAYMENT_REQUESTED', 'Pagamento solicitado'],
    ['PENDING_PAYMENT', 'Pagamento pendente'],
    ['PAYMENT_COMPLETED', 'Pagamento concluído'],
    ['PAYMENT_FAILED', 'Pagamento falhou'],
    ['CLOSED', 'Fechado'],
  ] as const)('labels %s as %s', (status, label) => {
    expect(orderStatusLabels[status]).toBe(label);
  });

  it('treats only CLOSED and PAYMENT_COMPLETED as settled', () => {
    expect(orderStatuses.filter(isSettledOrderStatus)).toEqual(['PAYMENT_COMPLETED', 'CLOSED']);
  });

  it('parses known statuses only', () => {
    expect(orderStatusSchema.parse('OPEN')).toBe('OPEN');
    expect(orderStatusSchema.safeParse('SENT').success).toBe(false);
  });
});
