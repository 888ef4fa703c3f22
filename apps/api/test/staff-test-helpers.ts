import type { StaffRole } from '@suavez/shared/domain/staff';
import type { FastifyInstance } from 'fastify';
import { postLogin } from './account-test-helpers';

/** A person of the staff, logged in: their user id, e-mail and bearer header. */
export interface StaffLogin {
  id: string;
  email: string;
  authorization: string;
}

/**
 * The staff login of the tests: `owner` (a bearer header) invites a person with `role`, the person sets
 * `password` through the invite link and logs in, all through the API (docs/access.md#staff-roles).
 */
export async function createStaffLogin(
  app: FastifyInstance,
  owner: { authorization: string },
  role: Exclude<StaffRole, 'owner'>,
  password = 'senha-da-equipe-1',
): Promise<StaffLogin> {
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
  const login = await postLogin({ app }, email, password);
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  return { id: invited.json().id, email, authorization: `Bearer ${login.json().accessToken}` };
}
