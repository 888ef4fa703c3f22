import { canStaff, isStaffRole, type StaffPermission, type StaffRole } from '@suavez/shared/domain/staff';
import { useState } from 'react';
import { decodeTokenClaims, readMerchantSession } from '@/lib/cookies';

/**
 * The role of the stored merchant login (docs/access.md#staff-roles): the token's `role` claim. A role change
 * ends the person's sessions, so the claim is current; a token from before staff accounts is the owner's.
 */
export function readMerchantRole(token: string | undefined): StaffRole {
  const claim = token ? decodeTokenClaims(token)?.role : undefined;
  return isStaffRole(claim) ? claim : 'owner';
}

/** The session's role, read once per screen. */
export function useMerchantRole(): StaffRole {
  const [role] = useState(() => readMerchantRole(readMerchantSession()?.token));
  return role;
}

/**
 * Whether the session's role may make the calls of `permission`: screens hide what the server would refuse
 * (403), with the same table the server's guard uses.
 */
export function useCanStaff(permission: StaffPermission): boolean {
  return canStaff(useMerchantRole(), permission);
}
