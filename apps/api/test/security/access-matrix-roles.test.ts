import type { StaffRole } from '@suavez/shared/domain/staff';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertMerchantUserRow } from '#test/fixture-rows';
import { signMerchantBearer } from '#test/fixtures';
import { useRoutedTestApp } from './access-app';
import { AccessWorld, type Credentials, send } from './access-fixtures';
import { matrixModules } from './access-matrix-all';
import { rolesByRoute, STAFF_ACTORS, type StaffActor } from './access-matrix-roles';
import type { Fresh, MatrixRow, Me } from './access-matrix-rows';

// docs/access.md#staff-roles: every merchant route of the real app × every staff role. A person of the same
// restaurant whose role may make the call gets the owner's answer on the same request; any other role gets
// 403, and the refusal changes nothing (the first success then runs on that very state, as in the matrix).

const t = useRoutedTestApp();
let w: AccessWorld;
const staffTokens = new Map<string, Credentials & Me>();

beforeAll(async () => {
  w = await new AccessWorld(t).build();
});

/** A person of `merchantId` with `role` and a valid token (one per restaurant and role). */
async function staffOf(merchantId: string, role: StaffRole): Promise<Credentials & Me> {
  const key = `${merchantId}/${role}`;
  const known = staffTokens.get(key);
  if (known) return known;
  const userId = await insertMerchantUserRow(t.database.db, {
    merchantId,
    email: `${role}-${merchantId.slice(0, 8)}@equipe.com`,
    passwordHash: 'x',
    role,
    name: role,
  });
  const caller = { authorization: await signMerchantBearer(t.app, { merchantId, userId, role }), merchantId };
  staffTokens.set(key, caller);
  return caller;
}

const merchantRoutes = () =>
  t.routes.filter((r) => r.isMerchantRoute && r.method !== 'HEAD').map((r) => r.key);

describe('roles table', () => {
  it('says which roles may call every merchant route, and names no other route', () => {
    const routes = merchantRoutes();
    expect(routes.filter((key) => !(key in rolesByRoute))).toEqual([]);
    expect(Object.keys(rolesByRoute).filter((key) => !routes.includes(key))).toEqual([]);
  });
});

/** Whether a matrix row names a merchant route and sends its caller's token (login and logout send their own). */
const isRoleRow = (matrixRow: MatrixRow): boolean =>
  matrixRow.route in rolesByRoute && (matrixRow.expect[0] as number) !== 401;

for (const [name, rows] of Object.entries(matrixModules)) {
  const roleRows = rows.filter(isRoleRow);
  if (roleRows.length === 0) continue;
  describe(`roles: ${name}`, () => {
    for (const matrixRow of roleRows) {
      const title = matrixRow.variant ? `${matrixRow.route} (${matrixRow.variant})` : matrixRow.route;
      it(title, async () => {
        const method = matrixRow.route.split(' ')[0] as string;
        const allowed = rolesByRoute[matrixRow.route] ?? [];
        const ownerStatus = matrixRow.expect[0] as number;
        const cells = STAFF_ACTORS.map((role) => ({
          role,
          status: allowed.includes(role) ? ownerStatus : 403,
        }));
        const ordered = [...cells.filter((c) => c.status >= 300), ...cells.filter((c) => c.status < 300)];
        const setup = async (): Promise<Fresh> => (matrixRow.setup ? matrixRow.setup(w) : {});
        let state = await setup();
        let hasSucceeded = false;
        const answers: Partial<Record<StaffActor, number>> = {};
        for (const { role, status } of ordered) {
          if (status < 300) {
            if (hasSucceeded) state = await setup();
            hasSucceeded = true;
          }
          // The restaurant the row's requests name: a fresh one when the row made it, else `a`.
          const merchantId = state.as?.M?.merchantId ?? w.a.merchantId;
          const caller = await staffOf(merchantId, role);
          const request = matrixRow.request(w, { merchantId, consumerId: undefined }, state);
          // Login and logout carry their own credentials: their staff case is in staff.test.ts.
          if (request.headers?.authorization) return;
          const res = await send(t, caller, { method, ...request });
          answers[role] = res.statusCode;
          if (res.statusCode === 403) expect(res.json().code, `${role}: ${res.body}`).toBe('FORBIDDEN');
        }
        expect(answers).toEqual(Object.fromEntries(cells.map((c) => [c.role, c.status])));
      });
    }
  });
}
