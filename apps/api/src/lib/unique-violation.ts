/**
 * The name of the unique constraint or index a query broke (PostgreSQL code 23505), looking through the
 * driver's and the ORM's wrappers; undefined when the error is not a unique violation. PostgreSQL and
 * PGlite both report the name (`constraint`); the message is the fallback.
 */
export function findUniqueViolation(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const details = current as Error & { code?: unknown; constraint?: unknown };
    if (details.code === '23505') {
      if (typeof details.constraint === 'string') return details.constraint;
      return /"([^"]+)"/.exec(current.message)?.[1] ?? '';
    }
  }
  return undefined;
}
