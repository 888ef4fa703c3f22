import { randomUUID } from 'node:crypto';
import { type AccessWorld, send } from './access-fixtures';
import { fresh, type MatrixRow, open, row } from './access-matrix-rows';

/** A fresh person invited to `a` (not yet accepted): their id and the invite's token. */
const freshInvite = async (w: AccessWorld) => {
  const res = await send(w.t, w.a, {
    method: 'POST',
    url: '/api/merchant/staff',
    payload: {
      name: 'Pessoa da Matriz',
      email: `matriz-${randomUUID().slice(0, 8)}@equipe.com`,
      role: 'waiter',
    },
  });
  if (res.statusCode !== 201) throw new Error(`not invited: ${res.body}`);
  const { id, inviteUrl } = res.json();
  return { id: id as string, token: new URL(inviteUrl).searchParams.get('token') as string };
};

/**
 * Staff accounts (docs/access.md#staff-roles): each merchant's owner manages its own people (another
 * merchant's person: 403); the invite's token is the credential of `POST /account/invite`.
 */
export const staffRows: MatrixRow[] = [
  row('GET /api/merchant/staff', [200, 200, 401, 401, 401, 401], () => ({ url: '/api/merchant/staff' })),
  row('POST /api/merchant/staff', [201, 201, 401, 401, 401, 401], () => ({
    url: '/api/merchant/staff',
    payload: { name: 'Nova pessoa', email: `nova-${randomUUID().slice(0, 8)}@equipe.com`, role: 'kitchen' },
  })),
  fresh('PATCH /api/merchant/staff/:id', [200, 403, 401, 401, 401, 401], freshInvite, (_w, _me, s) => ({
    url: `/api/merchant/staff/${s.id}`,
    payload: { role: 'host' },
  })),
  fresh('DELETE /api/merchant/staff/:id', [204, 403, 401, 401, 401, 401], freshInvite, (_w, _me, s) => ({
    url: `/api/merchant/staff/${s.id}`,
  })),
  // The audit trail (docs/audit.md): each owner reads their own restaurant's day.
  row('GET /api/merchant/audit', [200, 200, 401, 401, 401, 401], () => ({
    url: '/api/merchant/audit?day=2026-01-15',
  })),
  // The home's setup checklist (docs/screens.md#setup-checklist): each owner their own restaurant's.
  row('GET /api/merchant/setup', [200, 403, 401, 401, 401, 401], (w) => ({
    url: `/api/merchant/setup?merchantId=${w.a.merchantId}`,
  })),
  row('POST /api/merchant/qr/printed', [204, 403, 401, 401, 401, 401], (w) => ({
    url: `/api/merchant/qr/printed?merchantId=${w.a.merchantId}`,
  })),
  // Whoever holds the link sets the password, once.
  fresh('POST /api/account/invite', open(200), freshInvite, (_w, _me, s) => ({
    url: '/api/account/invite',
    payload: { token: s.token, password: 'senha-da-equipe-1' },
  })),
];
