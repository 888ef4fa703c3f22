import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../test/test-app';
import type { Database } from './db/client';

// This test starts the real server process, on a fresh PGlite folder or a fresh PostgreSQL database: it
// checks the start path (migrations, demo data, listen) and the graceful close, which app.inject() cannot.
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

function startServer(
  port: number,
  dataDir: string,
  databaseUrl: string | undefined,
): { child: ChildProcess; output: () => string } {
  let output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: '',
    LOG_LEVEL: 'info',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

describe('server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'suavez-server-'));
  const port = 3400 + Math.floor(Math.random() * 500);
  let postgres: Database | undefined;
  let server: ReturnType<typeof startServer>;
  beforeAll(async () => {
    if (inject('testDbKind') === 'postgres') postgres = await openTestDatabase();
    server = startServer(port, dataDir, postgres?.url);
  });
  afterAll(async () => {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await postgres?.close();
  });

  it('starts on PGlite with the demo restaurant, then exits 0 on SIGTERM after finishing requests', async () => {
    await waitForHealth(`http://127.0.0.1:${port}/health`, 150_000);
    const login = await fetch(`http://127.0.0.1:${port}/api/account/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('demo@suavez.app:suavez123').toString('base64')}` },
    });
    expect(login.status).toBe(200);
    expect(server.output()).toContain('demo@suavez.app');
    expect(server.output()).toContain('/queue/join?merchant=');

    // A login takes a real argon2 verification: it is in flight when SIGTERM arrives.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/account/login`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('demo@suavez.app:suavez123').toString('base64')}` },
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const exited = new Promise<number | null>((resolve) => server.child.on('exit', resolve));
    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
  }, 200_000);
});
