// What the app's code says about its texts (docs/languages.md), read from the sources: which files each
// page can reach and which message keys they name. The build trims each bundle of texts to the keys its
// pages can show (catalogue-plugin.ts), and the catalogue check (src/lib/i18n/catalogues.test.ts) holds
// the code to the catalogues with the same reading.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** Every source file of the app (not tests, not the catalogues), by its path from src/. */
export function readSources(srcDir: string, prefix = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(join(srcDir, prefix), { withFileTypes: true })) {
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory()) {
      if (path !== 'test' && path !== 'locales') Object.assign(files, readSources(srcDir, `${path}/`));
    } else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts')
    ) {
      files[path] = readFileSync(join(srcDir, path), 'utf8');
    }
  }
  return files;
}

/** Every message key of the Portuguese catalogues ('queue.title'): the source language has them all. */
export function readMessageKeys(localesDir: string): Set<string> {
  const keys = new Set<string>();
  for (const file of readdirSync(join(localesDir, 'pt-BR'))) {
    if (!file.endsWith('.json')) continue;
    const namespace = file.slice(0, -'.json'.length);
    const messages = JSON.parse(readFileSync(join(localesDir, 'pt-BR', file), 'utf8')) as object;
    for (const key of Object.keys(messages)) keys.add(`${namespace}.${key}`);
  }
  return keys;
}

/** The keys a text names: string literals that are keys ('queue.title'), wherever they are written. */
export function keysIn(text: string, keys: ReadonlySet<string>): string[] {
  return [...text.matchAll(/['"`]([a-z]+\.[A-Za-z0-9_.]+)['"`]/g)]
    .map((match) => match[1] ?? '')
    .filter((key) => keys.has(key));
}

/** The app files a file imports (static, re-exports and `import()`), by their paths from src/. */
export function importsOf(sources: Record<string, string>, path: string): string[] {
  return ts
    .preProcessFile(sources[path] ?? '', true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .flatMap((specifier) => {
      let target: string;
      if (specifier.startsWith('@/')) target = specifier.slice(2);
      else if (specifier.startsWith('.')) target = new URL(specifier, `file:///${path}`).pathname.slice(1);
      else return [];
      const found = [`${target}.ts`, `${target}.tsx`, `${target}/index.ts`, target].find((c) => c in sources);
      return found ? [found] : [];
    });
}

/** Every file reachable from `start`, stopping at the router (each page is reached from its own entry). */
export function reachable(sources: Record<string, string>, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (seen.has(next) || next === 'app/router.tsx') continue;
    seen.add(next);
    queue.push(...importsOf(sources, next));
  }
  return seen;
}

/** The router's pages and the bundle of texts each loads: `lazyPage(() => import('./routes/x.page'), 'X', 'b')`. */
export function routerPages(sources: Record<string, string>): { page: string; bundle: string }[] {
  const router = sources['app/router.tsx'] ?? '';
  return [
    ...router.matchAll(/lazyPage\(\s*\(\)\s*=>\s*import\('\.\/routes\/([^']+)'\),\s*'\w+'(?:,\s*'(\w+)')?/g),
  ].map((match) => ({ page: `app/routes/${match[1]}.tsx`, bundle: match[2] ?? 'base' }));
}

/**
 * The keys each bundle's pages can show: those named by any file the pages reach, or the entry does (the
 * error screen, the toasts), since a bundle is loaded only with its pages.
 */
export function keysByBundle(srcDir: string, localesDir: string): Map<string, Set<string>> {
  const sources = readSources(srcDir);
  const keys = readMessageKeys(localesDir);
  const entry = reachable(sources, ['main.tsx']);
  const byBundle = new Map<string, Set<string>>();
  for (const { page, bundle } of routerPages(sources)) {
    const found = byBundle.get(bundle) ?? new Set<string>();
    for (const file of new Set([...reachable(sources, [page]), ...entry])) {
      for (const key of keysIn(sources[file] ?? '', keys)) found.add(key);
    }
    byBundle.set(bundle, found);
  }
  return byBundle;
}
