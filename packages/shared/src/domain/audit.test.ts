import { describe, expect, it } from 'vitest';
import { auditDaySchema } from '../contracts/audit.contract';
import { auditActionLabels, auditActions, auditTargetKinds, isAuditAction } from './audit';

describe('audit actions (docs/audit.md)', () => {
  it('fit the database’s format checks, and each has its words', () => {
    for (const action of auditActions) {
      expect(action).toMatch(/^[a-z][a-z_.]{1,47}$/);
      expect(auditActionLabels[action]).toEqual(expect.any(String));
    }
    for (const kind of auditTargetKinds) expect(kind).toMatch(/^[a-z][a-z_]{1,31}$/);
    expect(new Set(auditActions).size).toBe(auditActions.length);
  });

  it('knows its own codes only', () => {
    expect(isAuditAction('queue.call')).toBe(true);
    expect(isAuditAction('queue.teleport')).toBe(false);
  });

  it('takes a day that exists, as aaaa-mm-dd', () => {
    expect(auditDaySchema.safeParse('2026-01-05').success).toBe(true);
    expect(auditDaySchema.safeParse('2024-02-29').success).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '05/01/2026', '2026-1-5', '1999-12-31']) {
      expect(auditDaySchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
