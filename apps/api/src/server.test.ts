import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '#test/test-app';
import {
  findFreePort,
  type ServerProcess,
  startServerProcess,
} from '../../../scripts/lib/server-process.mjs';
import type { Database } from './db/client';

// This test starts the real server process, on a fresh PGlite folder or a fresh PostgreSQL database: it
// checks the start path (migrations, demo data, listen) and the graceful close, which app.inject() cannot.

describe('server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'suavez-server-'));
  let postgres: Database | undefined;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    if (inject('testDbKind') === 'postgres') postgres = await openTestDatabase();
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.close();
  });

  it('starts on PGlite with the demo restaurant, then exits 0 on SIGTERM after finishing requests', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, WEB_DIST_DIR: '', LOG_LEVEL: 'info' };
    delete env.DATABASE_URL;
    if (postgres) env.DATABASE_URL = postgres.url;
    const started = await startServerProcess({ port: await findFreePort(), env, timeoutMs: 150_000 });
    server = started;
    const login = await fetch(`${started.url}/api/account/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('demo@suavez.app:suavez123').toString('base64')}` },
    });
    expect(login.status).toBe(200);
    expect(started.output()).toContain('demo@suavez.app');
    expect(started.output()).toContain('/queue/join?merchant=');

    // A login takes a real argon2 verification: it is in flight when SIGTERM arrives.
    const inFlight = fetch(`${started.url}/api/account/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('demo@suavez.app:suavez123').toString('base64')}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    started.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await started.exited).toBe(0);
    await expect(fetch(`${started.url}/health`)).rejects.toThrow();
  }, 200_000);
});
