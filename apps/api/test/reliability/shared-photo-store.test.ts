import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createMerchantFixture, type MerchantFixture } from '#test/fixtures';
import { makePhoto, multipartBody } from '#test/photo-test-helpers';
import { buildServer } from '../../../../scripts/build-server.mjs';
import { findFreePort, type ServerProcess } from '../../../../scripts/lib/server-process.mjs';
import { type CrashStore, createRunCrashStore, seedThroughApp } from './crash-fixture';
import { startTestServer } from './server-process';

// compose.yaml's stack without Docker (README.md#container, docs/photos.md#storage): two compiled servers
// (`apps/api/dist/server.js`, what the image runs) on one PostgreSQL database and one photo folder
// (PHOTOS_DIR, the volume both apps mount), each with its own DATA_DIR as each container has. A photo
// uploaded through one is served by the other. PostgreSQL only: PGlite is one process per data folder.

const isPostgres = inject('testDbKind') === 'postgres';
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe.runIf(isPostgres)('two compiled servers on one PostgreSQL and one photo folder', () => {
  let store: CrashStore;
  let merchant: MerchantFixture;
  let distDir: string;
  let photosDir: string;
  const dataDirs: string[] = [];
  const servers: ServerProcess[] = [];
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    store = await createRunCrashStore('postgres');
    const seed = await seedThroughApp(store, async (t) => ({
      jwtSecret: t.config.jwtSecret,
      merchant: await createMerchantFixture(t.app),
    }));
    merchant = seed.merchant;
    // Built inside the checkout, so its package imports resolve from node_modules as `npm start`'s do.
    distDir = await buildServer({ outdir: join(repoRoot, '.tmp', `api-dist-photos-${process.pid}`) });
    photosDir = mkdtempSync(join(tmpdir(), 'suavez-shared-photos-'));
    const start = async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'suavez-replica-data-'));
      dataDirs.push(dataDir);
      const server = await startTestServer({
        port: await findFreePort(),
        dataDir,
        databaseUrl: store.databaseUrl,
        jwtSecret: seed.jwtSecret,
        timeoutMs: 60_000,
        env: { PHOTOS_DIR: photosDir },
        entry: join(distDir, 'server.js'),
      });
      servers.push(server);
      return server;
    };
    [a, b] = await Promise.all([start(), start()]);
  }, 90_000);

  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL');
    for (const dir of [distDir, photosDir, ...dataDirs])
      if (dir) rmSync(dir, { recursive: true, force: true });
    await store?.destroy();
  });

  const upload = async (server: ServerProcess, photo: Buffer) => {
    const { payload, headers } = multipartBody({ bytes: photo });
    const res = await fetch(`${server.url}/api/merchant/photos?kind=item&id=${merchant.merchantId}`, {
      method: 'POST',
      headers: { ...headers, authorization: merchant.authorization },
      body: new Uint8Array(payload),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { url: string }).url;
  };

  const read = async (server: ServerProcess, url: string) => {
    const res = await fetch(`${server.url}${url}`);
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      body: Buffer.from(await res.arrayBuffer()),
    };
  };

  it('serves through B the photo uploaded through A, and through A the one uploaded through B', async () => {
    for (const [from, to, seed] of [
      [a, b, 1],
      [b, a, 2],
    ] as const) {
      const url = await upload(from, await makePhoto('jpeg', undefined, { seed }));
      expect(url).toMatch(new RegExp(`^/api/photos/${merchant.merchantId}/[0-9a-f]{64}\\.webp$`));
      const onFrom = await read(from, url);
      const onTo = await read(to, url);
      expect(onTo.status).toBe(200);
      expect(onTo.type).toBe('image/webp');
      expect(onTo.body.equals(onFrom.body)).toBe(true);
      // The one photo folder holds it, and neither server's own DATA_DIR does.
      expect(readFileSync(join(photosDir, url.slice('/api/photos/'.length))).equals(onTo.body)).toBe(true);
    }
    expect(dataDirs.filter((dir) => existsSync(join(dir, 'photos')))).toEqual([]);
  });

  it('stores one file when both servers receive the same photo at once', async () => {
    const photo = await makePhoto('png', { width: 400, height: 300 }, { seed: 3 });
    const urls = await Promise.all([a, b, a, b].map((server) => upload(server, photo)));
    expect(new Set(urls).size).toBe(1);
    const [url] = urls as [string];
    const onA = await read(a, url);
    const onB = await read(b, url);
    expect([onA.status, onB.status]).toEqual([200, 200]);
    expect(onB.body.equals(onA.body)).toBe(true);
    const files = readdirSync(join(photosDir, merchant.merchantId));
    expect(files.filter((name) => !/^[0-9a-f]{64}\.webp$/.test(name))).toEqual([]);
  });
});
