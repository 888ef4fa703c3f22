import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { isProcessAlive } from '#api/lib/process-alive';

/** The Drizzle handle every repository takes: a database or a transaction of either engine. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** An open database: the Drizzle handle, which engine it is, and how to close it. */
export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw PGlite instance (embedded only): used for LISTEN/NOTIFY and data dumps. */
  pglite?: PGlite;
  /** Raw pool (PostgreSQL only). */
  pool?: pg.Pool;
  /** The connection URL (PostgreSQL only), for child processes that must reach the same database. */
  url?: string;
  close(): Promise<void>;
}

/** Where and how to open the database. */
export interface DatabaseOptions {
  /** A postgres:// URL: use a real PostgreSQL server. */
  databaseUrl?: string | undefined;
  /** Folder for PGlite files; unset (and no URL) means an in-memory PGlite. */
  dataDir?: string | undefined;
  /** A PGlite data dump to start from (tests clone one migrated instance this way). */
  loadDataDir?: Blob | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
}

/** Raised when another process holds the PGlite data folder. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `A pasta de dados ${dataDir} está em uso pelo processo ${pid}. O PGlite aceita um processo por vez: pare o servidor e tente de novo.`,
    );
  }
}

/** Opens PostgreSQL when a URL is given, else PGlite (in `dataDir`, or in memory). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  let isClosing = false;
  // An idle connection can die (server restart, failover, a forced drop): the pool discards it and opens
  // another on demand. Without a listener the 'error' event would crash the whole process.
  pool.on('error', (error) => {
    if (!isClosing)
      console.error(`PostgreSQL: conexão ociosa perdida (${error.message}); o pool abrirá outra.`);
  });
  // Fail at start, not on the first request, when the server is unreachable.
  const client = await pool.connect();
  client.release();
  const db = drizzleNodePg(pool) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    url,
    close: async () => {
      isClosing = true;
      await pool.end();
    },
  };
}

async function openPglite(options: DatabaseOptions): Promise<Database> {
  let releaseLock = () => {};
  let dataDir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = join(options.dataDir, 'pglite');
    releaseLock = acquireDataDirLock(options.dataDir);
  }
  try {
    const pglite = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const db = drizzlePglite(pglite) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      pglite,
      close: async () => {
        await pglite.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/**
 * PGlite is one process per data folder: a second process would corrupt it. A lock file with the
 * owner's pid guards it; a lock left by a dead process is taken over.
 */
export function acquireDataDirLock(folder: string): () => void {
  const lockPath = join(folder, 'suavez.lock');
  try {
    writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
  } catch {
    const pid = Number(readFileSync(lockPath, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isProcessAlive(pid)) {
      throw new DataDirInUseError(folder, pid);
    }
    writeFileSync(lockPath, String(process.pid));
  }
  return () => rmSync(lockPath, { force: true });
}
