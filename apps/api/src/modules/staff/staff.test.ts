import { describe, expect, it } from 'vitest';
import { basicAuth } from '#test/account-test-helpers';
import { createMerchantFixture } from '#test/fixtures';
import { createStaffLogin } from '#test/staff-test-helpers';
import { useTestApp } from '#test/test-app';

describe('staff accounts', () => {
  const t = useTestApp();

  const as = (
    authorization: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });

  const invite = (owner: { authorization: string }, payload: object) =>
    as(owner.authorization, 'POST', '/api/merchant/staff', payload);

  const accept = (token: string | null, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/account/invite', payload: { token, password } });

  const login = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { authorization: basicAuth(email, password) },
    });

  it('invites a waiter with a one-time 48-hour link; the waiter sets a password and logs in with the role', async () => {
    const owner = await createMerchantFixture(t.app);
    const res = await invite(owner, { name: '  Ana Garçom ', email: 'Ana@Equipe.com', role: 'waiter' });
    expect(res.statusCode).toBe(201);
    const { id, inviteUrl, expiresAt } = res.json();
    const link = new URL(inviteUrl);
    expect(link.origin + link.pathname).toBe('http://127.0.0.1:3000/convite');
    const token = link.searchParams.get('token');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(48 * 60 * 60 * 1000);

    const listed = await as(owner.authorization, 'GET', '/api/merchant/staff');
    expect(listed.json()).toEqual([
      { id: expect.any(String), name: '', email: owner.email, role: 'owner', active: true },
      { id, name: 'Ana Garçom', email: 'ana@equipe.com', role: 'waiter', active: false },
    ]);
    // No password yet: the invited e-mail cannot log in.
    expect((await login('ana@equipe.com', 'qualquer-senha')).statusCode).toBe(401);

    expect((await accept(token, 'curta')).statusCode).toBe(400);
    const accepted = await accept(token, 'senha-da-ana-1');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ email: 'ana@equipe.com' });
    // One use only.
    const again = await accept(token, 'outra-senha-1');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/Convite inválido ou expirado/);

    const logged = await login('ana@equipe.com', 'senha-da-ana-1');
    expect(logged.statusCode).toBe(200);
    const { accessToken } = logged.json();
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ merchant: owner.merchantId, sub: id, role: 'waiter' });
    const session = await as(`Bearer ${accessToken}`, 'GET', '/api/account/validate');
    expect(session.json()).toEqual({
      valid: true,
      merchantId: owner.merchantId,
      email: 'ana@equipe.com',
      role: 'waiter',
      name: 'Ana Garçom',
      // The owner typed the address; no link has reached it yet (docs/email.md#confirmation).
      emailConfirmed: false,
    });
    const after = await as(owner.authorization, 'GET', '/api/merchant/staff');
    expect(after.json()[1]).toMatchObject({ id, active: true });
  });

  it('refuses an expired invite with the same answer as an unknown one', async () => {
    const owner = await createMerchantFixture(t.app);
    const res = await invite(owner, { name: 'Beto', email: 'beto@equipe.com', role: 'host' });
    const token = new URL(res.json().inviteUrl).searchParams.get('token');
    t.clock.advance(48 * 60 * 60 * 1000 + 1000);
    const late = await accept(token, 'senha-do-beto-1');
    const unknown = await accept('A'.repeat(43), 'senha-do-beto-1');
    expect(late.statusCode).toBe(404);
    expect(late.json()).toEqual(unknown.json());
  });

  it('checks the role on every merchant call: a waiter cannot change hours, a kitchen cannot call diners', async () => {
    const owner = await createMerchantFixture(t.app);
    const waiter = await createStaffLogin(t.app, owner, 'waiter');
    const kitchen = await createStaffLogin(t.app, owner, 'kitchen');
    const host = await createStaffLogin(t.app, owner, 'host');
    const hours = `/api/merchant/workshift?id=${owner.merchantId}`;
    const shift = { weekday: 'monday', workshifts: [{ open: '18:00', close: '23:00' }] };
    const refused = await as(waiter.authorization, 'PATCH', hours, shift);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Você não tem permissão para acessar este recurso.');
    expect((await as(host.authorization, 'PATCH', hours, shift)).statusCode).toBe(403);
    expect((await as(owner.authorization, 'PATCH', hours, shift)).statusCode).toBe(200);
    expect(
      (await as(waiter.authorization, 'GET', `/api/queue/hall?merchantId=${owner.merchantId}`)).statusCode,
    ).toBe(200);
    const someone = '00000000-0000-4000-8000-000000000000';
    expect((await as(kitchen.authorization, 'POST', `/api/queue/call?queueId=${someone}`)).statusCode).toBe(
      403,
    );
    expect(
      (await as(kitchen.authorization, 'GET', `/api/kitchen?merchantId=${owner.merchantId}`)).statusCode,
    ).toBe(200);
    expect(
      (await as(host.authorization, 'PATCH', `/api/merchant/toggle/open?id=${owner.merchantId}`)).statusCode,
    ).toBe(200);
    // Only the owner manages the staff.
    for (const person of [waiter, kitchen, host]) {
      expect((await as(person.authorization, 'GET', '/api/merchant/staff')).statusCode).toBe(403);
      const res = await invite(person, { name: 'Intrusa', email: 'intrusa@equipe.com', role: 'waiter' });
      expect(res.statusCode).toBe(403);
    }
  });

  it('changing a role ends that person’s sessions at once; the next login carries the new role', async () => {
    const owner = await createMerchantFixture(t.app);
    const waiter = await createStaffLogin(t.app, owner, 'waiter', 'senha-do-garcom-1');
    const changed = await as(owner.authorization, 'PATCH', `/api/merchant/staff/${waiter.id}`, {
      role: 'host',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: waiter.id, role: 'host' });
    const old = await as(waiter.authorization, 'GET', '/api/account/validate');
    expect(old.statusCode).toBe(401);
    const again = await login(waiter.email, 'senha-do-garcom-1');
    const session = await as(`Bearer ${again.json().accessToken}`, 'GET', '/api/account/validate');
    expect(session.json().role).toBe('host');
  });

  it('removing a person ends their sessions at once and their login', async () => {
    const owner = await createMerchantFixture(t.app);
    const kitchen = await createStaffLogin(t.app, owner, 'kitchen', 'senha-da-cozinha-1');
    const kitchenUrl = `/api/kitchen?merchantId=${owner.merchantId}`;
    expect((await as(kitchen.authorization, 'GET', kitchenUrl)).statusCode).toBe(200);
    const removed = await as(owner.authorization, 'DELETE', `/api/merchant/staff/${kitchen.id}`);
    expect(removed.statusCode).toBe(204);
    const next = await as(kitchen.authorization, 'GET', kitchenUrl);
    expect(next.statusCode).toBe(401);
    expect(next.json().code).toBe('UNAUTHENTICATED');
    expect((await login(kitchen.email, 'senha-da-cozinha-1')).statusCode).toBe(401);
    const listed = await as(owner.authorization, 'GET', '/api/merchant/staff');
    expect(listed.json().map((person: { id: string }) => person.id)).not.toContain(kitchen.id);
  });

  it('keeps the owner as the admin command made them, and another restaurant’s people out of reach', async () => {
    const owner = await createMerchantFixture(t.app);
    const other = await createMerchantFixture(t.app);
    const [self] = (await as(owner.authorization, 'GET', '/api/merchant/staff')).json();
    const demote = await as(owner.authorization, 'PATCH', `/api/merchant/staff/${self.id}`, {
      role: 'waiter',
    });
    expect(demote.statusCode).toBe(409);
    expect((await as(owner.authorization, 'DELETE', `/api/merchant/staff/${self.id}`)).statusCode).toBe(409);
    const theirs = await createStaffLogin(t.app, other, 'waiter');
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const id of [theirs.id, unknown]) {
      expect(
        (await as(owner.authorization, 'PATCH', `/api/merchant/staff/${id}`, { role: 'host' })).statusCode,
      ).toBe(403);
      expect((await as(owner.authorization, 'DELETE', `/api/merchant/staff/${id}`)).statusCode).toBe(403);
    }
    // Untouched: their session still works.
    expect((await as(theirs.authorization, 'GET', '/api/account/validate')).statusCode).toBe(200);
  });

  it('refuses bad invites with a pt-BR 400 and a taken e-mail with 409', async () => {
    const owner = await createMerchantFixture(t.app);
    for (const [payload, message] of [
      [{ name: 'Dona', email: 'dona@equipe.com', role: 'owner' }, /Escolha a função/],
      [{ name: '', email: 'x@equipe.com', role: 'waiter' }, /Informe o nome/],
      [{ name: 'Sem e-mail', email: 'nao-e-email', role: 'waiter' }, /e-mail válido/],
      [{ name: 'Dois:pontos', email: 'a:b@equipe.com', role: 'waiter' }, /e-mail válido/],
      [{ name: 'Nome\u202Eoculto', email: 'y@equipe.com', role: 'waiter' }, /nome/i],
    ] as const) {
      const res = await invite(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const taken = await invite(owner, {
      name: 'Dono de novo',
      email: owner.email.toUpperCase(),
      role: 'waiter',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Este e-mail já tem acesso ao SuaVez. Use outro e-mail.');
  });
});
