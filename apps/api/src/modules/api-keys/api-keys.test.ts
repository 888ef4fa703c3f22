import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '#api/db/schema/audit.schema';
import { apiKeys } from '#api/db/schema/integration.schema';
import { createApiKeyLogin } from '#test/api-key-test-helpers';
import { createMerchantFixture } from '#test/fixtures';
import { createStaffLogin } from '#test/staff-test-helpers';
import { useTestApp } from '#test/test-app';

describe('API keys', () => {
  const t = useTestApp();

  const as = (authorization: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  it('shows the key once, stores only its SHA-256 and prefix, and lists it without the key', async () => {
    const owner = await createMerchantFixture(t.app);
    const res = await as(owner.authorization, 'POST', '/api/merchant/api-keys', {
      name: '  Totem ',
      scopes: ['queue:read', 'queue:write'],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Totem',
      scopes: ['queue:read', 'queue:write'],
      key: expect.stringMatching(/^sv_[A-Za-z0-9_-]{43}$/),
    });

    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row?.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(row?.prefix).toBe(created.key.slice(0, 10));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = await as(owner.authorization, 'GET', '/api/merchant/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: created.id,
        name: 'Totem',
        scopes: ['queue:read', 'queue:write'],
        prefix: created.key.slice(0, 10),
        createdAt: t.clock.now().toISOString(),
        lastUsedAt: null,
      },
    ]);
    expect(list.body).not.toContain(created.key);
    expect(list.body).not.toContain(row?.keyHash);

    const audit = await t.database.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.targetId, created.id));
    expect(audit.map((entry) => entry.action)).toEqual(['api_key.create']);
    expect(JSON.stringify(audit)).not.toContain(created.key);
  });

  it('refuses bad names and scopes with 400 in Portuguese', async () => {
    const owner = await createMerchantFixture(t.app);
    for (const payload of [
      { name: '', scopes: ['queue:read'] },
      { name: 'x'.repeat(61), scopes: ['queue:read'] },
      { name: 'Caixa\u202E', scopes: ['queue:read'] },
      { name: 'Caixa', scopes: [] },
      { name: 'Caixa', scopes: ['queue:delete'] },
      { name: 'Caixa', scopes: ['queue:read', 'queue:read'] },
      { name: 'Caixa' },
    ]) {
      const res = await as(owner.authorization, 'POST', '/api/merchant/api-keys', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(/chave|permiss|nome|Dados/i);
    }
    const list = await as(owner.authorization, 'GET', '/api/merchant/api-keys');
    expect(list.json()).toEqual([]);
  });

  it('revokes at once: the key answers 401 on its next request and leaves the list', async () => {
    const owner = await createMerchantFixture(t.app);
    const key = await createApiKeyLogin(t.app, owner, ['queue:read']);
    const before = await t.app.inject({
      url: '/api/v1/queue',
      headers: { authorization: key.authorization },
    });
    expect(before.statusCode).toBe(200);

    const res = await as(owner.authorization, 'DELETE', `/api/merchant/api-keys/${key.id}`);
    expect(res.statusCode).toBe(204);

    const after = await t.app.inject({ url: '/api/v1/queue', headers: { authorization: key.authorization } });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/revogada/);
    expect((await as(owner.authorization, 'GET', '/api/merchant/api-keys')).json()).toEqual([]);
    // Revoking again changes nothing and says nothing new.
    expect((await as(owner.authorization, 'DELETE', `/api/merchant/api-keys/${key.id}`)).statusCode).toBe(
      403,
    );
    const audit = await t.database.db.select().from(auditEntries).where(eq(auditEntries.targetId, key.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['api_key.create', 'api_key.revoke']);
  });

  it("answers 403 for another restaurant's key (and an unknown id alike), leaving it working", async () => {
    const owner = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    const key = await createApiKeyLogin(t.app, owner, ['queue:read']);
    const res = await as(other.authorization, 'DELETE', `/api/merchant/api-keys/${key.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você não tem permissão para acessar este recurso.');
    const unknown = await as(
      other.authorization,
      'DELETE',
      '/api/merchant/api-keys/6f1c1c8e-3f7e-4a53-9d0e-2b7d8f0a1c11',
    );
    expect(unknown.statusCode).toBe(403);
    expect((await as(other.authorization, 'GET', '/api/merchant/api-keys')).json()).toEqual([]);
    const still = await t.app.inject({ url: '/api/v1/queue', headers: { authorization: key.authorization } });
    expect(still.statusCode).toBe(200);
    const bad = await as(owner.authorization, 'DELETE', '/api/merchant/api-keys/nao-e-um-id');
    expect(bad.statusCode).toBe(400);
  });

  it('is the owner only: staff answer 403, no token 401', async () => {
    const owner = await createMerchantFixture(t.app);
    const key = await createApiKeyLogin(t.app, owner, ['menu:read']);
    for (const role of ['host', 'waiter', 'kitchen'] as const) {
      const staff = await createStaffLogin(t.app, owner, role);
      expect((await as(staff.authorization, 'GET', '/api/merchant/api-keys')).statusCode).toBe(403);
      const made = await as(staff.authorization, 'POST', '/api/merchant/api-keys', {
        name: 'Da equipe',
        scopes: ['menu:read'],
      });
      expect(made.statusCode).toBe(403);
      expect((await as(staff.authorization, 'DELETE', `/api/merchant/api-keys/${key.id}`)).statusCode).toBe(
        403,
      );
    }
    const anonymous = await t.app.inject({ url: '/api/merchant/api-keys' });
    expect(anonymous.statusCode).toBe(401);
    expect((await as(owner.authorization, 'GET', '/api/merchant/api-keys')).json()).toHaveLength(1);
  });

  it('moves lastUsedAt at most once a minute', async () => {
    const owner = await createMerchantFixture(t.app);
    const key = await createApiKeyLogin(t.app, owner, ['queue:read']);
    const call = () => t.app.inject({ url: '/api/v1/queue', headers: { authorization: key.authorization } });
    const lastUsed = async () =>
      (await as(owner.authorization, 'GET', '/api/merchant/api-keys')).json()[0].lastUsedAt;
    const first = t.clock.now().toISOString();
    await call();
    expect(await lastUsed()).toBe(first);
    t.clock.advance(30_000);
    await Promise.all([call(), call()]);
    expect(await lastUsed()).toBe(first);
    t.clock.advance(31_000);
    await Promise.all([call(), call(), call()]);
    expect(await lastUsed()).toBe(t.clock.now().toISOString());
  });
});
