import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { acquireDataDirLock, DataDirInUseError, openDatabase } from '#api/db/client';
import { migrateDatabase } from '#api/db/migrate';

// `db:migrate`, `db:backup FILE`, `db:restore FILE` (README.md#other-commands). They open the database
// themselves (restore must not open the folder it replaces), so admin.ts runs them before its own open.

/** A database command and its arguments. */
export type DbCommand =
  | { name: 'db:migrate' }
  | { name: 'db:backup'; file: string; force: boolean }
  | { name: 'db:restore'; file: string; force: boolean };

/** Which database: the server's variables. */
export interface DbTarget {
  databaseUrl: string | undefined;
  dataDir: string;
}

/** Where a command writes (stdout stays empty: these commands print nothing a program reads). */
export interface DbCommandIo {
  stderr: { write(chunk: string): unknown };
}

/** A refusal that says what to do; exit code 1. */
export class DbCommandRefusal extends Error {}

/** The tools PostgreSQL ships for the same job, with the file given: the admin command prints them. */
export function postgresCommandFor(command: Exclude<DbCommand, { name: 'db:migrate' }>): string {
  const file = `'${command.file.replaceAll("'", "'\\''")}'`;
  return command.name === 'db:backup'
    ? `pg_dump --format=custom --no-owner --file=${file} "$DATABASE_URL"`
    : `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${file}`;
}

/** Runs one database command; answers its exit code (0 done, 1 refused). */
export async function runDbCommand(command: DbCommand, target: DbTarget, io: DbCommandIo): Promise<number> {
  try {
    switch (command.name) {
      case 'db:migrate':
        await migrate(target, io);
        return 0;
      case 'db:backup':
        await backup(command, target, io);
        return 0;
      case 'db:restore':
        await restore(command, target, io);
        return 0;
    }
  } catch (error) {
    // In use: the server (or another command) holds the PGlite folder; the message says to stop it.
    if (!(error instanceof DbCommandRefusal || error instanceof DataDirInUseError)) throw error;
    io.stderr.write(`${error.message}\n`);
    return 1;
  }
}

async function migrate(target: DbTarget, io: DbCommandIo): Promise<void> {
  const database = await openDatabase({
    databaseUrl: target.databaseUrl,
    dataDir: target.dataDir,
    poolSize: 1,
  });
  try {
    // On PostgreSQL under the advisory lock of db/migrate.ts: safe beside servers starting at once.
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
  io.stderr.write(
    `Migrações aplicadas (banco: ${database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}).\n`,
  );
}

/** The PGlite files of a data folder (DATA_DIR/pglite), as client.ts keeps them. */
const pgliteFolderOf = (dataDir: string) => join(dataDir, 'pglite');

const hasDatabase = (dataDir: string) =>
  existsSync(pgliteFolderOf(dataDir)) && readdirSync(pgliteFolderOf(dataDir)).length > 0;

function refuseOnPostgres(command: Exclude<DbCommand, { name: 'db:migrate' }>, target: DbTarget): void {
  if (!target.databaseUrl) return;
  const tool = command.name === 'db:backup' ? 'pg_dump' : 'pg_restore';
  throw new DbCommandRefusal(
    `Com DATABASE_URL (PostgreSQL), use o ${tool} do próprio PostgreSQL, na mesma versão do servidor:\n  ${postgresCommandFor(command)}`,
  );
}

async function backup(
  command: Extract<DbCommand, { name: 'db:backup' }>,
  target: DbTarget,
  io: DbCommandIo,
): Promise<void> {
  refuseOnPostgres(command, target);
  if (!hasDatabase(target.dataDir)) {
    throw new DbCommandRefusal(`Não há banco em ${target.dataDir} para copiar.`);
  }
  const file = resolve(command.file);
  if (existsSync(file) && !command.force) {
    throw new DbCommandRefusal(`${file} já existe: escolha outro nome ou use --force para substituí-lo.`);
  }
  // Opening takes the folder's lock: no server writes while the copy is made.
  const database = await openDatabase({ dataDir: target.dataDir });
  let dump: Blob;
  try {
    dump = (await database.pglite?.dumpDataDir('gzip')) as Blob;
  } finally {
    await database.close();
  }
  // Written beside, then renamed: an interrupted copy never leaves a truncated file under the name asked.
  writeFileSync(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
  renameSync(`${file}.partial`, file);
  io.stderr.write(`Cópia de ${target.dataDir} salva em ${file} (${Math.ceil(dump.size / 1024)} KB).\n`);
}

async function restore(
  command: Extract<DbCommand, { name: 'db:restore' }>,
  target: DbTarget,
  io: DbCommandIo,
): Promise<void> {
  refuseOnPostgres(command, target);
  const file = resolve(command.file);
  if (!existsSync(file)) throw new DbCommandRefusal(`Arquivo não encontrado: ${file}`);
  // The folder's lock first: while a server runs on it, nothing else is worth saying.
  mkdirSync(target.dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(target.dataDir);
  try {
    const dump = new Blob([readFileSync(file)]);
    // Read in memory first: a file that is not a SuaVez copy is refused before the folder is touched.
    await assertSuaVezBackup(dump, file);
    let keptAt: string | undefined;
    if (hasDatabase(target.dataDir)) {
      if (!command.force) {
        throw new DbCommandRefusal(
          `${target.dataDir} já tem um banco: use --force para substituí-lo (o atual é guardado ao lado).`,
        );
      }
      // Moved aside, never deleted: a restore of the wrong file can be undone by hand.
      keptAt = `${pgliteFolderOf(target.dataDir)}.antes-de-restaurar-${Date.now()}`;
      renameSync(pgliteFolderOf(target.dataDir), keptAt);
    }
    try {
      const database = await openDatabase({ dataDir: target.dataDir, loadDataDir: dump });
      await database.close();
    } catch (error) {
      // Half-written: put the previous database back where it was.
      if (keptAt) {
        rmSync(pgliteFolderOf(target.dataDir), { recursive: true, force: true });
        renameSync(keptAt, pgliteFolderOf(target.dataDir));
      }
      throw error;
    }
    io.stderr.write(
      `Banco restaurado de ${file} em ${target.dataDir}.${keptAt ? ` O anterior foi guardado em ${keptAt}.` : ''}\n`,
    );
  } finally {
    releaseLock();
  }
}

async function assertSuaVezBackup(dump: Blob, file: string): Promise<void> {
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    database = await openDatabase({ loadDataDir: dump });
    await database.db.execute(sql`select 1 from drizzle.__drizzle_migrations limit 1`);
  } catch {
    throw new DbCommandRefusal(`${file} não é uma cópia de banco do SuaVez (npm run admin -- db:backup).`);
  } finally {
    await database?.close().catch(() => {});
  }
}
