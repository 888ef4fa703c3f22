import { formatDate } from '@suavez/shared/domain/date-format';
import type { LoadRequest } from './load';
import type { Scenario } from './scenarios';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A merchant user opening the report's indicators ("fast on a year of data", docs/reports.md#speed) on the
 * restaurant with a year of history: the whole year (366 days, the longest range) and the last 30 days. One
 * connection: a report is opened by one person, so what matters is how long each answer takes.
 */
export function reportScenarios(report: { id: string; authorization: string } | undefined): Scenario[] {
  if (!report) return [];
  const now = Date.now();
  const day = (daysAgo: number) => formatDate(new Date(now - daysAgo * DAY_MS), 'America/Sao_Paulo');
  const insights = (startDate: string, endDate: string) => (): LoadRequest => ({
    method: 'GET',
    path: `/api/queue/report/insights?${new URLSearchParams({ id: report.id, startDate, endDate })}`,
    headers: { 'accept-encoding': 'gzip, deflate, br', authorization: report.authorization },
  });
  return [
    {
      name: 'report-year',
      target: 'app',
      description: 'GET /api/queue/report/insights over 366 days (36 500 entries), 1 connection',
      connections: 1,
      request: insights(day(365), day(0)),
    },
    {
      name: 'report-month',
      target: 'app',
      description: 'GET /api/queue/report/insights over the last 30 days (3 000 entries), 1 connection',
      connections: 1,
      request: insights(day(30), day(1)),
    },
  ];
}
