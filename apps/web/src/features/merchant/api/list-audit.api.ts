import { type AuditResponse, auditResponseSchema } from '@suavez/shared/contracts/audit.contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Query key of one day of the history, for one person or everyone (`user` null). */
export const auditKey = (day: string, user: string | null) => ['merchant', 'audit', day, user] as const;

/** `GET /merchant/audit?day&user&before`: one page of a day, newest first (docs/audit.md). */
export function listAudit(
  query: { day: string; user: string | null; before?: number | undefined },
  signal?: AbortSignal,
): Promise<AuditResponse> {
  return apiFetch('/merchant/audit', {
    query: {
      day: query.day,
      ...(query.user ? { user: query.user } : {}),
      ...(query.before === undefined ? {} : { before: query.before }),
    },
    schema: auditResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The owner's history of a day, a page at a time ('Mostrar mais' reads the next). */
export function useAuditQuery(day: string, user: string | null) {
  return useInfiniteQuery({
    queryKey: auditKey(day, user),
    queryFn: ({ pageParam, signal }) => listAudit({ day, user, before: pageParam }, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });
}
