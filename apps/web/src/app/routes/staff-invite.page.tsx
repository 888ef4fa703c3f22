import { useSearch } from 'wouter';
import { InviteAcceptScreen } from '@/features/merchant/components/invite-accept-screen';

/** `/convite?token=`: an invited person sets their password (docs/access.md#staff-roles). */
export function StaffInvitePage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return <InviteAcceptScreen token={token} />;
}
