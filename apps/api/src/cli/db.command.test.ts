import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '#api/db/client';
import { migrateDatabase } from '#api/db/migrate';
import { merchants } from '#api/db/schema/merchant.schema';
import { readLatestMigrationAt } from '#api/modules/health/readiness.service';
import { createMerchant } from '#api/modules/merchant/create-merchant.service';
import { adminUrl, databaseUrlFor } from '#test/pg-urls';
import { type DbCommand, runDbCommand } from './db.command';
import { parseAdminArgs } from './run-admin';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'suavez-db-'));
  folders.push(folder);
  return folder;
}

async function run(command: DbCommand, target: { dataDir: string; databaseUrl?: string }) {
  const stderr = { text: '', write: (chunk: string) => (stderr.text += chunk) };
  const code = await runDbCommand(
    command,
    { databaseUrl: target.databaseUrl, dataDir: target.dataDir },
    { stderr },
  );
  return { code, stderr: stderr.text };
}

/** The restaurants' names in a PGlite data folder. */
async function merchantNamesIn(dataDir: string): Promise<string[]> {
  const database = await openDatabase({ dataDir });
  try {
    const rows = await database.db.select({ name: merchants.name }).from(merchants).orderBy(merchants.name);
    return rows.map((row) => row.name);
  } finally {
    await database.close();
  }
}

/** Runs a root npm script in a child process, as a person would. */
function runNpm(script: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('the command line of the database commands', () => {
  it.each([
    [['db:migrate'], { name: 'db:migrate' }],
    [['db:backup', 'copia.tar.gz'], { name: 'db:backup', file: 'copia.tar.gz', force: false }],
    [['db:restore', '--force', 'copia.tar.gz'], { name: 'db:restore', file: 'copia.tar.gz', force: true }],
  ])('reads %o', (argv, command) => {
    expect(parseAdminArgs(argv)).toEqual({ kind: 'command', command });
  });

  it.each([
    [['db:backup'], 'db:backup pede um arquivo: db:backup ARQUIVO'],
    [['db:restore', 'a', 'b'], 'db:restore pede um arquivo: db:restore ARQUIVO'],
    [['db:migrate', 'x'], 'db:migrate não aceita: x'],
    [['db:migrate', '--force'], 'db:migrate não aceita: --force'],
    [['leads:list', 'x'], 'leads:list não aceita: x'],
  ])('refuses %o', (argv, message) => {
    expect(parseAdminArgs(argv)).toEqual({ kind: 'usage-error', message });
  });
});

// The PGlite commands below work on PGlite folders of their own, whichever engine the pass is about, and
// the pg_dump/pg_restore hints connect to nothing: they run once, in the PGlite pass (each costs PGlite
// starts in this process and in child processes).
const isPglitePass = inject('testDbKind') === 'pglite';

describe.runIf(isPglitePass)('db:backup and db:restore (PGlite)', () => {
  it('restores a backup into a fresh folder, where the data is found', { timeout: 120_000 }, async () => {
    const source = freshFolder();
    // From the run's migrated dump (test/global-setup.ts), not a fresh initdb: this test is about the copy.
    const template = new Blob([readFileSync(inject('pgliteDumpPath'))]);
    const database = await openDatabase({ dataDir: source, loadDataDir: template });
    await createMerchant({
      db: database.db,
      name: 'Cantina do Backup',
      email: 'b@ex.com',
      password: 'segredo123',
    });
    await database.close();

    const file = join(freshFolder(), 'copia.tar.gz');
    const backup = await run({ name: 'db:backup', file, force: false }, { dataDir: source });
    expect(backup.stderr).toContain(`salva em ${file}`);
    expect(backup.code).toBe(0);
    expect(existsSync(`${file}.partial`)).toBe(false);

    // A change made after the copy is not in it.
    const later = await openDatabase({ dataDir: source });
    await later.db
      .update(merchants)
      .set({ name: 'Renomeado depois' })
      .where(eq(merchants.name, 'Cantina do Backup'));
    await later.close();

    const target = freshFolder();
    const restore = await run({ name: 'db:restore', file, force: false }, { dataDir: target });
    expect(restore.stderr).toContain(`Banco restaurado de ${file} em ${target}.`);
    expect(restore.code).toBe(0);
    expect(await merchantNamesIn(target)).toEqual(['Cantina do Backup']);
    expect(existsSync(join(target, 'suavez.lock'))).toBe(false);

    // Over a folder with a database: refused without --force, and the folder is left as it was.
    const refused = await run({ name: 'db:restore', file, force: false }, { dataDir: source });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('já tem um banco: use --force');
    expect(await merchantNamesIn(source)).toEqual(['Renomeado depois']);

    // With --force: restored, and the database it replaced kept beside it.
    const forced = await run({ name: 'db:restore', file, force: true }, { dataDir: source });
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain('O anterior foi guardado em');
    expect(await merchantNamesIn(source)).toEqual(['Cantina do Backup']);
    expect(readdirSync(source).filter((name) => name.startsWith('pglite.antes-de-restaurar-'))).toHaveLength(
      1,
    );

    // The backup's file is not overwritten without --force.
    const again = await run({ name: 'db:backup', file, force: false }, { dataDir: source });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('já existe');
  });

  it('refuses a file that is not a SuaVez backup, a missing one, and an empty folder', async () => {
    const dataDir = freshFolder();
    const junk = join(dataDir, 'lixo.tar.gz');
    writeFileSync(junk, 'isto não é um tar');
    const notBackup = await run({ name: 'db:restore', file: junk, force: true }, { dataDir });
    expect(notBackup.code).toBe(1);
    expect(notBackup.stderr).toContain('não é uma cópia de banco do SuaVez');
    expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    const missing = await run(
      { name: 'db:restore', file: join(dataDir, 'nada.tar.gz'), force: false },
      { dataDir },
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Arquivo não encontrado');
    const empty = await run(
      { name: 'db:backup', file: join(dataDir, 'x.tar.gz'), force: false },
      { dataDir },
    );
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('Não há banco em');
  });

  it('says the folder is in use, and touches nothing, while another live process holds it', async () => {
    const dataDir = freshFolder();
    const file = join(dataDir, 'x.tar.gz');
    writeFileSync(file, 'x');
    const holder = spawn('sleep', ['60']);
    try {
      writeFileSync(join(dataDir, 'suavez.lock'), String(holder.pid));
      for (const command of [
        { name: 'db:migrate' } as const,
        { name: 'db:restore', file, force: true } as const,
      ]) {
        const result = await run(command, { dataDir });
        expect(result.code).toBe(1);
        expect(result.stderr).toContain(`está em uso pelo processo ${holder.pid}`);
      }
    } finally {
      holder.kill();
    }
  });

  it('prints the pg_dump and pg_restore commands with DATABASE_URL, and does not connect', async () => {
    const dataDir = freshFolder();
    const databaseUrl = 'postgres://ninguem:segredo@127.0.0.1:1/nada';
    const backup = await run(
      { name: 'db:backup', file: "copia d'hoje.dump", force: false },
      { dataDir, databaseUrl },
    );
    expect(backup.code).toBe(1);
    expect(backup.stderr).toContain(
      `pg_dump --format=custom --no-owner --file='copia d'\\''hoje.dump' "$DATABASE_URL"`,
    );
    const restore = await run(
      { name: 'db:restore', file: 'copia.dump', force: false },
      { dataDir, databaseUrl },
    );
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain(
      `pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" 'copia.dump'`,
    );
    expect(`${backup.stderr}${restore.stderr}`).not.toContain('segredo');
  });
});

describe.runIf(isPglitePass)('npm run db:migrate', () => {
  it('migrates a fresh PGlite folder and exits; refuses while the folder is in use', {
    timeout: 120_000,
  }, async () => {
    const dataDir = freshFolder();
    const env = { DATA_DIR: dataDir, NODE_ENV: 'development' };
    const migrated = await runNpm('db:migrate', env);
    expect(migrated.output).toContain('Migrações aplicadas (banco: PGlite).');
    expect(migrated.code).toBe(0);
    const database = await openDatabase({ dataDir });
    try {
      const result = await database.db.execute(
        sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
      );
      expect(Number((result as unknown as { rows: { at: string }[] }).rows[0]?.at)).toBe(
        readLatestMigrationAt(),
      );
    } finally {
      await database.close();
    }
    const holder = spawn('sleep', ['60']);
    try {
      writeFileSync(join(dataDir, 'suavez.lock'), String(holder.pid));
      const refused = await runNpm('db:migrate', env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(`está em uso pelo processo ${holder.pid}`);
      expect(refused.output).toContain('pare o servidor');
    } finally {
      holder.kill();
    }
  });
});

describe.runIf(inject('testDbKind') === 'postgres')('migrations on PostgreSQL', () => {
  const baseUrl = process.env.TEST_DATABASE_URL as string;
  const created: string[] = [];
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl(baseUrl) });
    await admin.connect();
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });
  async function emptyDatabase(): Promise<string> {
    const name = `suavez_m_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(baseUrl) });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    created.push(name);
    return databaseUrlFor(baseUrl, name);
  }
  const appliedCount = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const result = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      return result.rows[0].n as number;
    } finally {
      await client.end();
    }
  };

  it('npm run db:migrate migrates an empty database and exits', { timeout: 120_000 }, async () => {
    const url = await emptyDatabase();
    const migrated = await runNpm('db:migrate', { DATABASE_URL: url, DATA_DIR: freshFolder() });
    expect(migrated.output).toContain('Migrações aplicadas (banco: PostgreSQL).');
    expect(migrated.code).toBe(0);
    const journal = JSON.parse(
      readFileSync(join(repoRoot, 'apps/api/src/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    expect(await appliedCount(url)).toBe(journal.entries.length);
  });

  it('waits for the advisory lock, so processes starting together apply each migration once', {
    timeout: 120_000,
  }, async () => {
    const url = await emptyDatabase();
    // Another process holds the migration lock: no migration may start until it lets go.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock(7246001)');
    const databases = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url, poolSize: 2 })));
    try {
      let finished = 0;
      const runs = databases.map((database) => migrateDatabase(database).then(() => (finished += 1)));
      // All three are blocked on the lock (pg_locks shows them waiting), none has created a table.
      for (let waiting = 0; waiting < 3; ) {
        const result = await holder.query(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = 7246001 and not granted",
        );
        waiting = result.rows[0].n;
      }
      expect(finished).toBe(0);
      const tables = await holder.query("select to_regclass('drizzle.__drizzle_migrations') as t");
      expect(tables.rows[0].t).toBeNull();
      await holder.query('SELECT pg_advisory_unlock(7246001)');
      await Promise.all(runs);
      expect(finished).toBe(3);
      const rows = await holder.query(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1',
      );
      expect(rows.rows).toEqual([]);
      expect(await appliedCount(url)).toBeGreaterThan(0);
    } finally {
      await holder.end();
      await Promise.all(databases.map((database) => database.close()));
    }
  });
});
