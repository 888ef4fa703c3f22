import { describe, expect, it } from 'vitest';
import { formatTableName } from './table-name';

describe('formatTableName (rules §11)', () => {
  it("names a table 'Mesa {label} · {owner}', never 'Mesa Mesa'", () => {
    expect(formatTableName('12', 'Ana')).toBe('Mesa 12 · Ana');
    // A label stored before the rule, with its own 'Mesa'.
    expect(formatTableName('Mesa 12', 'Ana')).toBe('Mesa 12 · Ana');
    expect(formatTableName(null, 'Ana')).toBe('Ana');
  });
});
