import {
  MAX_REPORT_RANGE_DAYS,
  type QueueReportRow,
  reportStatuses,
} from '@suavez/shared/contracts/report.contract';
import { type CalendarDate, parseBrDate, zonedDayStartUtc } from '@suavez/shared/domain/date-format';
import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findMerchantSettings } from '../merchant/merchant-settings.repository';
import { expireQueueDeadlines } from './expire-queue-deadlines.service';
import { countMerchantEntriesByStatus } from './queue-merchant.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

function dayNumber(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day) / DAY_MS;
}

function nextDay(date: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** Which statuses each report row counts: check-in also counts entries already checked out. */
const countedStatuses: Readonly<Record<(typeof reportStatuses)[number], readonly QueueStatus[]>> = {
  CANCELLED_BY_CONSUMER: ['CANCELLED_BY_CONSUMER'],
  CHECK_IN: ['CHECK_IN', 'CHECK_OUT'],
  DENIED_RESTAURANT_CALL: ['DENIED_RESTAURANT_CALL'],
  CALLED_NOT_ANSWERED: ['CALLED_NOT_ANSWERED'],
  CANCELLED_BY_MERCHANT: ['CANCELLED_BY_MERCHANT'],
};

/**
 * The merchant's queue report (rules.md §4): its entries that joined between `startDate` and `endDate`
 * ('dd/mm/yyyy', both included, days of the merchant's zone), counted by status. A range with the start
 * after the end, or longer than 366 days, is VALIDATION_FAILED.
 */
export async function getQueueReport(options: {
  db: Db;
  clock: Clock;
  merchantId: string;
  startDate: string;
  endDate: string;
}): Promise<QueueReportRow[]> {
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
  // A CALLED entry whose time ran out counts as 'Sem resposta', even before the sweeper passes.
  await expireQueueDeadlines({ db: options.db, clock: options.clock, filter: { merchantId: merchant.id } });
  const totals = await countMerchantEntriesByStatus(options.db, {
    merchantId: merchant.id,
    from: zonedDayStartUtc(start, merchant.timeZone),
    to: zonedDayStartUtc(nextDay(end), merchant.timeZone),
  });
  return reportStatuses.map((status) => ({
    status,
    total: countedStatuses[status].reduce((sum, counted) => sum + (totals.get(counted) ?? 0), 0),
  }));
}
