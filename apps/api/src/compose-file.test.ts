import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { testVapidEnv } from '#test/push-test-keys';
import { loadConfig } from './config';

// compose.yaml runs two app services behind Caddy (README.md#container). Docker does not run where the
// tests do, so its wiring is read here: both apps are one definition, the environment they get makes
// `loadConfig` choose one photo folder on a volume both mount (docs/photos.md#storage), Caddy sends to
// exactly those apps, and the README names the image the Dockerfile builds on. That two servers on one
// database and one photo folder serve each other's photos is proven with real processes in
// test/reliability/shared-photo-store.test.ts.

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

interface ComposeService {
  build?: unknown;
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
}

interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
}

/** What an operator's .env gives compose (.env.example: the variables compose requires). */
const dotEnv: Record<string, string> = {
  DOMAIN: 'fila.example.com.br',
  POSTGRES_PASSWORD: 'senha123',
  JWT_SECRET: 'x'.repeat(32),
  ...testVapidEnv,
};

/**
 * A value as compose interpolates it: `${NAME}`, `${NAME:?message}` (required), `${NAME:-default}` (unset
 * or empty) and `${NAME-default}` (unset only).
 */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Z0-9_]+)(?:(:\?|:-|-)([^}]*))?\}/g, (_, name: string, op, fallback) => {
    const given = env[name];
    if (op === ':?' && !given) throw new Error(`compose.yaml exige ${name}: ${fallback}`);
    if (op === ':-') return given || fallback;
    if (op === '-') return given ?? fallback;
    return given ?? '';
  });
}

const compose = parse(read('compose.yaml')) as ComposeFile;
const dockerfile = read('Dockerfile');
/** The image's `ENV` line (NODE_ENV, HOST, PORT, DATA_DIR), which each app's environment adds to. */
const imageEnv = Object.fromEntries(
  [...(/^ENV (.+)$/m.exec(dockerfile)?.[1] ?? '').matchAll(/([A-Z_]+)=(\S+)/g)].map((m) => [m[1], m[2]]),
) as Record<string, string>;
/** The app services: the ones compose builds from this repository's Dockerfile. */
const apps = Object.entries(compose.services).filter(([, service]) => service.build === '.');

/** The configuration one app's server reads, with `extra` in the operator's .env. */
const configOf = (service: ComposeService, extra: Record<string, string> = {}) =>
  loadConfig({
    ...imageEnv,
    ...Object.fromEntries(
      Object.entries(service.environment ?? {}).map(([name, value]) => [
        name,
        interpolate(String(value), { ...dotEnv, ...extra }),
      ]),
    ),
    ...extra,
  });

/** Where one service mounts a volume at `target`: the named volume's name, or a host path. */
const sourceMountedAt = (service: ComposeService, target: string) =>
  service.volumes?.map((volume) => volume.split(':')).find((parts) => parts[1] === target)?.[0];

describe('compose.yaml (README.md#container)', () => {
  it('runs one app definition twice: the same image, environment and volumes', () => {
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    const [[, first], [, second]] = apps as [[string, ComposeService], [string, ComposeService]];
    expect(second).toEqual(first);
    const [one, two] = apps.map(([, service]) => configOf(service));
    expect(one?.databaseUrl).toBe('postgres://suavez:senha123@db:5432/suavez');
    expect(two?.databaseUrl).toBe(one?.databaseUrl);
    expect(Object.keys(compose.services)).toContain('db');
  });

  it('gives both apps one photo folder, outside DATA_DIR, on a named volume the image lets them write', () => {
    for (const [name, service] of apps) {
      const config = configOf(service);
      expect(config.photos, name).toEqual({ kind: 'disk', dir: '/photos' });
      const photosDir = config.photos?.kind === 'disk' ? config.photos.dir : '';
      // DATA_DIR is the image's own volume, one per container: the photos must not be there.
      expect(posix.relative(config.dataDir, photosDir).startsWith('..'), name).toBe(true);
      const source = sourceMountedAt(service, photosDir);
      expect(source, `${name} monta ${photosDir}`).toBe('photos');
      expect(Object.keys(compose.volumes), 'um volume nomeado, não uma pasta do host').toContain(source);
    }
    // A new named volume takes the owner of the image's folder it is mounted on: the server runs as node.
    const run = dockerfile.split('\n').find((line) => line.startsWith('RUN mkdir')) ?? '';
    expect(run).toMatch(/mkdir -p (\S+ )*\/photos( |$)/);
    expect(run).toMatch(/chown node:node (\S+ )*\/photos( |$)/);
  });

  it('lets .env choose a bucket instead: `PHOTOS_DIR=` and the S3 variables', () => {
    const bucket = {
      PHOTOS_DIR: '',
      S3_ENDPOINT: 'https://s3.sa-east-1.amazonaws.com',
      S3_BUCKET: 'suavez-fotos',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'segredo',
    };
    for (const [name, service] of apps) {
      expect(configOf(service, bucket).photos, name).toMatchObject({ kind: 's3', bucket: 'suavez-fotos' });
    }
  });

  it('has Caddy send requests to exactly the app services, on the port the image listens on', () => {
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(read('Caddyfile'))?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(apps.map(([name]) => `${name}:${imageEnv.PORT}`));
  });

  it("has the README's container section name the image the Dockerfile builds on", () => {
    const base = /^ARG NODE_IMAGE=(\S+)$/m.exec(dockerfile)?.[1];
    expect(base).toMatch(/^node:\d+-/);
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('## Container'), readme.indexOf('## Other commands'));
    const named = [...section.matchAll(/`(node:[^`]+)`/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((image) => image !== base)).toEqual([]);
  });
});
