import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#test/test-app';
import { beginDrain } from './drain';
import { readLatestMigrationAt } from './readiness.service';

describe('GET /health and GET /ready', () => {
  const t = useTestApp();

  it('answers /health 200 and /ready 200 on a migrated database', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers /ready 503 while the newest migration of the journal is not applied', async () => {
    const latest = readLatestMigrationAt();
    const db = t.database.db;
    const removed = await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${latest} returning hash, created_at`,
    );
    const rows = (removed as unknown as { rows: { hash: string; created_at: string }[] }).rows;
    expect(rows).toHaveLength(1);
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'migrations_pending',
        message: 'Migrações do banco pendentes: rode npm run db:migrate.',
      });
      // Alive all the same: a process waiting for a migration is not restarted.
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      const [row] = rows;
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row?.hash}, ${latest})`,
      );
    }
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('answers /ready 503 while the database does not answer', async () => {
    const db = t.database.db;
    const execute = db.execute;
    db.execute = (() => Promise.reject(new Error('connection refused'))) as unknown as typeof db.execute;
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({
        status: 'database_unreachable',
        message: 'Banco de dados indisponível.',
      });
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      db.execute = execute;
    }
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });
});

describe('draining (the SIGTERM path)', () => {
  const t = useTestApp();

  it('answers /ready 503 and /health 200 once the drain has begun, and begins it once', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    expect(beginDrain(t.app, 'SIGTERM')).toBe(true);
    expect(beginDrain(t.app, 'SIGTERM')).toBe(false);
    const ready = await t.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'draining',
      message: 'Servidor encerrando: tente outro ou aguarde um instante.',
    });
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
  });
});
