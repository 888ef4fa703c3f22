import type { QueueStaffAction } from '@suavez/shared/domain/audit';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { auditEntries } from '#api/db/schema/audit.schema';
import { consumers } from '#api/db/schema/consumer.schema';
import { queueEntries } from '#api/db/schema/queue.schema';

/** A row to insert. */
export type NewAuditEntry = typeof auditEntries.$inferInsert;

/** Appends audit rows (on the caller's transaction). */
export async function insertAuditEntries(db: Db, rows: readonly NewAuditEntry[]): Promise<void> {
  await db.insert(auditEntries).values([...rows]);
}

/** One row of the owner's day, with the diner it concerns as they are now (an anonymised one stays so). */
export interface AuditDayRow {
  id: string;
  seq: number;
  createdAt: Date;
  actorUserId: string;
  actorName: string;
  actorRole: (typeof auditEntries.$inferSelect)['actorRole'];
  action: string;
  targetKind: string;
  targetId: string | null;
  beforeStatus: string | null;
  afterStatus: string | null;
  detail: Record<string, unknown> | null;
  dinerName: string | null;
  table: string | null;
}

/** A day's window of one merchant, optionally one person's, newest first, from before `beforeSeq`. */
export interface AuditDayFilter {
  merchantId: string;
  from: Date;
  to: Date;
  userId?: string | undefined;
  beforeSeq?: number | undefined;
  limit: number;
}

/**
 * The rows of a merchant in [from, to), newest first (insertion order: the rows of one call in the order they
 * were written), one page. Reads the (merchant_id, created_at) index, or (merchant_id, actor_user_id,
 * created_at) for one person.
 */
export async function listAuditDay(db: Db, filter: AuditDayFilter): Promise<AuditDayRow[]> {
  return db
    .select({
      id: auditEntries.id,
      seq: auditEntries.seq,
      createdAt: auditEntries.createdAt,
      actorUserId: auditEntries.actorUserId,
      actorName: auditEntries.actorName,
      actorRole: auditEntries.actorRole,
      action: auditEntries.action,
      targetKind: auditEntries.targetKind,
      targetId: auditEntries.targetId,
      beforeStatus: auditEntries.beforeStatus,
      afterStatus: auditEntries.afterStatus,
      detail: auditEntries.detail,
      dinerName: consumers.name,
      table: queueEntries.tableLabel,
    })
    .from(auditEntries)
    .leftJoin(
      queueEntries,
      and(
        eq(queueEntries.id, auditEntries.queueEntryId),
        eq(queueEntries.merchantId, auditEntries.merchantId),
      ),
    )
    .leftJoin(consumers, eq(consumers.id, queueEntries.consumerId))
    .where(
      and(
        eq(auditEntries.merchantId, filter.merchantId),
        gte(auditEntries.createdAt, filter.from),
        lt(auditEntries.createdAt, filter.to),
        filter.userId === undefined ? undefined : eq(auditEntries.actorUserId, filter.userId),
        filter.beforeSeq === undefined ? undefined : lt(auditEntries.seq, filter.beforeSeq),
      ),
    )
    .orderBy(desc(auditEntries.seq))
    .limit(filter.limit);
}

/** The people who acted in [from, to), each with the name and role of their latest row, by name. */
export async function listAuditPeople(
  db: Db,
  filter: { merchantId: string; from: Date; to: Date },
): Promise<{ id: string; name: string; role: AuditDayRow['actorRole'] }[]> {
  const rows = await db
    .selectDistinctOn([auditEntries.actorUserId], {
      id: auditEntries.actorUserId,
      name: auditEntries.actorName,
      role: auditEntries.actorRole,
    })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.merchantId, filter.merchantId),
        gte(auditEntries.createdAt, filter.from),
        lt(auditEntries.createdAt, filter.to),
      ),
    )
    .orderBy(asc(auditEntries.actorUserId), desc(auditEntries.seq));
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
}

/** The latest staff action of one kind on a diner: who, and when. */
export interface QueueStaffActionRow {
  queueEntryId: string;
  action: QueueStaffAction;
  actorName: string;
  createdAt: Date;
}

/**
 * For each of these queue entries, the latest of `actions` recorded on it (one read of the
 * (queue_entry_id, created_at) index per entry): what the queue card and the table dialog show.
 */
export async function listLatestQueueStaffActions(
  db: Db,
  merchantId: string,
  queueEntryIds: readonly string[],
  actions: readonly QueueStaffAction[],
): Promise<QueueStaffActionRow[]> {
  if (queueEntryIds.length === 0) return [];
  const rows = await db
    .selectDistinctOn([auditEntries.queueEntryId, auditEntries.action], {
      queueEntryId: sql<string>`${auditEntries.queueEntryId}`,
      action: sql<QueueStaffAction>`${auditEntries.action}`,
      actorName: auditEntries.actorName,
      createdAt: auditEntries.createdAt,
    })
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.merchantId, merchantId),
        inArray(auditEntries.queueEntryId, [...queueEntryIds]),
        inArray(auditEntries.action, [...actions]),
      ),
    )
    .orderBy(
      asc(auditEntries.queueEntryId),
      asc(auditEntries.action),
      desc(auditEntries.createdAt),
      desc(auditEntries.seq),
    );
  return rows;
}
