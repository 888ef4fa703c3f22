import type { StaffAction } from '@suavez/shared/contracts/audit.contract';
import { type AuditAction, type AuditTargetKind, queueStaffActions } from '@suavez/shared/domain/audit';
import type { StaffRole } from '@suavez/shared/domain/staff';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#api/db/client';
import { insertAuditEntries, listLatestQueueStaffActions } from './audit.repository';

/**
 * Who acts: a signed-in person of a restaurant, as the route's guard let them in (`request.merchant`). Their
 * name and role are copied into each row, so the trail keeps them after a rename, a new role or a removal.
 */
export interface AuditActor {
  merchantId: string;
  userId: string;
  name: string;
  role: StaffRole;
}

/** Small facts about an action, shown beside it (a reason, a table, an item's name, the settings chosen). */
export type AuditDetail = Record<string, string | number | boolean | null>;

/** One action on one target (docs/audit.md). */
export interface AuditRecord {
  action: AuditAction;
  targetKind: AuditTargetKind;
  targetId?: string | null;
  /** The diner's queue entry it concerns: the entry, or the entry of the order or unit. */
  queueEntryId?: string | null;
  before?: string | null;
  after?: string | null;
  detail?: AuditDetail | null;
}

/** The longest text a detail keeps (an item's name, a reason): the rest is cut, the row stays small. */
const DETAIL_TEXT_MAX = 140;

function trimDetail(detail: AuditDetail | null | undefined): AuditDetail | null {
  if (!detail) return null;
  const entries = Object.entries(detail).map(([key, value]) => [
    key,
    typeof value === 'string' && value.length > DETAIL_TEXT_MAX
      ? `${value.slice(0, DETAIL_TEXT_MAX - 1)}…`
      : value,
  ]);
  return Object.fromEntries(entries);
}

/**
 * Writes the audit rows of one action, on the transaction that makes the change (`db` is that transaction):
 * a change that rolls back (a 409, a lost race) leaves no row, and a row never names a change that did not
 * happen. Every row of one call gets the same time, `at`.
 */
export async function recordAudit(
  db: Db,
  actor: AuditActor,
  at: Date,
  records: AuditRecord | readonly AuditRecord[],
): Promise<void> {
  const list = Array.isArray(records) ? records : [records as AuditRecord];
  if (list.length === 0) return;
  await insertAuditEntries(
    db,
    list.map((record) => ({
      merchantId: actor.merchantId,
      actorUserId: actor.userId,
      actorName: actor.name,
      actorRole: actor.role,
      action: record.action,
      targetKind: record.targetKind,
      targetId: record.targetId ?? null,
      queueEntryId: record.queueEntryId ?? null,
      beforeStatus: record.before ?? null,
      afterStatus: record.after ?? null,
      detail: trimDetail(record.detail),
      createdAt: at,
    })),
  );
}

/** What {@link audited} needs from a merchant route's request: the database, the person, the time now. */
export function auditOf(request: FastifyRequest): { db: Db; actor: AuditActor; at: Date } {
  const { ctx } = request.server;
  return { db: ctx.database.db, actor: request.merchant, at: ctx.clock.now() };
}

/**
 * Runs a merchant action and records it in one transaction: `run` gets the transaction (a service's own
 * transaction inside it becomes a savepoint of this one), and `describe` turns its result into the rows.
 * When `run` throws, nothing is recorded and nothing it wrote stays. For the settings and menu calls, whose
 * rows need nothing but the result; the queue and order services record inside their own transaction, where
 * they hold the row and know its status before the change.
 */
export async function audited<T>(options: {
  db: Db;
  actor: AuditActor;
  at: Date;
  run: (tx: Db) => Promise<T>;
  describe: (result: T) => AuditRecord | readonly AuditRecord[];
}): Promise<T> {
  return options.db.transaction(async (tx) => {
    const result = await options.run(tx);
    await recordAudit(tx, options.actor, options.at, options.describe(result));
    return result;
  });
}

/**
 * Who last did each of `queueStaffActions` to each of these diners, oldest first ('Chamado por Ana às
 * 20:14'): one more read for the listed entries, as the queue card and the hall show it (docs/audit.md).
 */
export async function loadStaffActions(
  db: Db,
  merchantId: string,
  queueEntryIds: readonly string[],
): Promise<Map<string, StaffAction[]>> {
  const rows = await listLatestQueueStaffActions(db, merchantId, queueEntryIds, queueStaffActions);
  const byEntry = new Map<string, StaffAction[]>();
  const sorted = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const row of sorted) {
    const list = byEntry.get(row.queueEntryId) ?? [];
    list.push({ action: row.action, by: row.actorName, at: row.createdAt.toISOString() });
    byEntry.set(row.queueEntryId, list);
  }
  return byEntry;
}
