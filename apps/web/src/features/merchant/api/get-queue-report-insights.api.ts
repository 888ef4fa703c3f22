import {
  type QueueReportInsights,
  queueReportInsightsResponseSchema,
} from '@suavez/shared/contracts/queue-report-insights.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import type { ReportRange } from './get-queue-report.api';

/** `GET /queue/report/insights?id&startDate&endDate`: waits, walk-aways, no-shows, tables and bills. */
export function getQueueReportInsights(
  merchantId: string,
  range: ReportRange,
  signal?: AbortSignal,
): Promise<QueueReportInsights> {
  return apiFetch('/queue/report/insights', {
    query: { id: merchantId, startDate: range.startDate, endDate: range.endDate },
    schema: queueReportInsightsResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The indicators of `range`, fetched beside the counts; idle until a range is asked for. */
export function useQueueReportInsightsQuery(merchantId: string, range: ReportRange | null) {
  return useQuery({
    queryKey: ['merchant', 'report-insights', merchantId, range?.startDate, range?.endDate] as const,
    queryFn: ({ signal }) => getQueueReportInsights(merchantId, range as ReportRange, signal),
    enabled: range !== null,
    staleTime: 0,
  });
}
