import type { StaffRole } from '@suavez/shared/domain/staff';
import type { FastifyInstance } from 'fastify';

/** `Authorization: Basic` for a login. */
export function basicAuth(email: string, password: string): string {
  return `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`;
}

/**
 * Invites a person as `owner` (a bearer header), sets their password through the link and logs them in;
 * answers their id, e-mail and bearer header.
 */
export async function createStaffMember(
  app: FastifyInstance,
  owner: { authorization: string },
  role: Exclude<StaffRole, 'owner'>,
  password = 'senha-da-equipe-1',
): Promise<{ id: string; email: string; authorization: string }> {
  const email = `${role}-${Math.random().toString(36).slice(2, 10)}@equipe.com`;
  const invited = await app.inject({
    method: 'POST',
    url: '/api/merchant/staff',
    headers: { authorization: owner.authorization },
    payload: { name: `Pessoa ${role}`, email, role },
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.statusCode} ${invited.body}`);
  const token = new URL(invited.json().inviteUrl).searchParams.get('token');
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/account/invite',
    payload: { token, password },
  });
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers: { authorization: basicAuth(email, password) },
  });
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  return { id: invited.json().id, email, authorization: `Bearer ${login.json().accessToken}` };
}
