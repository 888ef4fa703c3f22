import { describe, expect, it } from 'vitest';
import { order, pizza, unit } from './hall-fixtures.test-data';
import { footerButtonsFor, orderButtonsFor } from './order-buttons';

const labels = (buttons: { label: string }[]) => buttons.map((button) => button.label);

describe('orderButtonsFor', () => {
  it.each([
    ['OPEN', ['Finalizar pedido']],
    ['PAYMENT_REQUESTED', ['Fechar pedido', 'Reabrir pedido']],
    ['CLOSED', ['Encerrar mesa']],
    ['PAYMENT_COMPLETED', ['Encerrar mesa']],
    ['PENDING_PAYMENT', []],
    ['PAYMENT_FAILED', []],
  ] as const)('%s → %j', (status, expected) => {
    expect(labels(orderButtonsFor(status))).toEqual(expected);
  });

  it('asks the questions of the specification', () => {
    expect(orderButtonsFor('PAYMENT_REQUESTED').map((button) => button.question)).toEqual([
      'Deseja fechar o pedido?',
      'Deseja reabrir o pedido?',
    ]);
  });
});

describe('footerButtonsFor', () => {
  const open = order({ status: 'OPEN', items: [] });
  const closed = order({ status: 'CLOSED', items: [] });

  it('uses the shown person’s order, or the only order of the table', () => {
    expect(footerButtonsFor(closed, [open, closed])).toMatchObject({ order: closed });
    expect(labels(footerButtonsFor(null, [open]).buttons)).toEqual(['Finalizar pedido']);
  });

  it('offers only checkout for a whole table of several orders, once all are settled', () => {
    expect(footerButtonsFor(null, [open, closed])).toEqual({ order: null, buttons: [], blockedReason: null });
    expect(
      labels(footerButtonsFor(null, [closed, { ...closed, status: 'PAYMENT_COMPLETED' }]).buttons),
    ).toEqual(['Encerrar mesa']);
    expect(labels(footerButtonsFor(null, []).buttons)).toEqual(['Encerrar mesa']);
  });

  it('blocks "Finalizar pedido" while a unit waits for the kitchen or a decision, and says why', () => {
    for (const status of ['SENT', 'CANCEL_REQUEST', 'ACCEPTED', 'PREPARING'] as const) {
      const footer = footerButtonsFor(null, [order({ status: 'OPEN', items: [unit(pizza, status)] })]);
      expect(labels(footer.buttons)).toEqual(['Finalizar pedido']);
      expect(footer.blockedReason).toMatch(/resolva-os antes de finalizar o pedido/);
    }
    for (const status of ['CREATED', 'COMPLETED', 'REFUSED', 'CANCELED'] as const) {
      const footer = footerButtonsFor(null, [order({ status: 'OPEN', items: [unit(pizza, status)] })]);
      expect(footer.blockedReason).toBeNull();
    }
  });
});
