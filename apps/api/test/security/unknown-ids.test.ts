import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useRoutedTestApp } from './access-app';
import { AccessWorld, type MatrixRequest, send } from './access-fixtures';
import { callerOf, matrixModules } from './access-matrix-all';
import { ACTORS, type Actor, type Fresh, type MatrixRow } from './access-matrix-rows';

// docs/access.md#unknown-ids: valid credentials on someone else's rows answer 403 (406 on the catalog calls),
// and neither answer reveals whether the row exists. For every row of the access matrix where an owner
// succeeds and another caller of the same kind is refused, each id the request carries is swapped for one
// that exists nowhere and sent by the owner: the answer must be exactly the one the other caller gets.
// Generated from the matrix, so a new route is covered as soon as it has its row.

/** Owner and the other caller of the same kind: merchant `a` and `b`; the table's owner or guest and `d`. */
const PAIRS: ReadonlyArray<readonly [owner: Actor, other: Actor]> = [
  ['M', 'm'],
  ['D', 'd'],
  ['G', 'd'],
];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

const t = useRoutedTestApp();
let w: AccessWorld;
let checked = 0;

beforeAll(async () => {
  w = await new AccessWorld(t).build();
});

type Request = Omit<MatrixRequest, 'method'>;

/** `request` with every occurrence of each key of `swaps` replaced by its value, in the URL and the body. */
function swapIds(request: Request, swaps: Map<string, string>): Request {
  const swap = (text: string) => text.replace(UUID, (id) => swaps.get(id.toLowerCase()) ?? id);
  return {
    ...request,
    url: swap(request.url),
    ...(request.payload === undefined ? {} : { payload: JSON.parse(swap(JSON.stringify(request.payload))) }),
  };
}

function idsIn(request: Request): string[] {
  const text = `${request.url} ${JSON.stringify(request.payload ?? null)}`;
  return [...new Set([...text.matchAll(UUID)].map((match) => match[0].toLowerCase()))];
}

const answerOf = (res: { statusCode: number; json: () => unknown }) => ({
  status: res.statusCode,
  body: res.json(),
});

async function checkRow(matrixRow: MatrixRow, owner: Actor, other: Actor): Promise<void> {
  const method = matrixRow.route.split(' ')[0] as string;
  // Every request below is refused, so one state serves them all.
  const state: Fresh = matrixRow.setup ? await matrixRow.setup(w) : {};
  const ownerCaller = callerOf(w, owner, state);
  const otherCaller = callerOf(w, other, state);
  if (!ownerCaller || !otherCaller) throw new Error(`no caller for ${owner}/${other}`);
  const ownerRequest = matrixRow.request(
    w,
    { merchantId: ownerCaller.merchantId, consumerId: ownerCaller.consumerId },
    state,
  );
  // The caller's own merchant and consumer ids are claims of identity, not rows: naming another one is the
  // matrix's 'another merchant/consumer' cell. The other caller names itself in them, so its refusal is about
  // the rows the request names, as the owner's answer on an unknown row must be.
  const identities = new Map<string, string>();
  if (ownerCaller.merchantId && otherCaller.merchantId) {
    identities.set(ownerCaller.merchantId.toLowerCase(), otherCaller.merchantId);
  }
  if (ownerCaller.consumerId && otherCaller.consumerId) {
    identities.set(ownerCaller.consumerId.toLowerCase(), otherCaller.consumerId);
  }
  const open = new Set((matrixRow.openIds?.(w, state) ?? []).map((id) => id.toLowerCase()));
  const rowIds = idsIn(ownerRequest).filter((id) => !identities.has(id) && !open.has(id));
  if (rowIds.length === 0) return;
  const expected = answerOf(await send(t, otherCaller, { method, ...swapIds(ownerRequest, identities) }));
  expect(
    expected.status,
    `${other} is refused on ${owner}'s rows: ${JSON.stringify(expected.body)}`,
  ).toBeOneOf([403, 404, 406]);
  for (const id of rowIds) {
    const unknown = swapIds(ownerRequest, new Map([[id, randomUUID()]]));
    const res = await send(t, ownerCaller, { method, ...unknown });
    expect(answerOf(res), `${owner} ${method} ${unknown.url} (unknown ${id})`).toEqual(expected);
    checked += 1;
  }
}

/** The (owner, other) pairs of a row: an owner succeeds where the other is refused on the rows. */
function pairsOf(matrixRow: MatrixRow): (typeof PAIRS)[number][] {
  const statusOf = (actor: Actor) => matrixRow.expect[ACTORS.indexOf(actor)] as number;
  // 401 is about credentials, not rows; a public route keeps nothing from anyone.
  return PAIRS.filter(
    ([owner, other]) => statusOf(owner) < 300 && statusOf(other) >= 400 && statusOf(other) !== 401,
  );
}

for (const [name, rows] of Object.entries(matrixModules)) {
  const cases = rows.flatMap((matrixRow) => pairsOf(matrixRow).map((pair) => ({ matrixRow, pair })));
  if (cases.length === 0) continue;
  describe(`unknown ids: ${name}`, () => {
    for (const { matrixRow, pair } of cases) {
      const [owner, other] = pair;
      const title = `${matrixRow.route}${matrixRow.variant ? ` (${matrixRow.variant})` : ''}: ${owner} as ${other}`;
      it(title, () => checkRow(matrixRow, owner, other));
    }
  });
}

describe('unknown ids: coverage', () => {
  it('swapped the ids of the routes that name rows', () => {
    // A floor, not a count: it fails if the ids stop being found (a changed id format, a broken filter).
    expect(checked).toBeGreaterThanOrEqual(25);
  });
});
