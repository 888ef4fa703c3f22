import { describe, expect, it } from 'vitest';
import { canonicalWaId } from './whatsapp-command';

describe('canonicalWaId', () => {
  it.each([
    ['551187654321', '5511987654321'],
    ['552196543210', '5521996543210'],
    ['5511987654321', '5511987654321'],
    // A landline (starts 2–5) has no ninth digit to restore.
    ['551133334444', '551133334444'],
    ['14155550123', '14155550123'],
    ['5511876543', '5511876543'],
  ])('%s → %s', (waId, canonical) => {
    expect(canonicalWaId(waId)).toBe(canonical);
  });
});
