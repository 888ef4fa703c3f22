import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '#api/db/client';
import { contactLeads } from '#api/db/schema/lead.schema';
import { merchants, merchantUsers } from '#api/db/schema/merchant.schema';
import { AppError } from '#api/lib/app-error';
import { verifyPassword } from '#api/lib/password';
import { createMerchant } from '#api/modules/merchant/create-merchant.service';
import { openTestDatabase } from '#test/test-app';
import { runAdmin } from './run-admin';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

function captureOutput() {
  const stdout = { text: '', write: (chunk: string) => (stdout.text += chunk) };
  const stderr = { text: '', write: (chunk: string) => (stderr.text += chunk) };
  return { stdout, stderr };
}

async function expectAppError(promise: Promise<unknown>, code: string, message: RegExp): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  expect((error as AppError).message).toMatch(message);
}

describe('admin commands on a test database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  describe('createMerchant', () => {
    it('creates the merchant and its user, with a generated short id and a lower-case e-mail', async () => {
      const created = await createMerchant({
        db: database.db,
        name: '  Bar do Zé ',
        email: ' Ze@Example.COM ',
        password: 'segredo123',
      });
      expect(created.shortId).toMatch(/^[a-hj-km-np-z2-9]{6}$/);
      const [merchant] = await database.db
        .select()
        .from(merchants)
        .where(eq(merchants.id, created.merchantId));
      expect(merchant).toMatchObject({ name: 'Bar do Zé', shortId: created.shortId, open: false });
      const [user] = await database.db
        .select()
        .from(merchantUsers)
        .where(eq(merchantUsers.id, created.userId));
      expect(user).toMatchObject({ merchantId: created.merchantId, email: 'ze@example.com' });
      expect(await verifyPassword(user?.passwordHash ?? '', 'segredo123')).toBe(true);
    });

    it('refuses a taken e-mail or short id with CONFLICT and leaves no half-created merchant', async () => {
      await createMerchant({
        db: database.db,
        name: 'Primeiro',
        email: 'dono@ex.com',
        password: 'segredo123',
        shortId: 'prim01',
      });
      await expectAppError(
        createMerchant({ db: database.db, name: 'Segundo', email: 'DONO@ex.com', password: 'segredo123' }),
        'CONFLICT',
        /e-mail dono@ex\.com já está cadastrado/,
      );
      await expectAppError(
        createMerchant({
          db: database.db,
          name: 'Terceiro',
          email: 'outro@ex.com',
          password: 'segredo123',
          shortId: 'prim01',
        }),
        'CONFLICT',
        /código curto prim01 já está em uso/,
      );
      const rows = await database.db.select().from(merchants).where(eq(merchants.name, 'Segundo'));
      expect(rows).toHaveLength(0);
    });

    it.each([
      [{ shortId: 'pra' }, /código curto/],
      [{ shortId: 'abc-123' }, /código curto/],
      [{ shortId: 'abcdefghi' }, /código curto/],
      [{ password: 'curta' }, /senha/],
      [{ email: 'sem-arroba' }, /e-mail/],
      [{ name: '   ' }, /nome/],
      [{ name: 'x'.repeat(81) }, /nome/],
      [{ name: 'Bar\u202Eodnum' }, /O nome do estabelecimento não pode ter caracteres de controle/],
      [{ name: 'Bar \u001B[2J' }, /O nome do estabelecimento não pode ter caracteres de controle/],
      [{ name: '\u200B\u2060' }, /O nome do estabelecimento não pode ter só caracteres invisíveis/],
      [{ name: 'Bar\u200F' }, /O nome do estabelecimento não pode ter caracteres de controle/],
      [{ name: '\u0301\u0303' }, /O nome do estabelecimento precisa ter ao menos uma letra/],
    ])('refuses %o with VALIDATION_FAILED', async (override, message) => {
      const options = { db: database.db, name: 'Válido', email: 'valido@ex.com', password: 'segredo123' };
      await expectAppError(createMerchant({ ...options, ...override }), 'VALIDATION_FAILED', message);
    });
  });

  describe('runAdmin', () => {
    it('merchant:create prints only the new merchant id on stdout', async () => {
      const io = captureOutput();
      const code = await runAdmin(
        [
          'merchant:create',
          '--name',
          'Cantina Nova',
          '--email',
          'nova@ex.com',
          '--password',
          'segredo123',
          '--short',
          'nova01',
        ],
        { ...io, db: database.db },
      );
      expect(code).toBe(0);
      const id = io.stdout.text.trim();
      expect(io.stdout.text).toBe(`${id}\n`);
      expect(io.stderr.text).toContain('nova01');
      const [merchant] = await database.db.select().from(merchants).where(eq(merchants.id, id));
      expect(merchant?.shortId).toBe('nova01');
    });

    it('merchant:create reports a taken e-mail with exit code 1', async () => {
      const io = captureOutput();
      const argv = [
        'merchant:create',
        '--name',
        'Outra',
        '--email',
        'nova@ex.com',
        '--password',
        'segredo123',
      ];
      expect(await runAdmin(argv, { ...io, db: database.db })).toBe(1);
      expect(io.stdout.text).toBe('');
      expect(io.stderr.text).toContain('já está cadastrado');
    });

    it('merchant:password sets a new password, and refuses an unknown e-mail', async () => {
      const io = captureOutput();
      const argv = ['merchant:password', '--email', 'NOVA@ex.com', '--password', 'outra-senha-9'];
      expect(await runAdmin(argv, { ...io, db: database.db })).toBe(0);
      const [user] = await database.db
        .select()
        .from(merchantUsers)
        .where(eq(merchantUsers.email, 'nova@ex.com'));
      expect(await verifyPassword(user?.passwordHash ?? '', 'outra-senha-9')).toBe(true);

      const missing = captureOutput();
      const missingArgv = ['merchant:password', '--email', 'ninguem@ex.com', '--password', 'outra-senha-9'];
      expect(await runAdmin(missingArgv, { ...missing, db: database.db })).toBe(1);
      expect(missing.stderr.text).toContain('Nenhum usuário com o e-mail ninguem@ex.com');
    });

    it('leads:list prints the leads as CSV for Excel in pt-BR, safe in a spreadsheet and a terminal', async () => {
      await database.db.insert(contactLeads).values([
        {
          name: 'Ana, "a dona"',
          number: '11987654321',
          qrbc: true,
          createdAt: new Date('2026-01-02T10:00:00Z'),
        },
        { name: 'Bruno', number: '21912345678', createdAt: new Date('2026-01-03T12:30:00Z') },
        { name: '=HYPERLINK("x")', number: '31900000000', createdAt: new Date('2026-01-04T08:00:00Z') },
        { name: 'Joao;=1+1', number: '41900000000', createdAt: new Date('2026-01-05T08:00:00Z') },
        // Stored before names were checked: the terminal must show the ESC, not obey it.
        { name: '\u001B[2JZé\u202E', number: '51900000000', createdAt: new Date('2026-01-06T08:00:00Z') },
      ]);
      const io = captureOutput();
      expect(await runAdmin(['leads:list'], { ...io, db: database.db })).toBe(0);
      expect(io.stdout.text).toBe(
        '\uFEFFNome;Telefone;Link promocional;Recebido em (UTC)\r\n' +
          '"Ana, ""a dona""";11987654321;sim;2026-01-02T10:00:00.000Z\r\n' +
          'Bruno;21912345678;não;2026-01-03T12:30:00.000Z\r\n' +
          `"'=HYPERLINK(""x"")";31900000000;não;2026-01-04T08:00:00.000Z\r\n` +
          '"Joao;=1+1";41900000000;não;2026-01-05T08:00:00.000Z\r\n' +
          '\\u001B[2JZé\\u202E;51900000000;não;2026-01-06T08:00:00.000Z\r\n',
      );
      expect(io.stdout.text).not.toContain('\u001B');
    });

    it('escapes control characters it quotes from the command line in its messages', async () => {
      const io = captureOutput();
      const argv = ['merchant:password', '--email', 'x\u001B[2J@ex.com', '--password', 'outra-senha-9'];
      expect(await runAdmin(argv, { ...io, db: database.db })).toBe(1);
      expect(io.stderr.text).toBe('Nenhum usuário com o e-mail x\\u001B[2J@ex.com.\n');
    });

    it.each([
      [['merchant:delete'], /Comando desconhecido: merchant:delete/],
      [[], /Informe um comando/],
      [['merchant:create', '--name', 'Sem e-mail'], /Faltam opções: --email, --password/],
      [
        ['merchant:password', '--email', 'a@b.co', '--password', 'segredo123', '--short', 'abc123'],
        /não aceita: --short/,
      ],
      [['leads:list', '--format', 'json'], /Opções inválidas/],
    ])('%j prints the usage on stderr and exits 2', async (argv, message) => {
      const io = captureOutput();
      expect(await runAdmin(argv, { ...io, db: database.db })).toBe(2);
      expect(io.stderr.text).toMatch(message);
      expect(io.stderr.text).toContain('Uso: npm run admin -- <comando>');
      expect(io.stdout.text).toBe('');
    });

    it('help prints the usage on stdout', async () => {
      const io = captureOutput();
      expect(await runAdmin(['--help'], { ...io, db: database.db })).toBe(0);
      expect(io.stdout.text).toContain('merchant:create');
    });
  });
});

/** Runs the real command line in a child process. */
function runCli(
  args: string[],
  dataDir: string,
  databaseUrl?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/admin.ts', ...args], {
      cwd: repoRoot,
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

// The real command line: on a fresh PGlite folder in the PGlite pass, on a fresh PostgreSQL database
// (DATABASE_URL) in the PostgreSQL pass. The folder lock is PGlite's, the same whatever the pass: checked
// once, in the PGlite pass (a child process costs seconds).
describe('admin command line in a child process', () => {
  let dataDir: string;
  let postgres: Database | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'suavez-admin-'));
    if (inject('testDbKind') === 'postgres') postgres = await openTestDatabase();
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.close();
  });

  it('creates a merchant in a fresh data folder, then sets its password', { timeout: 120_000 }, async () => {
    const created = await runCli(
      ['merchant:create', '--name', 'Cantina Teste', '--email', 'teste@ex.com', '--password', 'segredo123'],
      dataDir,
      postgres?.url,
    );
    expect(created.stderr).toContain('Estabelecimento criado');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^[0-9a-f-]{36}\n$/);

    const updated = await runCli(
      ['merchant:password', '--email', 'teste@ex.com', '--password', 'nova-senha-1'],
      dataDir,
      postgres?.url,
    );
    expect(updated.code).toBe(0);
    expect(updated.stderr).toContain('Senha atualizada');
  });

  it('says the folder is in use, and exits 1, while another live process holds it', {
    timeout: 60_000,
    skip: inject('testDbKind') !== 'pglite',
  }, async () => {
    const holder = spawn('sleep', ['60']);
    try {
      // The lock treats the test runner's own pid as free, so a separate live process holds it.
      writeFileSync(join(dataDir, 'suavez.lock'), String(holder.pid));
      const result = await runCli(['leads:list'], dataDir);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain(`está em uso pelo processo ${holder.pid}`);
      expect(result.stderr).toContain('pare o servidor');
      expect(readFileSync(join(dataDir, 'suavez.lock'), 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.kill();
      rmSync(join(dataDir, 'suavez.lock'), { force: true });
    }
  });
});
