import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '#api/db/schema/audit.schema';
import { useRoutedTestApp } from './access-app';
import { AccessWorld, send } from './access-fixtures';
import { callerOf, matrixModules as modules } from './access-matrix-all';
import { rolesByRoute } from './access-matrix-roles';
import { ACTORS, type Fresh, type Me } from './access-matrix-rows';

// OWASP API1/API5: every route of the real app × every kind of caller, with the answer
// docs/access.md#actors gives. A route the matrix does not list fails the first test, so a new route must say
// who may call it before it can ship.

const allRows = Object.values(modules).flat();

const t = useRoutedTestApp();
let w: AccessWorld;

beforeAll(async () => {
  w = await new AccessWorld(t).build();
});

/** Merchant calls about one's own session or login, not the restaurant: logging out, the confirmation e-mail. */
const ownAccountRoutes = new Set(['POST /api/account/logout', 'POST /api/merchant/email/resend']);

/**
 * A merchant call that changes something: each success records at least one audit row for the caller's
 * restaurant, and each refusal none (docs/audit.md). Calls about one's own account are not actions.
 */
const isAuditedRoute = (route: string): boolean =>
  !route.startsWith('GET ') && route in rolesByRoute && !ownAccountRoutes.has(route);

/** How many audit rows a restaurant has. */
async function auditCountOf(merchantId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditEntries)
    .where(eq(auditEntries.merchantId, merchantId));
  return Number(row?.count ?? 0);
}

/** The routes the matrix must cover: everything under /api (HEAD runs the GET handler of its path). */
function routesUnderApi(): string[] {
  return t.routes.filter((route) => route.url.startsWith('/api')).map((route) => route.key);
}

describe('route table', () => {
  it('has a matrix row for every route under /api, and no row for a route that does not exist', () => {
    const covered = new Set(allRows.map((r) => r.route));
    const routes = routesUnderApi();
    const missing = routes.filter((key) => {
      if (covered.has(key)) return false;
      const [method, url = ''] = key.split(' ');
      return !(
        method === 'HEAD' &&
        (covered.has(`GET ${url}`) || covered.has(`GET ${url.replace(/\/$/, '')}`))
      );
    });
    expect(missing).toEqual([]);
    expect([...covered].filter((key) => !routes.includes(key))).toEqual([]);
    // The dev SMS outbox exists outside production, so it is in this table.
    expect(routes).toContain('GET /api/dev/sms');
  });
});

for (const [name, rows] of Object.entries(modules)) {
  describe(`access matrix: ${name}`, () => {
    for (const matrixRow of rows) {
      const title = matrixRow.variant ? `${matrixRow.route} (${matrixRow.variant})` : matrixRow.route;
      it(title, async () => {
        const method = matrixRow.route.split(' ')[0] as string;
        // Refusals first, all on one state they must leave untouched; the first success then uses that very
        // state (so the refusals were about access, not about the request), each further success a new one.
        const cells = ACTORS.map((actor, index) => ({ actor, status: matrixRow.expect[index] as number }));
        const ordered = [...cells.filter((c) => c.status >= 300), ...cells.filter((c) => c.status < 300)];
        const setup = async (): Promise<Fresh> => (matrixRow.setup ? matrixRow.setup(w) : {});
        let state = await setup();
        let hasSucceeded = false;
        const answers: Record<string, number> = {};
        for (const { actor, status } of ordered) {
          if (status < 300) {
            if (hasSucceeded) state = await setup();
            hasSucceeded = true;
          }
          const caller = callerOf(w, actor, state);
          const me: Me = { merchantId: caller?.merchantId, consumerId: caller?.consumerId };
          const audits = isAuditedRoute(matrixRow.route) && caller?.authorization && me.merchantId;
          const auditsBefore = audits ? await auditCountOf(me.merchantId as string) : 0;
          const res = await send(t, caller, { method, ...matrixRow.request(w, me, state) });
          answers[actor] = res.statusCode;
          if (audits) {
            const auditsAfter = await auditCountOf(me.merchantId as string);
            if (res.statusCode < 300)
              expect(auditsAfter, `${actor}: no audit row`).toBeGreaterThan(auditsBefore);
            else expect(auditsAfter, `${actor}: audit row for a refusal`).toBe(auditsBefore);
          }
          if (res.statusCode >= 400) {
            // Every refusal is the error handler's: a code and a pt-BR message, never a stack.
            expect(res.json(), `${actor}: ${res.body}`).toMatchObject({
              code: expect.any(String),
              message: expect.any(String),
            });
          }
        }
        expect(answers).toEqual(Object.fromEntries(cells.map((c) => [c.actor, c.status])));
      });
    }
  });
}
