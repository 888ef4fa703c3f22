import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n/i18n';
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

  afterEach(() => changeLanguage('pt-BR', { remember: false }));

  it.each([
    ['es', 'Entre 15 y 25 min de espera · 6 en la fila', 'Hasta 5 min de espera · 1 en la fila'],
    ['en', '15–25 min wait · 6 waiting', 'Up to 5 min wait · 1 waiting'],
  ] as const)('speaks %s', async (language, range, upTo) => {
    await changeLanguage(language, { remember: false });
    expect(formatQueuePreview({ waiting: 6, waitEstimate: { minMinutes: 15, maxMinutes: 25 } })).toBe(range);
    expect(formatQueuePreview({ waiting: 1, waitEstimate: { minMinutes: 0, maxMinutes: 5 } })).toBe(upTo);
  });
});
