import { escapeControlCharacters } from '@suavez/shared/domain/safe-text';
import { ConfigError, loadConfig } from '#api/config';
import { type Database, DataDirInUseError, openDatabase } from '#api/db/client';
import { migrateDatabase } from '#api/db/migrate';
import { runDbCommand } from './db.command';
import { parseAdminArgs, runAdmin, writeUsage } from './run-admin';

// `npm run admin -- <command>`: the admin command line (README.md#other-commands).

/** Opens the server's database (after checking the command line), runs one command, always closes it. */
async function main(argv: readonly string[]): Promise<number> {
  const io = { stdout: process.stdout, stderr: process.stderr };
  const parsed = parseAdminArgs(argv);
  if (parsed.kind !== 'command') return writeUsage(parsed, io);
  let database: Database;
  try {
    const config = loadConfig();
    const { command } = parsed;
    if (command.name === 'db:migrate' || command.name === 'db:backup' || command.name === 'db:restore') {
      return await runDbCommand(command, { databaseUrl: config.databaseUrl, dataDir: config.dataDir }, io);
    }
    try {
      database = await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        poolSize: 1,
      });
    } catch (error) {
      if (!config.databaseUrl || !(error instanceof Error)) throw error;
      throw new ConfigError(`Não foi possível conectar ao PostgreSQL de DATABASE_URL: ${error.message}`);
    }
  } catch (error) {
    // Says what to fix (stop the server, fix a variable), without a stack trace.
    if (!(error instanceof ConfigError || error instanceof DataDirInUseError)) throw error;
    process.stderr.write(`${escapeControlCharacters(error.message)}\n`);
    return 1;
  }
  try {
    // A fresh data folder works too: the command needs the tables the server would create.
    await migrateDatabase(database);
    return await runAdmin(argv, { ...io, db: database.db });
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    // exitCode, not exit(): let a large CSV finish writing to a pipe.
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('Falha inesperada:', error);
    process.exitCode = 1;
  },
);
