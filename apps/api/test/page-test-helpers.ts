import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import type { TestApp } from './test-app';

// Helpers for the tests of the pages the server writes (modules/page-meta): a build folder to serve, and
// what a page tells search engines.

/** The real index.html, as the build leaves it (Vite adds its entry script to the head). */
export const builtIndexHtml = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8').replace(
  '</head>',
  '  <script type="module" crossorigin src="/assets/index-abc.js"></script>\n  </head>',
);

/**
 * A build folder whose index.html is `html`, for the app's `webDistDir`; made now (the app is built from
 * it in a hook) and removed after the tests of the file.
 */
export function useWebDist(html = builtIndexHtml): string {
  const dir = mkdtempSync(join(tmpdir(), 'suavez-dist-'));
  writeFileSync(join(dir, 'index.html'), html);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** What the page at `url` tells search engines: its `<meta name="robots">` values and its `X-Robots-Tag`. */
export async function readPageRobots(
  t: Pick<TestApp, 'app'>,
  url: string,
): Promise<{ meta: string[]; header: string | undefined }> {
  const res = await t.app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode}`);
  const meta = [...res.body.matchAll(/<meta\s+name="robots"\s+content="([^"]*)"\s*\/>/g)].map(
    (match) => match[1] ?? '',
  );
  const header = res.headers['x-robots-tag'];
  return { meta, header: header === undefined ? undefined : String(header) };
}

/** The paths `GET /sitemap.xml` lists ('/', '/c/praca'), `publicUrl` taken off. */
export async function readSitemapPaths(t: Pick<TestApp, 'app'>, publicUrl: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  if (res.statusCode !== 200) throw new Error(`GET /sitemap.xml: ${res.statusCode}`);
  return [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
    (match[1] ?? '').slice(new URL(publicUrl).origin.length),
  );
}
