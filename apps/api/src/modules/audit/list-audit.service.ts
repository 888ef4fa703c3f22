import { AUDIT_PAGE_SIZE, type AuditResponse } from '@suavez/shared/contracts/audit.contract';
import { zonedDayStartUtc } from '@suavez/shared/domain/date-format';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { findMerchantSettings } from '#api/modules/merchant/merchant-settings.repository';
import { type AuditDayRow, listAuditDay, listAuditPeople } from './audit.repository';

/** The instants [from, to) of a calendar day 'aaaa-mm-dd' in a time zone. */
export function zonedDayRange(day: string, timeZone: string): { from: Date; to: Date } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  return {
    from: zonedDayStartUtc({ year, month, day: date }, timeZone),
    to: zonedDayStartUtc(
      { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
      timeZone,
    ),
  };
}

function toDetail(detail: AuditDayRow['detail']): AuditResponse['entries'][number]['detail'] {
  const shown: AuditResponse['entries'][number]['detail'] = {};
  for (const [key, value] of Object.entries(detail ?? {})) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      shown[key] = value as string | number | boolean | null;
    }
  }
  return shown;
}

/**
 * `GET /merchant/audit?day&user&before` (docs/audit.md): one day of the restaurant's history, the day of its
 * own time zone (as the reports count days), newest first, a page of {@link AUDIT_PAGE_SIZE} rows at a time;
 * `user` keeps one person's rows. Answers everyone who acted that day, for the person filter.
 */
export async function listAudit(options: {
  db: Db;
  merchantId: string;
  day: string;
  userId?: string | undefined;
  before?: number | undefined;
}): Promise<AuditResponse> {
  const merchant = await findMerchantSettings(options.db, options.merchantId);
  if (!merchant) throw new AppError('NOT_FOUND', 'Estabelecimento não encontrado.');
  const { from, to } = zonedDayRange(options.day, merchant.timeZone);
  // One row more than the page says whether another page follows.
  const [rows, people] = await Promise.all([
    listAuditDay(options.db, {
      merchantId: merchant.id,
      from,
      to,
      userId: options.userId,
      beforeSeq: options.before,
      limit: AUDIT_PAGE_SIZE + 1,
    }),
    listAuditPeople(options.db, { merchantId: merchant.id, from, to }),
  ]);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.createdAt.toISOString(),
      actor: { id: row.actorUserId, name: row.actorName, role: row.actorRole },
      action: row.action,
      target: { kind: row.targetKind, id: row.targetId },
      before: row.beforeStatus,
      after: row.afterStatus,
      detail: toDetail(row.detail),
      diner: row.dinerName === null ? null : { name: row.dinerName, table: row.table },
    })),
    next: rows.length > AUDIT_PAGE_SIZE && last ? last.seq : null,
    people,
  };
}
