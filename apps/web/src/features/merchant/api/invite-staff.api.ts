import {
  type StaffInviteBody,
  type StaffInviteResponse,
  staffInviteResponseSchema,
} from '@suavez/shared/contracts/staff.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/staff`: invites a person; answers the one-time link to send them (48 h). */
export function inviteStaff(body: StaffInviteBody): Promise<StaffInviteResponse> {
  return apiFetch('/merchant/staff', { method: 'POST', body, schema: staffInviteResponseSchema });
}
