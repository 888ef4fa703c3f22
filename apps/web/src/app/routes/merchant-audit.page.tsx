import { AuditScreen } from '@/features/merchant/components/audit-screen';

/** `/merchant/historico`: the owner's audit trail (docs/audit.md). */
export function MerchantAuditPage() {
  return <AuditScreen />;
}
