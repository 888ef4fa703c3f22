import { parseArgs } from 'node:util';
import { formatCsv } from '@suavez/shared/domain/csv';
import { escapeControlCharacters } from '@suavez/shared/domain/safe-text';
import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { systemClock } from '#api/lib/clock';
import { hashNewMerchantPassword, setMerchantPassword } from '#api/modules/account/set-password.service';
import { listLeads } from '#api/modules/lead/lead.repository';
import { createMerchant } from '#api/modules/merchant/create-merchant.service';
import type { DbCommand } from './db.command';
import { DEMO_HISTORY_WEEKS, parseWholeNumber, runDemoHistory } from './demo-history.command';
import {
  parseRetentionCommand,
  type RetentionCommand,
  type RetentionCommandIo,
  retentionUsage,
  runRetentionCommand,
} from './retention.command';

/** Where a command writes: text for programs on stdout, text for people on stderr. */
export interface AdminOutput {
  stdout: { write(chunk: string): unknown };
  stderr: { write(chunk: string): unknown };
}

/** What a command runs against: an open, migrated database and the two outputs. */
export interface AdminIo extends AdminOutput {
  db: Db;
  /** The commands' "now" (the wall clock unless a test moves it). */
  clock?: RetentionCommandIo['clock'];
}

/** A command line that names a command and all its required options. */
export type AdminCommand =
  | { name: 'merchant:create'; merchantName: string; email: string; password: string; shortId?: string }
  | { name: 'merchant:password'; email: string; password: string }
  | { name: 'leads:list' }
  | { name: 'demo:history'; weeks: number; seed: number }
  | RetentionCommand
  | DbCommand;

/** The outcome of reading the command line. */
export type ParsedAdminArgs =
  | { kind: 'command'; command: AdminCommand }
  | { kind: 'help' }
  | { kind: 'usage-error'; message: string };

/** The help text (pt-BR). */
export const adminUsage = `Uso: npm run admin -- <comando> [opções]

Comandos:
  merchant:create --name NOME --email EMAIL --password SENHA [--short CODIGO]
      Cria um estabelecimento e o seu usuário e imprime o id do estabelecimento.
      CODIGO: de 5 a 8 letras ou números; sem ele, um código é sorteado.
  merchant:password --email EMAIL --password SENHA
      Define uma nova senha para o usuário com esse e-mail e encerra na hora todas as sessões
      abertas dele (quem estava conectado precisa entrar de novo com a nova senha).
  leads:list
      Imprime os contatos deixados na página inicial em CSV para o Excel (UTF-8 com BOM, colunas
      separadas por ';'): Nome;Telefone;Link promocional;Recebido em (UTC). Ex.: leads:list > contatos.csv
  demo:history [--weeks SEMANAS] [--seed SEMENTE]
      Cria o restaurante de demonstração num banco vazio e lhe dá SEMANAS (1 a 12; padrão 8) de
      histórico de fila simulado até ontem, para as estimativas de espera. Só para demonstração.
${retentionUsage}  db:migrate
      Aplica as migrações pendentes e sai (no PostgreSQL, sob um lock: seguro com servidores subindo).
  db:backup ARQUIVO [--force]
      PGlite: copia o banco de DATA_DIR para ARQUIVO (.tar.gz). Com DATABASE_URL, mostra o pg_dump.
  db:restore ARQUIVO [--force]
      PGlite: restaura ARQUIVO em DATA_DIR; com um banco lá, só com --force (o atual é guardado ao
      lado). Com DATABASE_URL, mostra o pg_restore.

O banco é o mesmo do servidor: DATABASE_URL (PostgreSQL) ou DATA_DIR (PGlite, padrão ./data).
Com o PGlite, só um processo usa a pasta de dados por vez: pare o servidor antes de rodar um comando.
`;

/** The columns of `leads:list`. */
const leadsCsvHeader = ['Nome', 'Telefone', 'Link promocional', 'Recebido em (UTC)'];

const options = {
  name: { type: 'string' },
  email: { type: 'string' },
  password: { type: 'string' },
  short: { type: 'string' },
  weeks: { type: 'string' },
  seed: { type: 'string' },
  phone: { type: 'string' },
  merchant: { type: 'string' },
  force: { type: 'boolean' },
} as const;

const allowedOptions: Record<AdminCommand['name'], readonly (keyof typeof options)[]> = {
  'merchant:create': ['name', 'email', 'password', 'short'],
  'merchant:password': ['email', 'password'],
  'leads:list': [],
  'demo:history': ['weeks', 'seed'],
  'consumer:export': ['phone', 'merchant'],
  'consumer:delete': ['phone'],
  'retention:run': [],
  'db:migrate': [],
  'db:backup': ['force'],
  'db:restore': ['force'],
};

const requiredOptions: Record<AdminCommand['name'], readonly (keyof typeof options)[]> = {
  'merchant:create': ['name', 'email', 'password'],
  'merchant:password': ['email', 'password'],
  'leads:list': [],
  'demo:history': [],
  'consumer:export': ['phone'],
  'consumer:delete': ['phone'],
  'retention:run': [],
  'db:migrate': [],
  'db:backup': [],
  'db:restore': [],
};

/** The commands that take a file name after their name (and no other command takes one). */
const fileCommands = new Set<AdminCommand['name']>(['db:backup', 'db:restore']);

/** Reads `<command> [--option value]...`; says what is wrong in pt-BR when it cannot. */
export function parseAdminArgs(argv: readonly string[]): ParsedAdminArgs {
  const [name, ...rest] = argv;
  if (name === undefined) return { kind: 'usage-error', message: 'Informe um comando.' };
  if (name === 'help' || name === '--help' || name === '-h') return { kind: 'help' };
  if (!isCommandName(name)) return { kind: 'usage-error', message: `Comando desconhecido: ${name}` };
  let values: Partial<Record<Exclude<keyof typeof options, 'force'>, string>> & { force?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: rest, options, strict: true, allowPositionals: true }));
  } catch {
    return { kind: 'usage-error', message: `Opções inválidas para ${name}: ${rest.join(' ')}` };
  }
  const fileCount = fileCommands.has(name) ? 1 : 0;
  if (positionals.length !== fileCount) {
    return {
      kind: 'usage-error',
      message: fileCount
        ? `${name} pede um arquivo: ${name} ARQUIVO`
        : `${name} não aceita: ${positionals.join(' ')}`,
    };
  }
  const extra = Object.keys(values).filter((key) => !allowedOptions[name].some((allowed) => allowed === key));
  if (extra.length > 0) {
    return {
      kind: 'usage-error',
      message: `${name} não aceita: ${extra.map((key) => `--${key}`).join(', ')}`,
    };
  }
  const missing = requiredOptions[name].filter((key) => values[key] === undefined);
  if (missing.length > 0) {
    return { kind: 'usage-error', message: `Faltam opções: ${missing.map((key) => `--${key}`).join(', ')}` };
  }
  const { name: merchantName = '', email = '', password = '', short } = values;
  switch (name) {
    case 'merchant:create':
      return {
        kind: 'command',
        command: { name, merchantName, email, password, ...(short === undefined ? {} : { shortId: short }) },
      };
    case 'merchant:password':
      return { kind: 'command', command: { name, email, password } };
    case 'leads:list':
      return { kind: 'command', command: { name } };
    case 'demo:history': {
      const weeks = parseWholeNumber(values.weeks, 'weeks', DEMO_HISTORY_WEEKS);
      const seed = parseWholeNumber(values.seed, 'seed', { min: 0, max: 2 ** 31, default: 11 });
      if (typeof weeks === 'string') return { kind: 'usage-error', message: weeks };
      if (typeof seed === 'string') return { kind: 'usage-error', message: seed };
      return { kind: 'command', command: { name, weeks, seed } };
    }
    case 'db:migrate':
      return { kind: 'command', command: { name } };
    case 'db:backup':
    case 'db:restore':
      return {
        kind: 'command',
        command: { name, file: positionals[0] as string, force: values.force === true },
      };
    case 'consumer:export':
    case 'consumer:delete':
    case 'retention:run': {
      const command = parseRetentionCommand(name, values);
      if (typeof command === 'string') return { kind: 'usage-error', message: command };
      return { kind: 'command', command };
    }
  }
}

/** Prints help (exit 0) or a usage error (exit 2); for outcomes that need no database. */
export function writeUsage(parsed: Exclude<ParsedAdminArgs, { kind: 'command' }>, io: AdminOutput): number {
  if (parsed.kind === 'help') {
    io.stdout.write(adminUsage);
    return 0;
  }
  io.stderr.write(`${escapeControlCharacters(parsed.message)}\n\n${adminUsage}`);
  return 2;
}

/** Runs one admin command and answers its exit code: 0 done, 1 refused, 2 bad command line. */
export async function runAdmin(argv: readonly string[], io: AdminIo): Promise<number> {
  const parsed = parseAdminArgs(argv);
  if (parsed.kind !== 'command') return writeUsage(parsed, io);
  try {
    await runCommand(parsed.command, io);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Messages may quote what was typed (an e-mail): a terminal shows its control characters, never obeys them.
    io.stderr.write(`${escapeControlCharacters(error.message)}\n`);
    return 1;
  }
}

async function runCommand(command: AdminCommand, io: AdminIo): Promise<void> {
  switch (command.name) {
    case 'merchant:create': {
      const created = await createMerchant({
        db: io.db,
        name: command.merchantName,
        email: command.email,
        password: command.password,
        shortId: command.shortId,
      });
      io.stdout.write(`${created.merchantId}\n`);
      io.stderr.write(
        `Estabelecimento criado. Código curto: ${created.shortId} (cardápio em /c/${created.shortId}).\n`,
      );
      return;
    }
    case 'merchant:password': {
      // After a compromise: the new password also ends every session of that person, in every server
      // process (docs/security.md, "Sessions and tokens").
      const updated = await setMerchantPassword({
        db: io.db,
        user: { email: command.email },
        passwordHash: await hashNewMerchantPassword(command.password),
        at: (io.clock ?? systemClock).now(),
      });
      if (!updated) throw new AppError('NOT_FOUND', `Nenhum usuário com o e-mail ${command.email}.`);
      io.stderr.write(
        `Senha atualizada para ${escapeControlCharacters(updated.email)}. ` +
          `Sessões encerradas: ${updated.endedSessions}.\n`,
      );
      return;
    }
    case 'leads:list': {
      // Names stored before the rule on names (docs/security.md#names-csv-and-terminals) may hold an ESC
      // sequence: escaped, like every cell, for the terminal this often prints to; formulas and separators
      // are the writer's.
      const leads = await listLeads(io.db);
      const rows = leads.map((lead) =>
        [lead.name, lead.number, lead.qrbc ? 'sim' : 'não', lead.createdAt.toISOString()].map(
          escapeControlCharacters,
        ),
      );
      io.stdout.write(formatCsv([leadsCsvHeader, ...rows]));
      return;
    }
    case 'demo:history': {
      const stored = await runDemoHistory(io.db, {
        weeks: command.weeks,
        seed: command.seed,
        now: new Date(),
      });
      io.stderr.write(`Histórico simulado criado: ${stored} visitas em ${command.weeks} semanas.\n`);
      return;
    }
    case 'consumer:export':
    case 'consumer:delete':
    case 'retention:run':
      return runRetentionCommand(command, io);
    case 'db:migrate':
    case 'db:backup':
    case 'db:restore':
      // They open the database themselves (admin.ts runs them before opening one): not from here.
      throw new Error(`${command.name} roda pelo admin.ts (runDbCommand), não por runAdmin`);
  }
}

function isCommandName(name: string): name is AdminCommand['name'] {
  return Object.hasOwn(allowedOptions, name);
}
