import { AppError } from './app-error';

/**
 * The row an id names, when the caller may touch it; otherwise `code` (403, or 406 on the catalog calls),
 * whether the row is someone else's or does not exist at all. Answering 404 for an unknown id and 403 for
 * another's would tell a signed-in caller which ids exist (docs/access.md#unknown-ids).
 */
export function ownedRow<Row>(
  row: Row | null | undefined,
  isCallers: (row: Row) => boolean,
  code: 'FORBIDDEN' | 'CATALOG_FORBIDDEN' = 'FORBIDDEN',
): Row {
  if (!row || !isCallers(row)) throw new AppError(code);
  return row;
}
