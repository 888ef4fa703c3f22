import { MAX_REPORT_RANGE_DAYS } from '@suavez/shared/contracts/report.contract';
import { type CalendarDate, parseBrDate, zonedDayStartUtc } from '@suavez/shared/domain/date-format';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import {
  findMerchantSettings,
  type MerchantSettingsRow,
} from '#api/modules/merchant/merchant-settings.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
}

function nextDay(date: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** A report's merchant and its range as instants: entries that joined in [from, to). */
export interface ReportRange {
  merchant: MerchantSettingsRow;
  from: Date;
  to: Date;
}

/**
 * Reads a report range (docs/queue.md#reports): 'dd/mm/yyyy' dates, both included, days of the merchant's
 * zone. A range with the start after the end, or longer than 366 days, is VALIDATION_FAILED. Every report
 * reads its range here, so the counts and the indicators of the same dates always cover the same entries.
 */
export async function resolveReportRange(options: {
  db: Db;
  merchantId: string;
  startDate: string;
  endDate: string;
}): Promise<ReportRange> {
  const start = parseBrDate(options.startDate);
  const end = parseBrDate(options.endDate);
  if (!start || !end) throw new AppError('VALIDATION_FAILED', 'Informe datas válidas no formato dd/mm/aaaa.');
  const days = dayNumber(end) - dayNumber(start) + 1;
  if (days < 1)
    throw new AppError('VALIDATION_FAILED', 'A data inicial deve ser anterior ou igual à data final.');
  if (days > MAX_REPORT_RANGE_DAYS) {
    throw new AppError(
      'VALIDATION_FAILED',
      `O período do relatório pode ter no máximo ${MAX_REPORT_RANGE_DAYS} dias.`,
    );
  }
  const merchant = await findMerchantSettings(options.db, options.merchantId);
  if (!merchant) throw new AppError('NOT_FOUND', 'Estabelecimento não encontrado.');
  return {
    merchant,
    from: zonedDayStartUtc(start, merchant.timeZone),
    to: zonedDayStartUtc(nextDay(end), merchant.timeZone),
  };
}
