import { errorCodes } from '@suavez/shared/errors';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRoutedTestApp } from './access-app';
import { AccessWorld, type Credentials, nextAddress } from './access-fixtures';
import { matrixModules } from './access-matrix-all';
import { ACTORS, type Actor, type MatrixRow } from './access-matrix-rows';
import { isStreamUrl, sendToStream } from './access-stream';
import { fingerprintTables } from './bad-input-fingerprint';
import { type BaseRequest, badRequests } from './bad-input-requests';

// OWASP API8, ASVS V5 (docs/security.md#actors): every route of the real app, fed bad requests built from its
// own zod contracts around its owner's valid request, answers a 4xx with `{code, message}` in Portuguese,
// never a 5xx, and writes nothing. The routes come from the app's route table, so a new route is fed too.

const NUM_RUNS = 20;
// Every module's rows, as the access matrix reads them (a new module's rows are fed too).
const rows: MatrixRow[] = Object.values(matrixModules).flat();
// English words of a framework's default answer; our messages are Portuguese.
const ENGLISH = /\b(the|must|should|required|cannot|invalid|expected|unsupported|bad request|not found)\b/i;

const t = useRoutedTestApp();
let w: AccessWorld;

beforeAll(async () => {
  w = await new AccessWorld(t).build();
});

/** The owner's valid request of a route, from its first matrix row, with the state its setup made. */
async function baseRequestOf(route: string): Promise<BaseRequest> {
  const matrixRow = rows.find((r) => r.route === route);
  if (!matrixRow) throw new Error(`${route} has no row in the access matrix`);
  const state = matrixRow.setup ? await matrixRow.setup(w) : {};
  // A route no one may call on this server (the Pix webhook without its secret) is fed as anonymous.
  const owner: Actor =
    (['M', 'D', 'G', 'd', 'm', 'A'] as const).find(
      (actor) => (matrixRow.expect[ACTORS.indexOf(actor)] as number) < 400,
    ) ?? 'A';
  const world: Record<Actor, Credentials & { merchantId?: string; consumerId?: string }> = {
    M: w.a,
    m: w.b,
    D: w.table.owner,
    G: w.table.guest,
    d: w.elsewhere,
    A: {},
  };
  const caller =
    (owner === 'M' || owner === 'D' || owner === 'G' ? state.as?.[owner] : undefined) ?? world[owner];
  const request = matrixRow.request(
    w,
    { merchantId: caller.merchantId, consumerId: caller.consumerId },
    state,
  );
  const url = new URL(request.url, 'http://localhost');
  return {
    method: route.split(' ')[0] as string,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    payload: request.payload,
    headers: request.headers ?? {},
    credentials: owner === 'A' ? null : caller,
    needsCredentials: matrixRow.expect[ACTORS.indexOf('A')] === 401,
  };
}

/** Sends the owner's valid request as it is. */
async function sendBase(base: BaseRequest): Promise<void> {
  const query = new URLSearchParams(base.query as Record<string, string>).toString();
  await t.app.inject({
    method: base.method as 'GET',
    url: query ? `${base.path}?${query}` : base.path,
    headers: {
      ...base.headers,
      ...(base.credentials?.authorization ? { authorization: base.credentials.authorization } : {}),
    },
    cookies: base.credentials?.cookies ?? {},
    remoteAddress: nextAddress(),
  });
}

describe('bad input', () => {
  it('feeds every route of the app', async () => {
    const routes = t.routes.filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const route of routes) {
      const base = await baseRequestOf(route.key);
      // A read may keep a memo the same request then reuses (the Pix code's charge, docs/pix.md#charges):
      // the owner's own request runs once first, so only what a bad request adds is counted below.
      if (base.method === 'GET' && !isStreamUrl(base.path)) await sendBase(base);
      const before = await fingerprintTables(t.database.db);
      try {
        await fc.assert(
          fc.asyncProperty(badRequests(route, base), async (bad) => {
            // A live stream that is granted never ends: it is read over a socket (access-stream.ts).
            const res = isStreamUrl(bad.url)
              ? await sendToStream(t.app, bad)
              : await t.app.inject({
                  method: bad.method as 'GET',
                  url: bad.url,
                  headers: bad.headers,
                  cookies: bad.cookies,
                  remoteAddress: nextAddress(),
                  ...(bad.payload === undefined ? {} : { payload: bad.payload }),
                });
            const context = `${bad.what}: ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, context).toBeLessThan(500);
            if (bad.mustRefuse) expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
            if (res.statusCode >= 400) {
              expect(res.headers['content-type'], context).toMatch(/^application\/json/);
              const body = res.json() as { code?: unknown; message?: unknown };
              expect(errorCodes, context).toContain(body.code);
              expect(typeof body.message === 'string' && body.message.length > 0, context).toBe(true);
              expect(String(body.message), context).not.toMatch(ENGLISH);
            }
          }),
          { numRuns: NUM_RUNS, endOnFailure: true },
        );
      } catch (error) {
        const lines = (error as Error).message.split('\n');
        const useful = lines.filter((line) => /Counterexample|Got error|expected|Error:/.test(line));
        failures.push(`${route.key}: ${(useful.length ? useful : lines).slice(0, 6).join('\n')}`);
      }
      const after = await fingerprintTables(t.database.db);
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
        failures.push(`${route.key}: bad requests wrote to ${changed.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
