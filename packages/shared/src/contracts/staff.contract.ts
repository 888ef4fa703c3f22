import { z } from 'zod';
import {
  merchantEmailSchema,
  merchantPasswordSchema,
  oneTimeTokenSchema,
} from '../domain/merchant-credentials.schema';
import { refuseUnsafeText } from '../domain/safe-text.schema';
import { invitableStaffRoles, staffRoles } from '../domain/staff';

// Messages end without a period: the server's validation answer appends one.

/** A role as the API speaks it. */
export const staffRoleSchema = z.enum(staffRoles, { error: 'Função inválida' });

/** A role the owner may give: every role but `owner`. */
export const invitableStaffRoleSchema = z.enum(invitableStaffRoles, {
  error: 'Escolha a função: recepção, garçom ou cozinha',
});

/** One person of the restaurant's staff, as `GET /merchant/staff` lists them. */
export const staffMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  /** False while the invite is not used yet (no password set). */
  active: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** `GET /merchant/staff`: the owner and every person invited, the owner first. */
export const staffListSchema = z.array(staffMemberSchema);
export type StaffList = z.infer<typeof staffListSchema>;

/** `POST /merchant/staff`: invite a person. */
export const staffInviteBodySchema = z.object({
  name: refuseUnsafeText(
    z
      .string({ error: 'Informe o nome' })
      .trim()
      .min(1, { error: 'Informe o nome' })
      .max(80, { error: 'O nome deve ter até 80 caracteres' }),
    'O nome',
  ),
  email: merchantEmailSchema,
  role: invitableStaffRoleSchema,
});
export type StaffInviteBody = z.infer<typeof staffInviteBodySchema>;

/** `POST /merchant/staff` → 201: the new person's id and the one-time link to send them (48 h). */
export const staffInviteResponseSchema = z.object({
  id: z.uuid(),
  inviteUrl: z.string(),
  expiresAt: z.iso.datetime(),
});
export type StaffInviteResponse = z.infer<typeof staffInviteResponseSchema>;

/** `PATCH /merchant/staff/{id}` and `DELETE /merchant/staff/{id}`: the person, by id. */
export const staffParamsSchema = z.object({ id: z.uuid({ error: 'Identificador da pessoa inválido' }) });

/** `PATCH /merchant/staff/{id}`: the new role (the person's sessions end: they log in again). */
export const staffRoleBodySchema = z.object({ role: invitableStaffRoleSchema });

/** `POST /account/invite`: the invite's one-time token and the password the person chooses. */
export const acceptInviteBodySchema = z.object({
  token: oneTimeTokenSchema('Convite inválido ou expirado'),
  password: merchantPasswordSchema,
});
export type AcceptInviteBody = z.infer<typeof acceptInviteBodySchema>;

/** `POST /account/invite` → 200: the e-mail to log in with. */
export const acceptInviteResponseSchema = z.object({ email: z.string() });
export type AcceptInviteResponse = z.infer<typeof acceptInviteResponseSchema>;
