import type { AuditEntry } from '@suavez/shared/contracts/audit.contract';
import { paymentMethodLabels } from '@suavez/shared/contracts/pix.contract';
import { auditActionLabels, isAuditAction } from '@suavez/shared/domain/audit';
import { notificationChannelLabels } from '@suavez/shared/domain/notification-labels';
import { type Weekday, weekdayLabels } from '@suavez/shared/domain/opening-hours';
import { orderItemStatusLabels } from '@suavez/shared/domain/order-item-status';
import { orderStatusLabels } from '@suavez/shared/domain/order-status';
import { pixKeyTypeLabels } from '@suavez/shared/domain/pix-key';
import { queueStatusMerchantLabels } from '@suavez/shared/domain/queue-status';
import { staffRoleLabels } from '@suavez/shared/domain/staff';
import { tableLabelText } from '@suavez/shared/domain/table-label';

/** The action in words ('Chamou o cliente', 'Fechou a loja'); a code this version does not know, as it came. */
export function auditActionLabel(action: string, after: string | null = null): string {
  if (action === 'store.open' && after !== null) return after === 'CLOSED' ? 'Fechou a loja' : 'Abriu a loja';
  return isAuditAction(action) ? auditActionLabels[action] : action;
}

const automationLabels: Record<string, string> = {
  AUTO_ACCEPT_CONSUMER: 'Aceitar consumidores automaticamente',
  AUTO_QUEUE: 'Abrir a fila automaticamente',
  NOTIFY_SMS: 'Avisar por mensagem',
  KITCHEN_PRINT_ON_ARRIVAL: 'Imprimir cada pedido ao chegar',
};

/** Statuses that are not a queue's, order's or unit's: the store, a switch, an item's stock. */
const otherStatusLabels: Record<string, string> = {
  OPEN: 'Aberta',
  CLOSED: 'Fechada',
  ON: 'Ligada',
  OFF: 'Desligada',
  SOLD_OUT: 'Esgotado',
  AVAILABLE: 'Disponível',
};

function labelFrom(labels: Readonly<Record<string, string>>, status: string): string | undefined {
  return Object.hasOwn(labels, status) ? labels[status] : undefined;
}

/** A status before or after, in the words of its screen ('Na fila', 'Recusado', 'Garçom'). */
export function auditStatusLabel(entry: Pick<AuditEntry, 'action' | 'target'>, status: string): string {
  const byKind: Record<string, Readonly<Record<string, string>>> = {
    queue_entry: queueStatusMerchantLabels,
    order_item: orderItemStatusLabels,
    order: orderStatusLabels,
    staff: staffRoleLabels,
  };
  const labels =
    entry.action === 'settings.text_channel' ? notificationChannelLabels : byKind[entry.target.kind];
  return (labels && labelFrom(labels, status)) ?? labelFrom(otherStatusLabels, status) ?? status;
}

/** The status change of an entry ('Na fila → Chamado'), or null when the action has none. */
export function describeAuditChange(entry: AuditEntry): string | null {
  const before = entry.before === null ? null : auditStatusLabel(entry, entry.before);
  const after = entry.after === null ? null : auditStatusLabel(entry, entry.after);
  if (before && after) return before === after ? before : `${before} → ${after}`;
  if (after) return after;
  return before ? `era ${before}` : null;
}

/** The facts of an entry as short phrases: the diner and table, the item, the reason, the setting. */
export function describeAuditDetail(entry: AuditEntry): string[] {
  const facts: string[] = [];
  if (entry.diner)
    facts.push(entry.diner.table ? `${entry.diner.name} · mesa ${entry.diner.table}` : entry.diner.name);
  const detail = entry.detail;
  const text = (key: string) => (typeof detail[key] === 'string' ? (detail[key] as string) : null);
  const item = text('item');
  if (item) facts.push(item);
  const name = text('name');
  if (name && entry.target.kind !== 'item') facts.push(name);
  const table = text('table');
  if (table && !entry.diner?.table) facts.push(tableLabelText(table));
  const method = text('method');
  if (method) facts.push(labelFrom(paymentMethodLabels, method) ?? method);
  const automation = text('automation');
  if (automation) facts.push(automationLabels[automation] ?? automation);
  const weekday = text('weekday');
  if (weekday) facts.push(labelFrom(weekdayLabels, weekday as Weekday) ?? weekday);
  const shifts = text('shifts');
  if (shifts !== null) facts.push(shifts === '' ? 'Fechado o dia todo' : shifts);
  const shift = text('shift');
  if (shift) facts.push(shift);
  const keyType = text('keyType');
  if (keyType) facts.push(`Chave: ${labelFrom(pixKeyTypeLabels, keyType) ?? keyType}`);
  const reason = text('reason');
  if (reason) facts.push(`Motivo: ${reason}`);
  return facts;
}
