import { z } from 'zod';
import { parseBrDate } from '../domain/date-format';
import type { QueueStatus } from '../domain/queue-status';

/** Longest report range, in days, both ends included (docs/queue.md#reports). */
export const MAX_REPORT_RANGE_DAYS = 366;

/**
 * The rows of the report, in the order docs/queue.md#reports lists them. CHECK_IN counts every entry
 * that reached check-in, including those already CHECK_OUT.
 */
export const reportStatuses = [
  'CANCELLED_BY_CONSUMER',
  'CHECK_IN',
  'DENIED_RESTAURANT_CALL',
  'CALLED_NOT_ANSWERED',
  'CANCELLED_BY_MERCHANT',
] as const satisfies readonly QueueStatus[];

/** One report row's status. */
export type ReportStatus = (typeof reportStatuses)[number];

// Messages end without a period: the server's validation answer appends one.
const brDate = (field: string) =>
  z
    .string({ error: `Informe a ${field}` })
    .max(10, { error: `A ${field} deve estar no formato dd/mm/aaaa` })
    .refine((text) => parseBrDate(text) !== null, {
      error: `A ${field} deve ser uma data válida no formato dd/mm/aaaa`,
    });

/** `GET /queue/report?id&startDate&endDate`: dates 'dd/mm/yyyy', inclusive, in the merchant's zone. */
export const queueReportQuerySchema = z.object({
  id: z.uuid({ error: 'Identificador do estabelecimento inválido' }),
  startDate: brDate('data inicial'),
  endDate: brDate('data final'),
});
export type QueueReportQuery = z.infer<typeof queueReportQuerySchema>;

/** One report row: how many of the range's entries ended in (or passed) that status. */
export const queueReportRowSchema = z.object({
  status: z.enum(reportStatuses),
  total: z.number().int(),
});
export type QueueReportRow = z.infer<typeof queueReportRowSchema>;

/** The report: one row per `reportStatuses`, in that order (the client adds 'Todos os status'). */
export const queueReportResponseSchema = z.array(queueReportRowSchema);
