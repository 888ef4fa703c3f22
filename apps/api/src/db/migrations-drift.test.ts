import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate';

const run = promisify(execFile);
const apiRoot = join(migrationsFolder, '../../..');

describe('committed migrations', () => {
  // drizzle-kit only reads an output folder given relative to where it runs.
  const copy = mkdtempSync(join(apiRoot, '.drift-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('match the schema (drizzle-kit generates nothing new)', async () => {
    cpSync(migrationsFolder, copy, { recursive: true });
    const before = readdirSync(copy).sort();
    const { stdout, stderr } = await run(
      'npx',
      [
        'drizzle-kit',
        'generate',
        '--dialect',
        'postgresql',
        '--schema',
        './src/db/schema/*.schema.ts',
        '--out',
        `./${relative(apiRoot, copy)}`,
      ],
      { cwd: apiRoot, timeout: 60_000 },
    );
    const output = `${stdout}${stderr}`;
    expect(
      readdirSync(copy).sort(),
      `schema changed without a migration: npm run db:generate\n${output}`,
    ).toEqual(before);
    expect(output).toContain('No schema changes');
  }, 90_000);
});
