// @ts-check
// `npm run build` (with the web app) and `npm start` (when stale): compiles the API server and the admin
// command line to JavaScript with esbuild, so production runs `node apps/api/dist/server.js` without a
// TypeScript loader. One ESM file per entry: the server's own code and packages/shared (TypeScript
// sources, exported as they are) are bundled; every other package stays an import resolved from
// node_modules at run time, as the production install (`npm ci --omit=dev`) lays it out. The SQL
// migrations are read from disk next to the code (apps/api/src/db/migrate.ts resolves `./migrations` from
// its own file), so they are copied beside the bundle.
//
//   node scripts/build-server.mjs [--outdir DIR]   (default apps/api/dist)
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What the compiled server is made from: `npm start` rebuilds when any of these is newer than the build. */
export const serverBuildSources = [
  'apps/api/src',
  'apps/api/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'scripts/build-server.mjs',
  'tsconfig.base.json',
].map((path) => join(root, path));

/** The default output folder (what `npm start` and the container run). */
export const defaultServerDist = join(root, 'apps/api/dist');

/** Where the migrations are in the sources, and where the bundle looks for them. */
const migrationsSource = join(root, 'apps/api/src/db/migrations');

/**
 * Bundles the server (`server.js`) and the admin command line (`admin.js`) into `outdir`. Builds into a
 * sibling folder first and swaps it in, so a failed build never leaves a half-written one behind.
 * @param {{ outdir?: string }} [options]
 * @returns {Promise<string>} the output folder
 */
export async function buildServer(options = {}) {
  const outdir = resolve(options.outdir ?? defaultServerDist);
  const staging = `${outdir}.building-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  // Imported here: scripts/start.mjs reads `serverBuildSources` without needing esbuild when fresh.
  const { build } = await import('esbuild');
  try {
    await build({
      entryPoints: {
        server: join(root, 'apps/api/src/server.ts'),
        admin: join(root, 'apps/api/src/cli/admin.ts'),
      },
      outdir: staging,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      sourcemap: 'linked',
      // No `keepNames`: nothing is minified, so names stay as written but for a few that bundling renames
      // to avoid a clash (`register2`), and the source map points back to the source. keepNames wrapped
      // every function the code creates, closures made per request included, in an Object.defineProperty
      // call: ~3 % of the server's CPU under the diners' polls (bench/results/before-after.md, 2026-11-28).
      keepNames: false,
      logLevel: 'warning',
      plugins: [externalPackagesButShared],
    });
    cpSync(migrationsSource, join(staging, 'migrations'), { recursive: true });
    rmSync(outdir, { recursive: true, force: true });
    renameSync(staging, outdir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return outdir;
}

/**
 * Leaves every package import to node_modules except `@suavez/*` (workspace sources in TypeScript, which
 * Node cannot run as they are) and the API's own subpath imports (`#api/…`, apps/api/package.json's
 * `imports`: its TypeScript sources, which the runtime image does not even have).
 * @type {import('esbuild').Plugin}
 */
const externalPackagesButShared = {
  name: 'external-packages-but-shared',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@suavez/') || args.path.startsWith('#')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const at = process.argv.indexOf('--outdir');
  const outdir = at > 0 ? process.argv[at + 1] : undefined;
  const started = Date.now();
  const built = await buildServer({ outdir });
  if (!existsSync(join(built, 'server.js'))) throw new Error(`build sem server.js em ${built}`);
  console.log(`Servidor compilado em ${dirname(join(built, 'server.js'))} (${Date.now() - started} ms).`);
}
