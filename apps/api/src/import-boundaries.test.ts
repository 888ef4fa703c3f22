import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preProcessFile } from 'typescript';
import { describe, expect, it } from 'vitest';

// The API's layers (docs/architecture.md, "How a request flows"), as a check that fails: an import that
// leaves its own folder goes through `#api/…` (src) or `#test/…` (test), never `../`; a route calls
// services, never a repository or the database; and no module reaches back into the app (`app.ts`), which
// would make a circle through the module table.

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** Every TypeScript file of src/ and test/, by its path from apps/api ('src/modules/queue/queue.routes.ts'). */
function readSources(): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts')) files[relative(apiRoot, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(join(apiRoot, 'src'));
  walk(join(apiRoot, 'test'));
  return files;
}

interface Import {
  importer: string;
  specifier: string;
  /** The path from apps/api it names ('src/lib/clock'), or null for a package or a file outside apps/api. */
  target: string | null;
}

/** The path from apps/api a specifier names, or null for a package or a file outside apps/api. */
function targetOf(importer: string, specifier: string): string | null {
  if (specifier.startsWith('#api/')) return `src/${specifier.slice('#api/'.length)}`;
  if (specifier.startsWith('#test/')) return `test/${specifier.slice('#test/'.length)}`;
  if (!specifier.startsWith('.')) return null;
  const target = relative(apiRoot, resolve(apiRoot, dirname(importer), specifier));
  return target.startsWith('..') ? null : target;
}

/** The imports of every file: static, type-only, re-exports and `import()`. */
function importsOf(files: Record<string, string>): Import[] {
  return Object.entries(files).flatMap(([importer, text]) =>
    preProcessFile(text, true, true).importedFiles.map(({ fileName: specifier }) => ({
      importer,
      specifier,
      target: targetOf(importer, specifier),
    })),
  );
}

const describeImport = ({ importer, specifier }: Import) => `${importer} → '${specifier}'`;

/** A `../` import of a file of apps/api (it should say `#api/…` or `#test/…`). */
function parentRelativeImports(files: Record<string, string>): string[] {
  return importsOf(files)
    .filter(({ specifier, target }) => specifier.startsWith('../') && target !== null)
    .map(describeImport);
}

/** A route file importing a repository or the database: routes call services (docs/architecture.md). */
function routeDataImports(files: Record<string, string>): string[] {
  return importsOf(files)
    .filter(
      ({ importer, target }) =>
        importer.endsWith('.routes.ts') &&
        target !== null &&
        (target.endsWith('.repository') || target.startsWith('src/db/')),
    )
    .map(describeImport);
}

/** A module (or a library file) importing the app: it gets what it needs as arguments instead. */
function appImports(files: Record<string, string>): string[] {
  return importsOf(files)
    .filter(
      ({ importer, target }) =>
        target === 'src/app' &&
        (importer.startsWith('src/modules/') || importer.startsWith('src/lib/')) &&
        !importer.endsWith('.test.ts'),
    )
    .map(describeImport);
}

describe('import boundaries of the API', () => {
  const sources = readSources();

  it('reads the whole source tree', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(300);
    expect(Object.keys(sources)).toContain('src/modules/queue/queue-checkin.routes.ts');
    expect(Object.keys(sources)).toContain('test/test-app.ts');
  });

  it('an import that leaves its folder goes through #api/ or #test/, never ../', () => {
    expect(parentRelativeImports(sources)).toEqual([]);
  });

  it('a route never imports a repository or the database: it calls a service', () => {
    expect(routeDataImports(sources)).toEqual([]);
  });

  it('no module imports the app', () => {
    expect(appImports(sources)).toEqual([]);
  });

  it('sees every kind of import, relative or through the aliases', () => {
    const files = {
      'src/modules/queue/a.routes.ts': [
        "import { x } from './queue-table.repository';",
        "import type { Db } from '#api/db/client';",
        "import { y } from '../order/order.repository';",
        "export { z } from '#api/modules/order/order.service';",
        "const lazy = () => import('../../app');",
        "import { ok } from './queue.service';",
        "import { script } from '../../../../scripts/lib/server-process.mjs';",
        "import Fastify from 'fastify';",
      ].join('\n'),
      'src/modules/notification/b.ts': "import type { AppContext } from '#api/app';",
      'test/c.test.ts': "import { f } from '../src/db/client';",
    };
    expect(parentRelativeImports(files)).toEqual([
      "src/modules/queue/a.routes.ts → '../order/order.repository'",
      "src/modules/queue/a.routes.ts → '../../app'",
      "test/c.test.ts → '../src/db/client'",
    ]);
    expect(routeDataImports(files)).toEqual([
      "src/modules/queue/a.routes.ts → './queue-table.repository'",
      "src/modules/queue/a.routes.ts → '#api/db/client'",
      "src/modules/queue/a.routes.ts → '../order/order.repository'",
    ]);
    expect(appImports(files)).toEqual([
      "src/modules/queue/a.routes.ts → '../../app'",
      "src/modules/notification/b.ts → '#api/app'",
    ]);
  });
});
