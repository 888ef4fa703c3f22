import type { Db } from './client';

const statementsByDb = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query built once per database handle and reused (the consumers' polls:
 * docs/architecture.md#how-a-request-flows). Drizzle then skips rebuilding the SQL on every call (a fifth of
 * the server's time under load), and node-postgres sends a named statement that each pooled connection parses
 * and plans once. Keyed by handle, so a transaction's handle gets its own statements and never leaks one to
 * another transaction.
 */
export function preparedOnce<T>(db: Db, name: string, build: () => T): T {
  let statements = statementsByDb.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDb.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (!statement) {
    statement = build();
    statements.set(name, statement);
  }
  return statement;
}
