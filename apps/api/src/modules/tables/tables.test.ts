import { describe, expect, it } from 'vitest';
import { createMerchantFixture, createQueueEntryFixture } from '#test/fixtures';
import { createStaffLogin } from '#test/staff-test-helpers';
import { callAs, useFixture, useTestApp } from '#test/test-app';

const t = useTestApp();
const owner = useFixture(() => createMerchantFixture(t.app, { name: 'Cantina' }));
const other = useFixture(() => createMerchantFixture(t.app, { name: 'Outro' }));

/** A fresh restaurant, so each test reads only its own floor. */
const freshMerchant = () => createMerchantFixture(t.app);

const create = (caller: { authorization: string }, body: Record<string, unknown>) =>
  callAs(t, caller, 'POST', '/merchant/tables', body);

describe('the tables (rules §13 Tables)', () => {
  it('creates, lists by area then label in natural order, changes and removes a table', async () => {
    const m = await freshMerchant();
    const made = await create(m, { label: 'Mesa 10', seats: 4 });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({
      label: '10',
      seats: 4,
      minSeats: 1,
      area: null,
      state: 'FREE',
      queueId: null,
      bookingId: null,
      since: null,
    });
    expect((await create(m, { label: '2', seats: 2, minSeats: 2 })).statusCode).toBe(201);
    expect((await create(m, { label: 'V1', seats: 6, minSeats: 3, area: 'Varanda' })).statusCode).toBe(201);
    expect((await create(m, { label: '1', seats: 2, area: '  ' })).json().area).toBeNull();

    const list = await callAs(t, m, 'GET', '/merchant/tables');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((x: { label: string }) => x.label)).toEqual(['1', '2', '10', 'V1']);

    const id = made.json().id;
    const changed = await callAs(t, m, 'PATCH', `/merchant/tables/${id}`, {
      seats: 8,
      minSeats: 5,
      area: 'Salão',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id, label: '10', seats: 8, minSeats: 5, area: 'Salão' });
    const cleared = await callAs(t, m, 'PATCH', `/merchant/tables/${id}`, { area: null, label: 'Mesa 11' });
    expect(cleared.json()).toMatchObject({ label: '11', area: null });

    expect((await callAs(t, m, 'DELETE', `/merchant/tables/${id}`)).statusCode).toBe(204);
    const after = await callAs(t, m, 'GET', '/merchant/tables');
    expect(after.json().map((x: { label: string }) => x.label)).toEqual(['1', '2', 'V1']);
  });

  it('refuses a label the restaurant already uses (409), whatever its case, but another restaurant may', async () => {
    expect((await create(owner, { label: 'Varanda 3', seats: 4 })).statusCode).toBe(201);
    const again = await create(owner, { label: 'mesa varanda  3', seats: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Já existe a mesa varanda 3.');
    expect((await create(other, { label: 'Varanda 3', seats: 4 })).statusCode).toBe(201);
    const second = await create(owner, { label: 'Varanda 4', seats: 4 });
    const renamed = await callAs(t, owner, 'PATCH', `/merchant/tables/${second.json().id}`, {
      label: 'VARANDA 3',
    });
    expect(renamed.statusCode).toBe(409);
  });

  it.each([
    [{ label: '', seats: 4 }, 'Informe a mesa'],
    [{ label: 'x'.repeat(13), seats: 4 }, 'A mesa pode ter no máximo 12 caracteres'],
    [{ label: '1', seats: 0 }, 'Cada mesa tem de 1 a 30 lugares'],
    [{ label: '1', seats: 31 }, 'Cada mesa tem de 1 a 30 lugares'],
    [{ label: '1', seats: 2.5 }, 'Os lugares são um número inteiro'],
    [{ label: '1', seats: 4, minSeats: 5 }, 'O mínimo de pessoas não pode passar dos lugares da mesa'],
    [{ label: '1', seats: 4, minSeats: 0 }, 'O mínimo de pessoas é pelo menos 1'],
    [{ label: '1', seats: 4, area: 'x'.repeat(31) }, 'A área pode ter no máximo 30 caracteres'],
  ])('refuses %j with 400 in pt-BR', async (body, message) => {
    const res = await create(owner, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a change that leaves the minimum above the seats (400)', async () => {
    const made = await create(owner, { label: 'Canto', seats: 4, minSeats: 3 });
    const res = await callAs(t, owner, 'PATCH', `/merchant/tables/${made.json().id}`, { seats: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O mínimo de pessoas não pode passar dos lugares da mesa.');
  });

  it("answers 403 for another restaurant's table or an unknown one", async () => {
    const theirs = await create(other, { label: 'Deles', seats: 4 });
    const id = theirs.json().id;
    for (const [method, body] of [
      ['PATCH', { seats: 2 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await callAs(t, owner, method, `/merchant/tables/${id}`, body);
      expect(res.statusCode).toBe(403);
      const unknown = await callAs(
        t,
        owner,
        method,
        '/merchant/tables/00000000-0000-4000-8000-000000000000',
        body,
      );
      expect(unknown.statusCode).toBe(403);
    }
    const list = await callAs(t, other, 'GET', '/merchant/tables');
    expect(list.json().find((x: { id: string }) => x.id === id)).toMatchObject({ seats: 4 });
  });

  it('lets the host and the waiter read, only the owner write, and not the kitchen', async () => {
    const m = await freshMerchant();
    const made = (await create(m, { label: '1', seats: 4 })).json();
    for (const role of ['host', 'waiter'] as const) {
      const staff = await createStaffLogin(t.app, m, role);
      expect((await callAs(t, staff, 'GET', '/merchant/tables')).statusCode).toBe(200);
      expect((await create(staff, { label: '9', seats: 2 })).statusCode).toBe(403);
      expect((await callAs(t, staff, 'PATCH', `/merchant/tables/${made.id}`, { seats: 2 })).statusCode).toBe(
        403,
      );
      expect((await callAs(t, staff, 'DELETE', `/merchant/tables/${made.id}`)).statusCode).toBe(403);
      const imported = await callAs(t, staff, 'POST', '/merchant/tables/import', {
        text: 'Mesa 5..6, 2 lugares',
      });
      expect(imported.statusCode).toBe(403);
    }
    const kitchen = await createStaffLogin(t.app, m, 'kitchen');
    expect((await callAs(t, kitchen, 'GET', '/merchant/tables')).statusCode).toBe(403);
    expect((await callAs(t, null, 'GET', '/merchant/tables')).statusCode).toBe(401);
  });
});

describe('POST /merchant/tables/import', () => {
  it("creates every table of 'Mesa 1..20, 4 lugares' in one go", async () => {
    const m = await freshMerchant();
    const res = await callAs(t, m, 'POST', '/merchant/tables/import', {
      text: 'Mesa 1..20, 4 lugares\nMesa V1..V2, 6 lugares, mínimo 3, Varanda',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toHaveLength(22);
    expect(res.json()[0]).toMatchObject({ label: '1', seats: 4, minSeats: 1, area: null, state: 'FREE' });
    expect(res.json().at(-1)).toMatchObject({ label: 'V2', seats: 6, minSeats: 3, area: 'Varanda' });
    const list = await callAs(t, m, 'GET', '/merchant/tables');
    expect(list.json()).toHaveLength(22);
  });

  it('creates nothing when a label exists (409) or a line does not read (400)', async () => {
    const m = await freshMerchant();
    expect((await create(m, { label: '7', seats: 2 })).statusCode).toBe(201);
    const taken = await callAs(t, m, 'POST', '/merchant/tables/import', { text: 'Mesa 1..10, 4 lugares' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Já existe a mesa 7.');
    const bad = await callAs(t, m, 'POST', '/merchant/tables/import', {
      text: 'Mesa 20..21, 4 lugares\nMesa 30..40',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      "Linha 2: Escreva assim: 'Mesa 1..20, 4 lugares' (e, se quiser, ', Varanda' no fim).",
    );
    const list = await callAs(t, m, 'GET', '/merchant/tables');
    expect(list.json().map((x: { label: string }) => x.label)).toEqual(['7']);
  });
});

/** Seats the entry (the host's check-in) at `table`. */
const checkIn = (m: { authorization: string }, queueId: string, table: string) =>
  callAs(t, m, 'POST', `/queue/checkin?queueId=${queueId}&table=${encodeURIComponent(table)}`);

describe('seating at a defined table (rules §13 Seating)', () => {
  it("seats a check-in at the table its label names; a seated table answers 409 'Mesa ocupada.'", async () => {
    const m = await freshMerchant();
    const table = (await create(m, { label: 'Varanda 2', seats: 4 })).json();
    const [first, second] = [
      await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'CALLED' }),
      await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'CALLED' }),
    ];
    const seated = await checkIn(m, first.id, 'mesa varanda 2');
    expect(seated.statusCode).toBe(200);
    expect(seated.json()).toMatchObject({ status: 'CHECK_IN', table: 'Varanda 2' });
    const list = (await callAs(t, m, 'GET', '/merchant/tables')).json();
    expect(list[0]).toMatchObject({
      id: table.id,
      state: 'SEATED',
      queueId: first.id,
      since: seated.json().lastStatusAt,
    });

    const refused = await checkIn(m, second.id, 'Varanda 2');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Mesa ocupada.');
    // The refused check-in changed nothing: the party is still called.
    const queue = (await callAs(t, m, 'GET', `/queue/current?merchantId=${m.merchantId}`)).json();
    expect(queue.find((e: { id: string }) => e.id === second.id)).toMatchObject({
      status: 'CALLED',
      table: null,
    });

    // A label that names no defined table still works, for restaurants without a map.
    expect((await checkIn(m, second.id, 'Balcão')).json()).toMatchObject({
      status: 'CHECK_IN',
      table: 'Balcão',
    });
    // And a seated table cannot be removed.
    const removed = await callAs(t, m, 'DELETE', `/merchant/tables/${table.id}`);
    expect(removed.statusCode).toBe(409);
  });

  it('moves a seated party with PATCH /queue/table under the same rule', async () => {
    const m = await freshMerchant();
    await callAs(t, m, 'POST', '/merchant/tables/import', { text: 'Mesa 1..3, 4 lugares' });
    const [a, b] = [
      await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'CALLED' }),
      await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'CALLED' }),
    ];
    expect((await checkIn(m, a.id, '1')).statusCode).toBe(200);
    expect((await checkIn(m, b.id, '2')).statusCode).toBe(200);
    const taken = await callAs(t, m, 'PATCH', `/queue/table?queueId=${a.id}&table=2`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Mesa ocupada.');
    const moved = await callAs(t, m, 'PATCH', `/queue/table?queueId=${a.id}&table=Mesa%203`);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().table).toBe('3');
    const states = (await callAs(t, m, 'GET', '/merchant/tables')).json();
    expect(states.map((x: { state: string; queueId: string | null }) => [x.state, x.queueId])).toEqual([
      ['FREE', null],
      ['SEATED', b.id],
      ['SEATED', a.id],
    ]);
    // A free label frees the table.
    expect((await callAs(t, m, 'PATCH', `/queue/table?queueId=${a.id}&table=Fora`)).statusCode).toBe(200);
    const freed = (await callAs(t, m, 'GET', '/merchant/tables')).json();
    expect(freed[2]).toMatchObject({ label: '3', state: 'FREE', queueId: null });
  });

  it("renames the seated party's table when the owner renames the table", async () => {
    const m = await freshMerchant();
    const table = (await create(m, { label: '5', seats: 2 })).json();
    const entry = await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'CALLED' });
    expect((await checkIn(m, entry.id, '5')).statusCode).toBe(200);
    expect(
      (await callAs(t, m, 'PATCH', `/merchant/tables/${table.id}`, { label: 'Janela 5' })).statusCode,
    ).toBe(200);
    const hall = (await callAs(t, m, 'GET', `/queue/hall?merchantId=${m.merchantId}`)).json();
    expect(JSON.stringify(hall)).toContain('"table":"Janela 5"');
    const [after] = (await callAs(t, m, 'GET', '/merchant/tables')).json();
    expect(after).toMatchObject({ label: 'Janela 5', state: 'SEATED', queueId: entry.id });
  });

  it('frees the table at checkout', async () => {
    const m = await freshMerchant();
    const table = (await create(m, { label: '5', seats: 2 })).json();
    const entry = await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'CALLED' });
    expect((await checkIn(m, entry.id, '5')).statusCode).toBe(200);
    expect((await callAs(t, m, 'POST', `/queue/checkout?queueId=${entry.id}`)).statusCode).toBe(200);
    const [after] = (await callAs(t, m, 'GET', '/merchant/tables')).json();
    expect(after).toMatchObject({ id: table.id, state: 'FREE', queueId: null, since: null });
    const next = await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'CALLED' });
    expect((await checkIn(m, next.id, '5')).statusCode).toBe(200);
  });

  it('gives one of two racing check-ins the table and the other 409', async () => {
    const m = await freshMerchant();
    await create(m, { label: '8', seats: 4 });
    const [a, b] = [
      await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'CALLED' }),
      await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'CALLED' }),
    ];
    const answers = await Promise.all([checkIn(m, a.id, '8'), checkIn(m, b.id, '8')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((res) => res.statusCode === 409);
    expect(loser?.json().message).toBe('Mesa ocupada.');
    const [table] = (await callAs(t, m, 'GET', '/merchant/tables')).json();
    const winner = answers[0]?.statusCode === 200 ? a : b;
    expect(table).toMatchObject({ state: 'SEATED', queueId: winner.id });
  });
});

describe('fit in GET /queue/current (rules §13 Fit)', () => {
  it('gives each waiting party the free tables that fit it, fewest seats first', async () => {
    const m = await freshMerchant();
    await callAs(t, m, 'POST', '/merchant/tables/import', {
      text: 'Mesa 10, 4 lugares\nMesa 2, 4 lugares\nMesa 3, 2 lugares\nMesa 8, 8 lugares, mínimo 5',
    });
    const pair = await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'IN_QUEUE', slot: 2 });
    const six = await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'CALLED', slot: 6 });
    const big = await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'IN_QUEUE', slot: 12 });
    const seated = await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'CALLED', slot: 2 });
    expect((await checkIn(m, seated.id, '3')).statusCode).toBe(200);

    const queue = (await callAs(t, m, 'GET', `/queue/current?merchantId=${m.merchantId}`)).json();
    const fitsOf = (id: string) => queue.find((e: { id: string }) => e.id === id)?.fits;
    // Table 3 is taken: the pair gets the 4-seat tables, in natural order.
    expect(fitsOf(pair.id)).toEqual(['2', '10']);
    expect(fitsOf(six.id)).toEqual(['8']);
    expect(fitsOf(big.id)).toEqual([]);
    // The seated party is in the hall, not in the host's list.
    expect(fitsOf(seated.id)).toBeUndefined();
  });

  it('offers nothing when the restaurant has no tables', async () => {
    const m = await freshMerchant();
    const entry = await createQueueEntryFixture(t, { merchantId: m.merchantId, status: 'IN_QUEUE' });
    const queue = (await callAs(t, m, 'GET', `/queue/current?merchantId=${m.merchantId}`)).json();
    expect(queue.find((e: { id: string }) => e.id === entry.id).fits).toEqual([]);
  });
});
