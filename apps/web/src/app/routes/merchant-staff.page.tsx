import { StaffScreen } from '@/features/merchant/components/staff-screen';

/** `/merchant/equipe`: the owner's staff accounts (docs/access.md#staff-roles). */
export function MerchantStaffPage() {
  return <StaffScreen />;
}
