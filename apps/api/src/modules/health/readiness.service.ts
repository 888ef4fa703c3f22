import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReadyResponse } from '@suavez/shared/contracts/health.contract';
import type { Db } from '#api/db/client';
import { migrationsFolder } from '#api/db/migrate';
import { findLastAppliedMigrationAt, pingDatabase } from './health.repository';

/** When the newest committed migration was generated: the last entry of drizzle's journal. */
export function readLatestMigrationAt(folder: string = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether this process should get traffic (`GET /ready`): not draining, the database answers, and its
 * migrations reach the newest one this code was built with (a process of a newer release started against
 * a database not yet migrated is not ready).
 */
export async function checkReadiness(options: {
  db: Db;
  isDraining: boolean;
  latestMigrationAt: number;
}): Promise<ReadyResponse> {
  if (options.isDraining) {
    return { status: 'draining', message: 'Servidor encerrando: tente outro ou aguarde um instante.' };
  }
  let appliedAt: number | null;
  try {
    await pingDatabase(options.db);
    appliedAt = await findLastAppliedMigrationAt(options.db);
  } catch {
    return { status: 'database_unreachable', message: 'Banco de dados indisponível.' };
  }
  if (appliedAt === null || appliedAt < options.latestMigrationAt) {
    return {
      status: 'migrations_pending',
      message: 'Migrações do banco pendentes: rode npm run db:migrate.',
    };
  }
  return { status: 'ready' };
}
