import type { AuditEntry } from '@suavez/shared/contracts/audit.contract';
import { describe, expect, it } from 'vitest';
import { auditActionLabel, describeAuditChange, describeAuditDetail } from './audit-format';

const entry = (values: Partial<AuditEntry>): AuditEntry => ({
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  at: '2026-01-05T23:14:00.000Z',
  actor: { id: 'bbbbbbbb-0000-4000-8000-000000000001', name: 'Ana', role: 'host' },
  action: 'queue.call',
  target: { kind: 'queue_entry', id: 'cccccccc-0000-4000-8000-000000000001' },
  before: 'IN_QUEUE',
  after: 'CALLED',
  detail: {},
  diner: { name: 'Marina', table: null },
  ...values,
});

describe('the history’s words (docs/audit.md)', () => {
  it('names the action, and shows a code it does not know as it came', () => {
    expect(auditActionLabel('queue.call')).toBe('Chamou o cliente');
    expect(auditActionLabel('queue.teleport')).toBe('queue.teleport');
    expect(auditActionLabel('store.open', 'OPEN')).toBe('Abriu a loja');
    expect(auditActionLabel('store.open', 'CLOSED')).toBe('Fechou a loja');
  });

  it('reads each status in the words of its screen', () => {
    expect(describeAuditChange(entry({}))).toBe('Na fila → Chamado');
    const item = entry({ action: 'order.item.refuse', target: { kind: 'order_item', id: null } });
    expect(describeAuditChange({ ...item, before: 'SENT', after: 'REFUSED' })).toBe(
      'Aguardando confirmação → Recusado',
    );
    const role = entry({
      action: 'staff.role',
      target: { kind: 'staff', id: null },
      before: 'waiter',
      after: 'host',
    });
    expect(describeAuditChange(role)).toBe('Garçom → Recepção');
    const store = entry({
      action: 'store.open',
      target: { kind: 'merchant', id: null },
      before: 'CLOSED',
      after: 'OPEN',
    });
    expect(describeAuditChange(store)).toBe('Fechada → Aberta');
    const removed = entry({
      action: 'staff.remove',
      target: { kind: 'staff', id: null },
      before: 'kitchen',
      after: null,
    });
    expect(describeAuditChange(removed)).toBe('era Cozinha');
    expect(describeAuditChange(entry({ before: null, after: null }))).toBeNull();
    const channel = entry({
      action: 'settings.text_channel',
      target: { kind: 'merchant', id: null },
      before: null,
      after: 'whatsapp',
    });
    expect(describeAuditChange(channel)).toBe('WhatsApp');
  });

  it('lists the facts: the diner and table, the item, the reason, the setting', () => {
    expect(describeAuditDetail(entry({ diner: { name: 'Otávio', table: '7' } }))).toEqual([
      'Otávio · mesa 7',
    ]);
    expect(
      describeAuditDetail(
        entry({ action: 'order.item.refuse', detail: { item: 'Pizza', reason: 'Acabou a massa' } }),
      ),
    ).toEqual(['Marina', 'Pizza', 'Motivo: Acabou a massa']);
    expect(
      describeAuditDetail(
        entry({
          action: 'settings.workshift',
          diner: null,
          detail: { weekday: 'friday', shifts: '18:00-02:00' },
        }),
      ),
    ).toEqual(['Sexta', '18:00-02:00']);
    expect(
      describeAuditDetail(entry({ action: 'order.payment', diner: null, detail: { method: 'PIX' } })),
    ).toEqual(['Pix']);
  });
});
