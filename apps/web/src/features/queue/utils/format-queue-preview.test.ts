import { describe, expect, it } from 'vitest';
import { formatQueuePreview } from './format-queue-preview';

describe('formatQueuePreview', () => {
  it.each([
    [
      { waiting: 6, waitEstimate: { minMinutes: 15, maxMinutes: 25 } },
      'Entre 15 e 25 min de espera · 6 na fila',
    ],
    [{ waiting: 1, waitEstimate: { minMinutes: 0, maxMinutes: 5 } }, 'Até 5 min de espera · 1 na fila'],
    [{ waiting: 6, waitEstimate: null }, '6 na fila'],
    [{ waiting: 0, waitEstimate: null }, 'Ninguém na fila agora'],
    [{ waiting: 0, waitEstimate: { minMinutes: 0, maxMinutes: 5 } }, 'Ninguém na fila agora'],
  ])('%o reads %s', (preview, text) => {
    expect(formatQueuePreview(preview)).toBe(text);
  });
});
