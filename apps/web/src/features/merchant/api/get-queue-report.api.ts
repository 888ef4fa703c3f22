import { type QueueReportRow, queueReportResponseSchema } from '@suavez/shared/contracts/report.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** A report range as sent: 'dd/mm/yyyy' both ends. */
export interface ReportRange {
  startDate: string;
  endDate: string;
}

/** `GET /queue/report?id&startDate&endDate`: the session merchant's entries by status. */
export function getQueueReport(
  merchantId: string,
  range: ReportRange,
  signal?: AbortSignal,
): Promise<QueueReportRow[]> {
  return apiFetch('/queue/report', {
    query: { id: merchantId, startDate: range.startDate, endDate: range.endDate },
    schema: queueReportResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The report of `range`; idle until a range is asked for. */
export function useQueueReportQuery(merchantId: string, range: ReportRange | null) {
  return useQuery({
    queryKey: ['merchant', 'report', merchantId, range?.startDate, range?.endDate] as const,
    queryFn: ({ signal }) => getQueueReport(merchantId, range as ReportRange, signal),
    enabled: range !== null,
    staleTime: 0,
  });
}
