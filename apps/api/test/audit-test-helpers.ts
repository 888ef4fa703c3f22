import type { AuditActor } from '#api/modules/audit/audit';

/**
 * The person a test's direct service call acts as (the routes pass `request.merchant`): the owner of
 * `merchantId`, by a fixed id the audit trail records.
 */
export function testAuditActor(merchantId: string, name = 'Teste'): AuditActor {
  return { merchantId, userId: '00000000-0000-4000-8000-00000000a0d1', name, role: 'owner' };
}
