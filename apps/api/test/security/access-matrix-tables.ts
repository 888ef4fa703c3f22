import { randomInt } from 'node:crypto';
import { type AccessWorld, send } from './access-fixtures';
import { fresh, type MatrixRow, row } from './access-matrix-rows';

/** A label no earlier row used: letters only, so an import range can put numbers after it. */
const freshLabel = () => Array.from({ length: 7 }, () => String.fromCharCode(97 + randomInt(26))).join('');

/** A fresh table of `a`: its id. */
const freshTable = async (w: AccessWorld) => {
  const res = await send(w.t, w.a, {
    method: 'POST',
    url: '/api/merchant/tables',
    payload: { label: freshLabel(), seats: 4 },
  });
  if (res.statusCode !== 201) throw new Error(`no table: ${res.body}`);
  return { id: res.json().id as string };
};

/**
 * The restaurant's tables (docs/tables.md): each merchant reads and writes its own (another merchant's table
 * by id: 403); the host and the waiter read them, only the owner writes.
 */
export const tablesRows: MatrixRow[] = [
  row('GET /api/merchant/tables', [200, 200, 401, 401, 401, 401], () => ({ url: '/api/merchant/tables' })),
  row('POST /api/merchant/tables', [201, 201, 401, 401, 401, 401], () => ({
    url: '/api/merchant/tables',
    payload: { label: freshLabel(), seats: 2, area: 'Varanda' },
  })),
  row('POST /api/merchant/tables/import', [201, 201, 401, 401, 401, 401], () => ({
    url: '/api/merchant/tables/import',
    payload: { text: `Mesa ${freshLabel()}1..2, 4 lugares` },
  })),
  fresh('PATCH /api/merchant/tables/:id', [200, 403, 401, 401, 401, 401], freshTable, (_w, _me, s) => ({
    url: `/api/merchant/tables/${s.id}`,
    payload: { seats: 6 },
  })),
  fresh('DELETE /api/merchant/tables/:id', [204, 403, 401, 401, 401, 401], freshTable, (_w, _me, s) => ({
    url: `/api/merchant/tables/${s.id}`,
  })),
];
