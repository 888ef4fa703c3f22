import { type StaffMember, staffMemberSchema } from '@suavez/shared/contracts/staff.contract';
import type { InvitableStaffRole } from '@suavez/shared/domain/staff';
import { apiFetch } from '@/lib/api-client';

/** `PATCH /merchant/staff/{id}`: a new role (the person's sessions end: they log in again). */
export function updateStaffRole(id: string, role: InvitableStaffRole): Promise<StaffMember> {
  return apiFetch(`/merchant/staff/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { role },
    schema: staffMemberSchema,
  });
}
