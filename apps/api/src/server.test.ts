import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// This test starts the real server process on PGlite in a temporary data folder: it checks the start
// path (migrations, demo data, listen) and the graceful close, which app.inject() cannot.
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

function startServer(port: number, dataDir: string): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST_DIR: '', LOG_LEVEL: 'info' },
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

describe.runIf(process.env.API_TEST_DB !== 'postgres')('server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'suavez-server-'));
  const port = 3400 + Math.floor(Math.random() * 500);
  const server = startServer(port, dataDir);
  afterAll(() => {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on PGlite with the demo restaurant, then exits 0 on SIGTERM after finishing requests', async () => {
    await waitForHealth(`http://127.0.0.1:${port}/health`, 60_000);
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
  }, 90_000);
});
