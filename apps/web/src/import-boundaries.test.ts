import { preProcessFile } from 'typescript';
import { describe, expect, it } from 'vitest';

// The rules of docs/architecture.md ("The web app"), as a check that fails: a feature never imports another
// feature; the shared layers (components/, hooks/, lib/, api/) never import a feature or the app; and an
// import that leaves its own feature or layer goes through the `@/` alias, not `../../`.

/** Every source file under src/, by its path from src/ ('features/queue/api/join-queue.api.ts'). */
const sources = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['./**/*.ts', './**/*.tsx'], { query: '?raw', import: 'default', eager: true }),
  ).map(([path, text]) => [path.slice(2), text]),
);

/** Where a file belongs: its feature ('features/queue'), else its top folder ('lib'), else '' (src/). */
function areaOf(path: string): string {
  const [top = '', name, ...rest] = path.split('/');
  if (top === 'features' && name !== undefined && rest.length > 0) return `features/${name}`;
  return name === undefined ? '' : top;
}

/** The path from src/ a relative or `@/` specifier names, or null for a package. */
function targetOf(importer: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return specifier.slice(2);
  if (!specifier.startsWith('.')) return null;
  const path = new URL(specifier, `file:///src/${importer}`).pathname;
  // The build's own code (apps/web/catalogue-plugin.ts, tested from src/) is no module of the app.
  if (!path.startsWith('/src/')) return null;
  return path.slice('/src/'.length);
}

interface Import {
  importer: string;
  specifier: string;
  target: string;
}

/** The imports of every file that name a module of the app: static, type-only, re-exports and `import()`. */
function appImports(files: Record<string, string>): Import[] {
  return Object.entries(files).flatMap(([importer, text]) =>
    preProcessFile(text, true, true).importedFiles.flatMap(({ fileName: specifier }) => {
      const target = targetOf(importer, specifier);
      return target === null ? [] : [{ importer, specifier, target }];
    }),
  );
}

const sharedLayers = ['components', 'hooks', 'lib', 'api'];
const describeImport = ({ importer, specifier }: Import) => `${importer} → '${specifier}'`;

/** A feature importing another feature. */
function crossFeatureImports(files: Record<string, string>): string[] {
  return appImports(files)
    .filter(({ importer, target }) => {
      const from = areaOf(importer);
      const to = areaOf(target);
      return from.startsWith('features/') && to.startsWith('features/') && from !== to;
    })
    .map(describeImport);
}

/** A shared layer importing a feature or the app. */
function upwardImports(files: Record<string, string>): string[] {
  return appImports(files)
    .filter(({ importer, target }) => {
      const to = areaOf(target);
      return sharedLayers.includes(areaOf(importer)) && (to === 'app' || to.startsWith('features/'));
    })
    .map(describeImport);
}

/** A relative import that leaves its feature or layer (it should say `@/…`). */
function relativeImportsAcrossAreas(files: Record<string, string>): string[] {
  return appImports(files)
    .filter(
      ({ importer, specifier, target }) => specifier.startsWith('.') && areaOf(importer) !== areaOf(target),
    )
    .map(describeImport);
}

describe('import boundaries of the web app', () => {
  it('reads the whole source tree', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(200);
    expect(Object.keys(sources)).toContain('features/queue/components/join-form.tsx');
  });

  it('a feature never imports another feature (shared pieces go to components/, hooks/, lib/, api/)', () => {
    expect(crossFeatureImports(sources)).toEqual([]);
  });

  it('the shared layers never import a feature or the app', () => {
    expect(upwardImports(sources)).toEqual([]);
  });

  it('an import that leaves its feature or layer goes through @/', () => {
    expect(relativeImportsAcrossAreas(sources)).toEqual([]);
  });

  it('sees every kind of import, relative or through @/', () => {
    const files = {
      'features/queue/components/a.tsx': [
        "import { x } from '@/features/ordering/api/x.api';",
        "import type { Y } from '../../ordering/y';",
        "export { z } from '@/features/menu/z';",
        "const lazy = () => import('../../hall/w');",
        "import { ok } from '../api/own.api';",
        "import { lib } from '@/lib/cookies';",
        "import { useQuery } from '@tanstack/react-query';",
      ].join('\n'),
      'lib/b.ts': "import { q } from '@/features/queue/q';\nimport { r } from '../app/router';",
    };
    expect(crossFeatureImports(files)).toEqual([
      "features/queue/components/a.tsx → '@/features/ordering/api/x.api'",
      "features/queue/components/a.tsx → '../../ordering/y'",
      "features/queue/components/a.tsx → '@/features/menu/z'",
      "features/queue/components/a.tsx → '../../hall/w'",
    ]);
    expect(upwardImports(files)).toEqual(["lib/b.ts → '@/features/queue/q'", "lib/b.ts → '../app/router'"]);
    expect(relativeImportsAcrossAreas(files)).toEqual([
      "features/queue/components/a.tsx → '../../ordering/y'",
      "features/queue/components/a.tsx → '../../hall/w'",
      "lib/b.ts → '../app/router'",
    ]);
  });
});
