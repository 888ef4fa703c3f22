import type { Order } from '@suavez/shared/contracts/order.contract';
import { describe, expect, it } from 'vitest';
import { groupOrdersByPerson } from './group-by-person';
import { order, pizza, soda, unit } from './hall-fixtures.test-data';
import { footerButtonsFor } from './order-buttons';
import { tableMainAction } from './table-main-action';

/** The table's next step for these orders, seen as the whole table. */
function mainOf(orders: Order[]): string | null {
  const persons = groupOrdersByPerson(orders);
  return tableMainAction(persons, footerButtonsFor(null, orders))?.label ?? null;
}

const paid = {
  method: 'PIX' as const,
  amount: 42.9,
  paidAt: '2026-01-05T12:40:00.000Z',
  confirmedBy: 'merchant' as const,
};

describe('tableMainAction: Aceitar tudo → Registrar pagamento → Encerrar mesa', () => {
  it('accepts what waits first, whatever else the table needs', () => {
    const asking = order({
      status: 'PAYMENT_REQUESTED',
      consumerName: 'Ana',
      items: [unit(pizza, 'COMPLETED')],
    });
    const sending = order({
      status: 'OPEN',
      consumerName: 'Bia',
      items: [unit(soda, 'SENT'), unit(pizza, 'SENT')],
    });
    expect(mainOf([asking, sending])).toBe('Aceitar tudo (2)');
    expect(mainOf([order({ items: [unit(soda, 'SENT')] })])).toBe('Aceitar item');
  });

  it('a cancel request is decided row by row, never by the main action', () => {
    expect(mainOf([order({ items: [unit(soda, 'CANCEL_REQUEST')] })])).toBeNull();
  });

  it('then records the payment of the bill asked for, or of the table when several are due', () => {
    const ana = order({
      status: 'PAYMENT_REQUESTED',
      consumerName: 'Ana',
      items: [unit(pizza, 'COMPLETED')],
    });
    const bia = order({ status: 'CLOSED', consumerName: 'Bia', items: [unit(soda, 'COMPLETED')] });
    expect(mainOf([ana])).toBe('Registrar pagamento');
    expect(mainOf([ana, bia])).toBe('Registrar pagamento da mesa');
    const persons = groupOrdersByPerson([ana, bia]);
    expect(tableMainAction(persons, footerButtonsFor(null, [ana, bia]))).toMatchObject({
      target: { orderId: null, who: 'a mesa' },
    });
  });

  it('then closes the table once every bill is settled', () => {
    const settled = order({ status: 'PAYMENT_COMPLETED', items: [unit(pizza, 'COMPLETED')], payment: paid });
    expect(mainOf([settled])).toBe('Encerrar mesa');
    expect(mainOf([])).toBe('Encerrar mesa');
  });

  it("offers 'Finalizar pedido' when everything was delivered, but never while it is blocked", () => {
    expect(mainOf([order({ status: 'OPEN', items: [unit(pizza, 'COMPLETED')] })])).toBe('Finalizar pedido');
    expect(mainOf([order({ status: 'OPEN', items: [unit(pizza, 'PREPARING')] })])).toBeNull();
  });
});
