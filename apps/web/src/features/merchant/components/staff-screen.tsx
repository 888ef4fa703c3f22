import { Alert, Spinner } from 'react-bootstrap';
import { MerchantNavbar } from '@/components/ui/merchant-navbar';
import { useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { useCanStaff } from '@/hooks/use-merchant-role';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStaffQuery } from '../api/list-staff.api';
import { StaffInviteForm } from './staff-invite-form';
import { StaffList } from './staff-list';

function StaffContent() {
  const staffQuery = useStaffQuery();
  useMerchantQueryError(staffQuery, 'Não foi possível carregar a equipe.');
  return (
    <>
      <StaffInviteForm />
      {staffQuery.data ? (
        <StaffList staff={staffQuery.data} />
      ) : (
        staffQuery.isPending && <Spinner role="status" aria-label="Carregando a equipe" />
      )}
    </>
  );
}

/**
 * `/merchant/equipe` (docs/access.md#staff-roles): the owner invites people, changes their roles and removes
 * them. Anyone else sees why they cannot (the server would answer 403).
 */
export function StaffScreen() {
  useDocumentTitle('Equipe');
  const isOwner = useCanStaff('settings');
  return (
    <>
      <MerchantNavbar />
      <main className="container py-4" style={{ maxWidth: 960 }}>
        <h1 className="h3 mb-2">Equipe</h1>
        <p className="text-body-secondary">
          Cada pessoa entra com o próprio e-mail e senha e vê só o que a função dela permite.
        </p>
        {isOwner ? (
          <StaffContent />
        ) : (
          <Alert variant="info">Só o dono do estabelecimento gerencia a equipe.</Alert>
        )}
      </main>
    </>
  );
}
