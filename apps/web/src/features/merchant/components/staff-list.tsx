import type { StaffMember } from '@suavez/shared/contracts/staff.contract';
import { type InvitableStaffRole, invitableStaffRoles, staffRoleLabels } from '@suavez/shared/domain/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, Button, Card, Form, ListGroup, Modal, Spinner } from 'react-bootstrap';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { notify } from '@/lib/notify';
import { staffKey } from '../api/list-staff.api';
import { removeStaff } from '../api/remove-staff.api';
import { updateStaffRole } from '../api/update-staff-role.api';

/** A person's name, or their e-mail when they have none (an owner made before staff accounts). */
const nameOf = (member: StaffMember) => member.name || member.email;

/**
 * The restaurant's people: the owner, then each person with their role (changed here) and 'Remover'. A role
 * change or a removal ends that person's sessions at once (docs/access.md#staff-roles).
 */
export function StaffList({ staff }: { staff: readonly StaffMember[] }) {
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  const [removing, setRemoving] = useState<StaffMember | null>(null);

  const changeRole = useMutation({
    mutationFn: (input: { member: StaffMember; role: InvitableStaffRole }) =>
      updateStaffRole(input.member.id, input.role),
    onSuccess: async (_answer, { member }) => {
      notify('success', `Função de ${nameOf(member)} alterada. Ela precisa entrar de novo.`);
      await queryClient.invalidateQueries({ queryKey: staffKey });
    },
    onError: (error) => handleError(error, 'Não foi possível trocar a função.'),
  });

  const remove = useMutation({
    mutationFn: (member: StaffMember) => removeStaff(member.id),
    onSuccess: async (_answer, member) => {
      setRemoving(null);
      notify('success', `${nameOf(member)} não tem mais acesso.`);
      await queryClient.invalidateQueries({ queryKey: staffKey });
    },
    onError: (error) => handleError(error, 'Não foi possível remover a pessoa.'),
  });

  return (
    <Card className="shadow-sm">
      <Card.Body>
        <h2 className="h5 mb-3">Pessoas</h2>
        <ListGroup as="ul" variant="flush" aria-label="Pessoas da equipe">
          {staff.map((member) => (
            <ListGroup.Item
              as="li"
              key={member.id}
              className="d-flex flex-wrap align-items-center gap-3 px-0"
            >
              <div className="flex-grow-1 min-w-0">
                <div className="fw-semibold text-break">{nameOf(member)}</div>
                {member.name && <div className="text-body-secondary small text-break">{member.email}</div>}
                {!member.active && (
                  <Badge bg="warning" text="dark">
                    Convite pendente
                  </Badge>
                )}
              </div>
              {member.role === 'owner' ? (
                <Badge bg="primary">{staffRoleLabels.owner}</Badge>
              ) : (
                <>
                  <Form.Select
                    style={{ width: 'auto' }}
                    aria-label={`Função de ${nameOf(member)}`}
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(e) =>
                      changeRole.mutate({ member, role: e.target.value as InvitableStaffRole })
                    }
                  >
                    {invitableStaffRoles.map((option) => (
                      <option key={option} value={option}>
                        {staffRoleLabels[option]}
                      </option>
                    ))}
                  </Form.Select>
                  <Button variant="outline-danger" onClick={() => setRemoving(member)}>
                    Remover
                  </Button>
                </>
              )}
            </ListGroup.Item>
          ))}
        </ListGroup>
      </Card.Body>
      <Modal
        show={removing !== null}
        onHide={() => setRemoving(null)}
        centered
        aria-labelledby="staff-remove-title"
      >
        <Modal.Header closeButton closeLabel="Fechar">
          <Modal.Title id="staff-remove-title" as="h2" className="h5">
            Remover da equipe
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {removing && `Remover ${nameOf(removing)}? A pessoa perde o acesso na hora, em todos os aparelhos.`}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={() => setRemoving(null)} disabled={remove.isPending}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            onClick={() => removing && remove.mutate(removing)}
            disabled={remove.isPending}
          >
            {remove.isPending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            Remover
          </Button>
        </Modal.Footer>
      </Modal>
    </Card>
  );
}
