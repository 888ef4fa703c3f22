import type { AccessWorld, Credentials, MatrixRequest } from './access-fixtures';

/**
 * The columns of the matrix, in order:
 * - `M` merchant `a`, who owns the merchant rows the requests name;
 * - `m` merchant `b`, another merchant;
 * - `D` the consumer who owns the table (or the entry, order, unit) the request names;
 * - `G` a guest of `a`'s table, with its own order there;
 * - `d` a consumer seated at `b`, another consumer;
 * - `A` anonymous.
 */
export const ACTORS = ['M', 'm', 'D', 'G', 'd', 'A'] as const;

/** One column of the matrix. */
export type Actor = (typeof ACTORS)[number];

/**
 * The ids the calling actor would put in its own fields (`merchantId`, `consumerId`); none when anonymous.
 */
export interface Me {
  merchantId?: string;
  consumerId?: string;
}

/** Who plays `M`, `D` or `G` when fresh rows were made for a request (their owners). */
export type StandIns = Partial<Record<'M' | 'D' | 'G', Credentials & Me>>;

/** The state a row's setup made: anything, plus who plays the owners' columns on it. */
export interface Fresh {
  as?: StandIns;
}

/** Expected status per column, in {@link ACTORS} order. */
export type Expected = readonly [M: number, m: number, D: number, G: number, d: number, A: number];

/** One row: a route (`METHOD /path` as registered), how to build its request, the expected answers. */
export interface MatrixRow {
  route: string;
  /** What sets this row apart from another row of the same route. */
  variant?: string;
  expect: Expected;
  /**
   * Fresh rows for a call that uses them up: made once for all the refusals (which must change nothing),
   * which the first success then uses, and again before each further success.
   */
  setup?: (w: AccessWorld) => Promise<Fresh>;
  request: (w: AccessWorld, me: Me, fresh: Fresh) => Omit<MatrixRequest, 'method'>;
  /**
   * Ids in the request that name no row the caller must own (a public menu item, the members of a reorder
   * list, which are checked as a set): the unknown-id test (unknown-ids.test.ts) leaves them as they are.
   */
  openIds?: (w: AccessWorld, fresh: Fresh) => string[];
}

/** A row on the shared rows of the world. */
export function row(
  route: string,
  expect: Expected,
  request: (w: AccessWorld, me: Me) => Omit<MatrixRequest, 'method'>,
  variant?: string,
): MatrixRow {
  return { route, expect, request, ...(variant === undefined ? {} : { variant }) };
}

/** A row on fresh rows that `setup` makes (see {@link MatrixRow.setup}). */
export function fresh<S extends object>(
  route: string,
  expect: Expected,
  setup: (w: AccessWorld) => Promise<S>,
  request: (w: AccessWorld, me: Me, state: S) => Omit<MatrixRequest, 'method'>,
  variant?: string,
): MatrixRow {
  return {
    route,
    expect,
    setup: setup as unknown as NonNullable<MatrixRow['setup']>,
    request: request as unknown as MatrixRow['request'],
    ...(variant === undefined ? {} : { variant }),
  };
}

/** `matrixRow` with the ids its request carries that name no row the caller must own (see `openIds`). */
export function withOpenIds<S extends object>(
  matrixRow: MatrixRow,
  openIds: (w: AccessWorld, state: S) => string[],
): MatrixRow {
  return { ...matrixRow, openIds: openIds as unknown as NonNullable<MatrixRow['openIds']> };
}

/** Every actor gets `status`: a public route. */
export const open = (status: number): Expected => [status, status, status, status, status, status];

/** A merchant's route on `a`'s rows: another merchant `other` (403, or 406 on the catalog), consumers 401. */
export const merchantOnly = (status: number, other = 403): Expected => [status, other, 401, 401, 401, 401];

/**
 * A consumer's route on `D`'s rows: merchants 401 (no consumer session), other consumers and the guest 403.
 */
export const consumerOnly = (status: number): Expected => [401, 401, status, 403, 403, 401];
