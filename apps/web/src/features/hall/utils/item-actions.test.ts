import { orderItemStatuses } from '@suavez/shared/domain/order-item-status';
import { describe, expect, it } from 'vitest';
import { batchResultToast, isSelectableStatus, itemActionLabel, itemActionsFor } from './item-actions';

describe('itemActionsFor', () => {
  it.each([
    ['CREATED', []],
    ['SENT', ['accept', 'refuse']],
    ['CANCEL_REQUEST', ['accept', 'cancel']],
    ['ACCEPTED', ['deliver', 'cancel']],
    ['PREPARING', ['deliver', 'cancel']],
    ['COMPLETED', ['cancel']],
    ['REFUSED', []],
    ['CANCELED', []],
  ] as const)('%s → %j', (status, expected) => {
    expect(itemActionsFor(status)).toEqual(expected);
  });

  it('never offers cancel on SENT or CANCELED, and no selection on refused or canceled groups', () => {
    expect(itemActionsFor('SENT')).not.toContain('cancel');
    expect(isSelectableStatus('REFUSED')).toBe(false);
    expect(isSelectableStatus('CANCELED')).toBe(false);
    expect(orderItemStatuses.filter(isSelectableStatus)).toEqual([
      'SENT',
      'CANCEL_REQUEST',
      'ACCEPTED',
      'PREPARING',
      'COMPLETED',
    ]);
  });
});

describe('itemActionLabel', () => {
  it('says what happens to the item on a cancel request: kept (accept) or cancelled (cancel)', () => {
    expect(itemActionLabel('accept', 'CANCEL_REQUEST')).toBe('Manter item');
    expect(itemActionLabel('cancel', 'CANCEL_REQUEST')).toBe('Aprovar cancelamento');
  });

  it('keeps the plain verbs everywhere else', () => {
    expect(itemActionLabel('accept', 'SENT')).toBe('Aceitar');
    expect(itemActionLabel('refuse', 'SENT')).toBe('Recusar');
    expect(itemActionLabel('deliver', 'ACCEPTED')).toBe('Entregar');
    expect(itemActionLabel('cancel', 'COMPLETED')).toBe('Cancelar');
  });
});

describe('batchResultToast', () => {
  it.each([
    ['accept', 3, 0, { kind: 'success', message: '3 itens aceitos' }],
    ['refuse', 0, 2, { kind: 'error', message: 'Falha ao recusar 2 itens' }],
    // One toast at a time: both counts in one message.
    ['deliver', 1, 1, { kind: 'error', message: '1 item entregue. Falha ao entregar 1 item' }],
    ['cancel', 4, 0, { kind: 'success', message: '4 itens cancelados' }],
    ['cancel', 0, 0, null],
  ] as const)('%s with %i ok and %i failed', (action, ok, failed, expected) => {
    expect(batchResultToast(action, ok, failed)).toEqual(expected);
  });
});
