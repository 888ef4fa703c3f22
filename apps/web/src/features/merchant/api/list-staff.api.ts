import { type StaffList, staffListSchema } from '@suavez/shared/contracts/staff.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Query key of the restaurant's staff list; every change refetches it. */
export const staffKey = ['merchant', 'staff'] as const;

/** `GET /merchant/staff`: the owner and every person invited. */
export function listStaff(signal?: AbortSignal): Promise<StaffList> {
  return apiFetch('/merchant/staff', { schema: staffListSchema, ...(signal ? { signal } : {}) });
}

/** The restaurant's staff (the owner's 'Equipe' screen). */
export function useStaffQuery() {
  return useQuery({ queryKey: staffKey, queryFn: ({ signal }) => listStaff(signal) });
}
