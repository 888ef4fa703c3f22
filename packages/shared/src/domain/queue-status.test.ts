import { describe, expect, it } from 'vitest';
import {
  activeQueueStatuses,
  finalQueueStatuses,
  isActiveQueueStatus,
  isFinalQueueStatus,
  queueStatusConsumerDisplay,
  queueStatusConsumerTexts,
  queueStatuses,
  queueStatusMerchantLabels,
} from './queue-status';
import { queueStatusSchema } from './queue-status.schema';

describe('queue status catalogue', () => {
  it('splits every status into exactly one of active or final', () => {
    expect([...activeQueueStatuses, ...finalQueueStatuses].sort()).toEqual([...queueStatuses].sort());
    for (const status of queueStatuses) {
      expect(isActiveQueueStatus(status)).toBe(!isFinalQueueStatus(status));
    }
  });

  it.each([
    ['IN_QUEUE', 'Na fila'],
    ['WAITING_CONFIRMATION', 'Aguardando confirmação'],
    ['CANCELLED_BY_MERCHANT', 'Removido da fila'],
    ['CANCELLED_BY_CONSUMER', 'Saiu da fila'],
    ['CALLED', 'Chamado'],
    ['ACCEPTED_RESTAURANT_CALL', 'A caminho'],
    ['DENIED_RESTAURANT_CALL', 'Recusou a chamada'],
    ['CALLED_NOT_ANSWERED', 'Sem resposta'],
    ['NOT_PRESENT', 'Não compareceu'],
    ['CHECK_IN', 'Check-in'],
    ['CHECK_OUT', 'Mesa encerrada'],
  ] as const)('labels %s for the merchant as %s', (status, label) => {
    expect(queueStatusMerchantLabels[status]).toBe(label);
  });

  it('gives every status a complete consumer display', () => {
    for (const status of queueStatuses) {
      const display = queueStatusConsumerDisplay[status];
      expect(queueStatusConsumerTexts[status].label).not.toBe('');
      expect(queueStatusConsumerTexts[status].content).not.toBe('');
      expect(display.icon).not.toBe('');
    }
    expect(queueStatusConsumerTexts.IN_QUEUE.label).toBe('Entrou na fila');
  });

  it('shows a reason exactly for the statuses the specification marks', () => {
    const withReason = queueStatuses.filter((status) => queueStatusConsumerDisplay[status].hasReason);
    expect(withReason.sort()).toEqual(
      ['CANCELLED_BY_CONSUMER', 'CANCELLED_BY_MERCHANT', 'DENIED_RESTAURANT_CALL'].sort(),
    );
  });

  it('parses known statuses and rejects others', () => {
    expect(queueStatusSchema.parse('CALLED')).toBe('CALLED');
    expect(queueStatusSchema.safeParse('called').success).toBe(false);
  });
});
