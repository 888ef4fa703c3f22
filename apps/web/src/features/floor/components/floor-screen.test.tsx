// @vitest-environment happy-dom
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@/test/api-mock';
import { FakeEventSource, installFakeEventSource } from '@/test/fake-event-source';
import { merchantFullFixture } from '@/test/merchant-fixtures';
import { renderMerchantScreen } from '@/test/render';
import { restaurantTable } from '@/test/table-fixtures';
import { useFloorLive } from '../hooks/use-floor-live';
import { waitingEntry } from '../utils/floor-fixtures.test-data';
import { FloorScreen, type SeatedTableDialogProps } from './floor-screen';

// The floor (docs/tables.md#o-salão): tiles by area with their state in words, the summary, seating the
// next party that fits a free table, and an occupied table's dialog, each as the role may.

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';
const path = '/merchant/salao';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000 - 1_000).toISOString();
const seatedQueueId = 'cccccccc-0000-4000-8000-000000000001';

const floor = () => [
  restaurantTable(1),
  restaurantTable(2, {
    state: 'SEATED',
    queueId: seatedQueueId,
    since: minutesAgo(35),
    partyName: 'Ana',
    partySlot: 3,
  }),
  restaurantTable(3, {
    state: 'SEATED',
    queueId: 'cccccccc-0000-4000-8000-000000000002',
    since: minutesAgo(70),
    partyName: 'Caio',
    partySlot: 2,
    billRequestedAt: minutesAgo(2),
  }),
  restaurantTable(8, { area: 'Varanda', seats: 8, minSeats: 5 }),
  // 23:00 UTC is 20:00 in São Paulo, the fixture restaurant's zone.
  restaurantTable(9, {
    area: 'Varanda',
    state: 'HELD',
    bookingId: 'dddddddd-0000-4000-8000-000000000001',
    since: '2026-12-01T23:00:00.000Z',
  }),
];

const merchantRoutes = { 'GET /merchant/full': merchantFullFixture({ id: merchantId }) };

/** The tile of table `label` ('Mesa 2'), whatever it is (a button or not). */
const tileOf = (label: string) => {
  const item = screen.getAllByRole('listitem').find((li) => li.textContent?.startsWith(label));
  if (!item) throw new Error(`no tile for ${label}`);
  return item;
};

const tableDialog = ({ queueId, show }: SeatedTableDialogProps) =>
  show ? <div role="dialog" aria-label={`Mesa ${queueId}`} /> : null;

afterEach(() => {
  vi.useRealTimers();
});

describe('the floor (docs/tables.md#o-salão)', () => {
  it('shows every table by area, its state in words, who sits there and for how long, and the summary', async () => {
    mockApi({ ...merchantRoutes, 'GET /merchant/tables': floor, 'GET /queue/current': [] });
    renderMerchantScreen(<FloorScreen renderTableDialog={tableDialog} />, { merchantId, path });
    const hall = await screen.findByRole('list', { name: 'Mesas: Sem área' });
    expect(
      within(hall)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mesa 1Livre4 lugares',
      'Mesa 2OcupadaAna · 3 pessoashá 35 min',
      'Mesa 3Quase livreCaio · 2 pessoashá 1 h 10 min',
    ]);
    const porch = screen.getByRole('list', { name: 'Mesas: Varanda' });
    expect(
      within(porch)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mesa 8Livre8 lugares · a partir de 5 pessoas', 'Mesa 9Reservada às 20:004 lugares']);
    expect(screen.getByText('2 livres · 2 ocupadas · 1 reservada')).toBeTruthy();
    // The owner may seat a walk-in at a held table too, after saying so (next tests).
    expect(within(tileOf('Mesa 9')).getByRole('button')).toBeTruthy();
    // The owner defines the tables from here.
    expect(screen.getByRole('link', { name: 'Cadastrar mesas' }).getAttribute('href')).toBe(
      '/merchant/mesas',
    );
  });

  it('seats the longest-waiting party that fits a free table, calling one still in line first', async () => {
    let tables = floor();
    const bia = waitingEntry(1, 'Bia', 2);
    const api = mockApi({
      ...merchantRoutes,
      'GET /merchant/tables': () => tables,
      'GET /queue/current': [
        waitingEntry(0, 'Grupo grande', 6),
        bia,
        waitingEntry(2, 'Duda', 4, { status: 'CALLED' }),
      ],
      'POST /queue/call': { id: bia.id, status: 'CALLED', lastStatusAt: minutesAgo(0) },
      'POST /queue/checkin': () => {
        tables = tables.map((table) =>
          table.label === '1'
            ? {
                ...table,
                state: 'SEATED',
                queueId: bia.id,
                since: minutesAgo(0),
                partyName: 'Bia',
                partySlot: 2,
              }
            : table,
        );
        return { id: bia.id, status: 'CHECK_IN', lastStatusAt: minutesAgo(0), table: '1' };
      },
    });
    const { user } = renderMerchantScreen(<FloorScreen renderTableDialog={tableDialog} />, {
      merchantId,
      path,
      role: 'host',
    });
    await screen.findByRole('list', { name: 'Mesas: Sem área' });
    await user.click(within(tileOf('Mesa 1')).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Sentar na Mesa 1' });
    const choices = await within(dialog).findAllByRole('radio');
    // Six do not fit four seats; Bia waits longest, then Duda.
    expect(choices.map((radio) => radio.closest('.form-check')?.textContent)).toEqual([
      expect.stringMatching(/^Bia · 2 pessoasNa fila · na fila há/),
      expect.stringMatching(/^Duda · 4 pessoasChamado · na fila há/),
    ]);
    expect(choices[0]).toHaveProperty('checked', true);
    expect(
      within(dialog).getByText('Bia ainda está na fila: será chamado e sentado de uma vez.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Sentar Bia' }));

    expect(await screen.findByText('Check-in de Bia feito')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /queue/call')[0]?.query.get('queueId')).toBe(bia.id);
    const checkIn = api.callsTo('POST /queue/checkin')[0];
    expect([checkIn?.query.get('queueId'), checkIn?.query.get('table')]).toEqual([bia.id, '1']);
    await waitFor(() => expect(tileOf('Mesa 1').textContent).toContain('OcupadaBia · 2 pessoas'));
  });

  it("checks a called party in without calling again, and keeps 'Mesa ocupada.' in the dialog", async () => {
    const duda = waitingEntry(2, 'Duda', 4, { status: 'ACCEPTED_RESTAURANT_CALL' });
    const api = mockApi({
      ...merchantRoutes,
      'GET /merchant/tables': floor,
      'GET /queue/current': [duda],
      'POST /queue/checkin': reply(409, { code: 'CONFLICT', message: 'Mesa ocupada.' }),
    });
    const { user } = renderMerchantScreen(<FloorScreen />, { merchantId, path, role: 'host' });
    await screen.findByRole('list', { name: 'Mesas: Sem área' });
    await user.click(within(tileOf('Mesa 1')).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Sentar na Mesa 1' });
    await user.click(await within(dialog).findByRole('button', { name: 'Sentar Duda' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Mesa ocupada.');
    expect(api.callsTo('POST /queue/call')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Sentar na Mesa 1' })).toBeTruthy();
  });

  it("says a held table is reserved, and seats someone there only after 'Sentar mesmo assim'", async () => {
    const bia = waitingEntry(1, 'Bia', 2);
    const api = mockApi({
      ...merchantRoutes,
      'GET /merchant/tables': floor,
      'GET /queue/current': [bia],
      'POST /queue/call': { id: bia.id, status: 'CALLED', lastStatusAt: minutesAgo(0) },
      'POST /queue/checkin': { id: bia.id, status: 'CHECK_IN', lastStatusAt: minutesAgo(0), table: '9' },
    });
    const { user } = renderMerchantScreen(<FloorScreen />, { merchantId, path, role: 'host' });
    await screen.findByRole('list', { name: 'Mesas: Varanda' });
    await user.click(within(tileOf('Mesa 9')).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Sentar na Mesa 9' });
    expect(within(dialog).getByText('Mesa reservada às 20:00.')).toBeTruthy();
    expect(await within(dialog).findByRole('radio', { name: /^Bia · 2 pessoas/ })).toBeTruthy();
    // No plain 'Sentar Bia': the only way in is the explicit override.
    expect(within(dialog).queryByRole('button', { name: 'Sentar Bia' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Sentar mesmo assim' }));

    expect(await screen.findByText('Check-in de Bia feito')).toBeTruthy();
    const checkIn = api.callsTo('POST /queue/checkin')[0];
    expect([checkIn?.query.get('queueId'), checkIn?.query.get('table'), checkIn?.query.get('force')]).toEqual(
      [bia.id, '9', 'true'],
    );
    expect(api.callsTo('POST /queue/call')).toHaveLength(1);
  });

  it("offers 'Sentar mesmo assim' when a booking took a free table meanwhile, without calling twice", async () => {
    const bia = waitingEntry(1, 'Bia', 2);
    const api = mockApi({
      ...merchantRoutes,
      'GET /merchant/tables': floor,
      'GET /queue/current': [bia],
      'POST /queue/call': { id: bia.id, status: 'CALLED', lastStatusAt: minutesAgo(0) },
      'POST /queue/checkin': (call) =>
        call.query.get('force') === 'true'
          ? { id: bia.id, status: 'CHECK_IN', lastStatusAt: minutesAgo(0), table: '1' }
          : reply(409, { code: 'CONFLICT', message: 'Mesa reservada às 21:30.' }),
    });
    const { user } = renderMerchantScreen(<FloorScreen />, { merchantId, path, role: 'host' });
    await screen.findByRole('list', { name: 'Mesas: Sem área' });
    await user.click(within(tileOf('Mesa 1')).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Sentar na Mesa 1' });
    await user.click(await within(dialog).findByRole('button', { name: 'Sentar Bia' }));
    expect(await within(dialog).findByText('Mesa reservada às 21:30.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Sentar mesmo assim' }));

    expect(await screen.findByText('Check-in de Bia feito')).toBeTruthy();
    expect(api.callsTo('POST /queue/checkin').map((call) => call.query.get('force'))).toEqual([null, 'true']);
    expect(api.callsTo('POST /queue/call')).toHaveLength(1);
  });

  it('says so when no one in line fits the table', async () => {
    mockApi({
      ...merchantRoutes,
      'GET /merchant/tables': floor,
      'GET /queue/current': [waitingEntry(1, 'Ana', 2)],
    });
    const { user } = renderMerchantScreen(<FloorScreen />, { merchantId, path, role: 'host' });
    await screen.findByRole('list', { name: 'Mesas: Varanda' });
    await user.click(within(tileOf('Mesa 8')).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Sentar na Mesa 8' });
    expect(await within(dialog).findByText('Ninguém na fila cabe nesta mesa agora.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Sentar' })).toHaveProperty('disabled', true);
  });

  it("opens an occupied table's dialog for the owner and the waiter; the host only reads it", async () => {
    const api = mockApi({ ...merchantRoutes, 'GET /merchant/tables': floor, 'GET /queue/current': [] });
    const waiter = renderMerchantScreen(<FloorScreen renderTableDialog={tableDialog} />, {
      merchantId,
      path,
      role: 'waiter',
    });
    await screen.findByRole('list', { name: 'Mesas: Sem área' });
    // The waiter seats no one: a free table is only read, and the queue is not asked for.
    expect(within(tileOf('Mesa 1')).queryByRole('button')).toBeNull();
    expect(api.callsTo('GET /queue/current')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Cadastrar mesas' })).toBeNull();
    await waiter.user.click(within(tileOf('Mesa 2')).getByRole('button'));
    expect(await screen.findByRole('dialog', { name: `Mesa ${seatedQueueId}` })).toBeTruthy();
    waiter.unmount();

    renderMerchantScreen(<FloorScreen renderTableDialog={tableDialog} />, { merchantId, path, role: 'host' });
    await screen.findByRole('list', { name: 'Mesas: Sem área' });
    expect(within(tileOf('Mesa 2')).queryByRole('button')).toBeNull();
    expect(within(tileOf('Mesa 1')).getByRole('button')).toBeTruthy();
  });

  it('counts the minutes of a seated table as the clock moves', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'Date'], now: new Date('2026-12-01T23:35:00.000Z') });
    const seated = restaurantTable(2, {
      state: 'SEATED',
      since: '2026-12-01T23:00:00.000Z',
      partyName: 'Ana',
    });
    mockApi({ ...merchantRoutes, 'GET /merchant/tables': [seated], 'GET /queue/current': [] });
    renderMerchantScreen(<FloorScreen />, { merchantId, path });
    expect(await screen.findByText('há 35 min')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('há 36 min')).toBeTruthy();
  });

  it('tells the owner to define the tables when there are none', async () => {
    mockApi({ ...merchantRoutes, 'GET /merchant/tables': [], 'GET /queue/current': [] });
    renderMerchantScreen(<FloorScreen />, { merchantId, path });
    expect(
      await screen.findByText('Nenhuma mesa cadastrada. Cadastre as mesas para ver o salão aqui.'),
    ).toBeTruthy();
  });
});

describe('the floor, live', () => {
  beforeEach(() => installFakeEventSource());

  function LiveFloor() {
    useFloorLive();
    return <FloorScreen />;
  }

  it("reads the tables and the queue again when the merchant's stream says something changed", async () => {
    let tables = [restaurantTable(1)];
    const api = mockApi({
      ...merchantRoutes,
      'GET /merchant/tables': () => tables,
      'GET /queue/current': [],
    });
    renderMerchantScreen(<LiveFloor />, { merchantId, path, role: 'host' });
    await screen.findByText('Livre');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0];
    expect(stream?.url).toBe(`/api/live/merchant?merchantId=${merchantId}`);
    const queueReads = api.callsTo('GET /queue/current').length;
    // A check-in made on another device.
    tables = [restaurantTable(1, { state: 'SEATED', since: minutesAgo(0), partyName: 'Rita', partySlot: 2 })];
    stream?.emit('change', { kind: 'queue', queueEntryId: seatedQueueId, orderId: null });
    expect(await screen.findByText('Rita · 2 pessoas')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /queue/current').length).toBeGreaterThan(queueReads));
  });
});
