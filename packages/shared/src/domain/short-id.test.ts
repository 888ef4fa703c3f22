import { describe, expect, it } from 'vitest';
import { isValidShortId, normalizeShortId } from './short-id';
import { shortIdSchema } from './short-id.schema';

describe('short ids', () => {
  it.each([
    ['praca', true],
    ['abc12', true],
    ['abcd1234', true],
    ['abcd', false],
    ['abcd12345', false],
    ['ab-cd', false],
    ['Praca', false],
    ['praça', false],
  ])('%s valid: %s', (id, valid) => {
    expect(isValidShortId(id)).toBe(valid);
  });

  it('normalises typed ids to lower case before checking', () => {
    expect(normalizeShortId('  PRACA ')).toBe('praca');
    expect(shortIdSchema.parse(' Praca')).toBe('praca');
    expect(shortIdSchema.safeParse('pra').success).toBe(false);
  });
});
