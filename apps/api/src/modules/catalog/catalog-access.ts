import { AppError } from '#api/lib/app-error';

/**
 * Throws CATALOG_FORBIDDEN (406, as the specification's client expects) unless the row exists and belongs
 * to the merchant. An unknown id and another merchant's id answer the same, so nothing reveals which exists.
 */
export function assertCatalogRowOwnedBy<Row extends { merchantId: string }>(
  row: Row | undefined,
  merchantId: string,
): asserts row is Row {
  if (!row || row.merchantId !== merchantId) throw new AppError('CATALOG_FORBIDDEN');
}

/** Throws VALIDATION_FAILED unless `ids` lists every id of `current` exactly once. */
export function assertSameIdSet(ids: readonly string[], current: readonly string[], message: string): void {
  const given = new Set(ids);
  const isSame =
    given.size === ids.length && given.size === current.length && current.every((id) => given.has(id));
  if (!isSame) throw new AppError('VALIDATION_FAILED', message);
}
