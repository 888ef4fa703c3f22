import type { StaffInviteResponse } from '@suavez/shared/contracts/staff.contract';
import { type InvitableStaffRole, invitableStaffRoles, staffRoleLabels } from '@suavez/shared/domain/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Card, Form, InputGroup, Spinner } from 'react-bootstrap';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { notify } from '@/lib/notify';
import { inviteStaff } from '../api/invite-staff.api';
import { staffKey } from '../api/list-staff.api';

/** The link the owner sends, and to whom. */
interface SentInvite extends StaffInviteResponse {
  name: string;
}

/** The message the owner sends on WhatsApp with the link. */
function whatsAppHref(invite: SentInvite): string {
  const text = `Olá, ${invite.name}! Crie sua senha do SuaVez por este link (vale por 48 horas): ${invite.inviteUrl}`;
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

/**
 * 'Convidar pessoa' (docs/access.md#staff-roles): name, e-mail and role; the answer's one-time link is shown
 * to copy or send by WhatsApp (no e-mail is sent).
 */
export function StaffInviteForm() {
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableStaffRole>('waiter');
  const [sent, setSent] = useState<SentInvite | null>(null);

  const invite = useMutation({
    mutationFn: () => inviteStaff({ name, email, role }),
    onSuccess: async (answer) => {
      setSent({ ...answer, name: name.trim() });
      setName('');
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: staffKey });
    },
    onError: (error) => handleError(error, 'Não foi possível convidar a pessoa.'),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!invite.isPending) invite.mutate();
  }

  async function copyLink(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      notify('success', 'Link copiado.');
    } catch {
      notify('warning', 'Não foi possível copiar. Selecione o link e copie.');
    }
  }

  return (
    <Card className="shadow-sm mb-4">
      <Card.Body>
        <h2 className="h5 mb-3">Convidar pessoa</h2>
        <Form onSubmit={handleSubmit}>
          <div className="row g-3">
            <Form.Group className="col-md-4" controlId="staff-invite-name">
              <Form.Label>Nome</Form.Label>
              <Form.Control required maxLength={80} value={name} onChange={(e) => setName(e.target.value)} />
            </Form.Group>
            <Form.Group className="col-md-4" controlId="staff-invite-email">
              <Form.Label>E-mail</Form.Label>
              <Form.Control
                type="email"
                required
                maxLength={254}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </Form.Group>
            <Form.Group className="col-md-4" controlId="staff-invite-role">
              <Form.Label>Função</Form.Label>
              <Form.Select value={role} onChange={(e) => setRole(e.target.value as InvitableStaffRole)}>
                {invitableStaffRoles.map((option) => (
                  <option key={option} value={option}>
                    {staffRoleLabels[option]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </div>
          <Button type="submit" className="mt-3" disabled={invite.isPending}>
            {invite.isPending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
            Convidar
          </Button>
        </Form>
        {sent && (
          <Alert variant="success" className="mt-4 mb-0" role="status">
            <p className="mb-2">
              Envie este link para <strong>{sent.name}</strong>. Ele vale por 48 horas e só pode ser usado uma
              vez.
            </p>
            <InputGroup>
              <Form.Control readOnly value={sent.inviteUrl} aria-label="Link do convite" />
              <Button variant="primary" onClick={() => copyLink(sent.inviteUrl)}>
                Copiar link
              </Button>
            </InputGroup>
            <a
              className="btn btn-success mt-2"
              href={whatsAppHref(sent)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Enviar pelo WhatsApp
            </a>
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
