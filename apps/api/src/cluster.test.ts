import { describe, expect, it } from 'vitest';
import { planProcesses, restartDelayMs } from './cluster';

// The cluster's decisions; the processes themselves are started in test/reliability/several-processes.test.ts
// (PostgreSQL only).

describe('planProcesses', () => {
  it('starts WEB_CONCURRENCY processes on PostgreSQL', () => {
    expect(planProcesses({ webConcurrency: 4, databaseUrl: 'postgres://db/suavez' })).toEqual({ count: 4 });
    expect(planProcesses({ webConcurrency: 1, databaseUrl: 'postgres://db/suavez' })).toEqual({ count: 1 });
    expect(planProcesses({ databaseUrl: 'postgres://db/suavez' })).toEqual({ count: 1 });
  });

  it('starts one process on PGlite and says why', () => {
    const plan = planProcesses({ webConcurrency: 3, databaseUrl: undefined });
    expect(plan.count).toBe(1);
    expect(plan.reason).toBe(
      'WEB_CONCURRENCY=3 ignorado: sem DATABASE_URL o banco é o PGlite embutido, que só um processo abre por ' +
        'pasta de dados; iniciando um processo. Para vários, use PostgreSQL (DATABASE_URL).',
    );
    expect(planProcesses({ webConcurrency: 1, databaseUrl: undefined })).toEqual({ count: 1 });
  });
});

describe('restartDelayMs', () => {
  it('doubles from 1 s after each quick death in a row, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
