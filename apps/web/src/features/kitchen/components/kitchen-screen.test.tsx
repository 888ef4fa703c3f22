// @vitest-environment happy-dom
import type { KitchenTable, KitchenUnit } from '@suavez/shared/contracts/kitchen.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, mockApi, reply } from '@/test/api-mock';
import { FakeEventSource, installFakeEventSource } from '@/test/fake-event-source';
import { renderMerchantScreen } from '@/test/render';
import { KitchenScreen } from './kitchen-screen';

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';
const now = Date.now();
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString();

function unitOf(id: number, name: string, acceptedMinutesAgo: number, extra: Partial<KitchenUnit> = {}) {
  return {
    id: `dddddddd-0000-4000-8000-00000000000${id}`,
    orderId: 'eeeeeeee-0000-4000-8000-000000000001',
    item: { id: `ffffffff-0000-4000-8000-00000000000${id}`, name },
    options: [],
    note: null,
    consumer: { name: 'Bia' },
    acceptedAt: minutesAgo(acceptedMinutesAgo),
    startedAt: null,
    ...extra,
  } satisfies KitchenUnit;
}

const picanha = unitOf(1, 'Picanha', 22, {
  options: [{ id: 'abababab-0000-4000-8000-000000000001', group: 'Ponto da carne', name: 'Ao ponto' }],
  note: 'sem cebola',
});
const risoto = unitOf(2, 'Risoto', 12);
const salada = unitOf(3, 'Salada', 2, { consumer: { name: 'Caio' } });

const tables: KitchenTable[] = [
  {
    queueId: 'bbbbbbbb-0000-4000-8000-000000000001',
    table: '12',
    owner: { name: 'Ana' },
    units: [picanha, risoto],
  },
  { queueId: 'bbbbbbbb-0000-4000-8000-000000000002', table: null, owner: { name: 'Caio' }, units: [salada] },
];

function renderKitchen() {
  return renderMerchantScreen(<KitchenScreen />, { merchantId, path: '/merchant/cozinha' });
}

const table = (name: string) => screen.findByRole('region', { name });

describe('the kitchen display', () => {
  beforeEach(() => {
    installFakeEventSource();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the units table by table, with options, note, diner and age, coloured with a word', async () => {
    const api = mockApi({
      'GET /kitchen/settings': { printOnArrival: false },
      'GET /kitchen': tables,
    });
    renderKitchen();
    expect(screen.getByRole('heading', { level: 1, name: 'Cozinha' })).toBeTruthy();
    const twelve = await table('Mesa 12 · Ana');
    expect(api.callsTo('GET /kitchen')[0]?.query.get('merchantId')).toBe(merchantId);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Mesa 12 · Ana', 'Caio']);
    const [first, second] = within(twelve)
      .getAllByRole('listitem')
      .filter((li) => li.matches('.kitchen-unit'));
    expect(first?.textContent).toContain('Picanha');
    expect(first?.textContent).toContain('Ponto da carne: Ao ponto');
    expect(first?.textContent).toContain('Obs.: sem cebola');
    expect(first?.textContent).toContain('Bia · há 22 min');
    expect(first?.textContent).toContain('Atrasado');
    expect(first?.className).toContain('kitchen-unit-danger');
    expect(second?.textContent).toContain('há 12 min');
    expect(second?.textContent).toContain('Atenção');
    const caio = await table('Caio');
    expect(caio.textContent).toContain('Caio · há 2 min');
    expect(caio.textContent).not.toContain('Atenção');
  });

  it("says 'Nada para preparar agora.' when nothing waits", async () => {
    mockApi({
      'GET /kitchen/settings': { printOnArrival: false },
      'GET /kitchen': [],
    });
    renderKitchen();
    expect(await screen.findByText('Nada para preparar agora.')).toBeTruthy();
  });

  it("'Pronto' delivers the unit and hides it; 'Desfazer' undelivers it and it comes back", async () => {
    let delivered = false;
    const api = mockApi({
      'GET /kitchen/settings': { printOnArrival: false },
      'GET /kitchen': () => (delivered ? [{ ...tables[0], units: [risoto] }, tables[1]] : tables),
      'PATCH /order/item/deliver': () => {
        delivered = true;
        return undefined;
      },
      'PATCH /order/item/undeliver': () => {
        delivered = false;
        return undefined;
      },
    });
    const { user } = renderKitchen();
    const twelve = await table('Mesa 12 · Ana');
    await user.click(within(twelve).getByRole('button', { name: 'Pronto: Picanha' }));
    await waitFor(() => expect(within(twelve).queryByText('Picanha')).toBeNull());
    const [deliver] = api.callsTo('PATCH /order/item/deliver');
    expect(deliver?.query.get('orderItemId')).toBe(picanha.id);
    expect(deliver?.query.get('merchantId')).toBe(merchantId);
    expect(screen.getByRole('status').textContent).toContain('Picanha pronto · Mesa 12 · Ana');

    await user.click(screen.getByRole('button', { name: 'Desfazer: Picanha' }));
    expect(await within(twelve).findByText('Picanha')).toBeTruthy();
    expect(api.callsTo('PATCH /order/item/undeliver')[0]?.query.get('orderItemId')).toBe(picanha.id);
    expect(screen.queryByRole('button', { name: 'Desfazer: Picanha' })).toBeNull();
  });

  it("offers 'Desfazer' for a few seconds only", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    mockApi({
      'GET /kitchen/settings': { printOnArrival: false },
      'GET /kitchen': tables,
      'PATCH /order/item/deliver': undefined,
    });
    const { user } = renderKitchen();
    await user.click(within(await table('Caio')).getByRole('button', { name: 'Pronto: Salada' }));
    expect(await screen.findByRole('button', { name: 'Desfazer: Salada' })).toBeTruthy();
    vi.advanceTimersByTime(8_000);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Desfazer: Salada' })).toBeNull());
    // Its table had nothing else: it is gone too.
    expect(screen.queryByRole('region', { name: 'Caio' })).toBeNull();
  });

  it('keeps the unit and says so when the delivery fails: a 409 in the server’s words', async () => {
    mockApi({
      'GET /kitchen/settings': { printOnArrival: false },
      'GET /kitchen': tables,
      'PATCH /order/item/deliver': reply(409, { code: 'CONFLICT', message: 'Item já entregue.' }),
    });
    const { user } = renderKitchen();
    const caio = await table('Caio');
    await user.click(within(caio).getByRole('button', { name: 'Pronto: Salada' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Item já entregue.');
    expect(within(caio).getByText('Salada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Desfazer: Salada' })).toBeNull();
  });

  it("says 'Erro ao começar o preparo do item' when the start fails otherwise", async () => {
    mockApi({
      'GET /kitchen/settings': { printOnArrival: false },
      'GET /kitchen': tables,
      'PATCH /kitchen/start': reply(500, { code: 'INTERNAL', message: 'Erro interno.' }),
    });
    const { user } = renderKitchen();
    const caio = await table('Caio');
    await user.click(within(caio).getByRole('button', { name: 'Começar: Salada' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Erro ao começar o preparo do item');
    expect(within(caio).getByText('A preparar')).toBeTruthy();
  });

  it("'Começar' shows 'Em preparo', the unit's button becomes 'Pronto', and 'Pronto' delivers it", async () => {
    let startedAt: string | null = null;
    const answer = deferred();
    const api = mockApi({
      'GET /kitchen/settings': { printOnArrival: false },
      'GET /kitchen': () => [{ ...tables[1], units: [{ ...salada, startedAt }] }],
      'PATCH /kitchen/start': async () => {
        await answer.promise;
        startedAt = new Date().toISOString();
        return undefined;
      },
      'PATCH /order/item/deliver': undefined,
    });
    const { user } = renderKitchen();
    const caio = await table('Caio');
    expect(within(caio).getByText('A preparar')).toBeTruthy();
    expect(within(caio).queryByText('Em preparo')).toBeNull();
    // Waiting: 'Começar' leads, and 'Pronto' is one tap away too (rules §11).
    const begin = within(caio).getByRole('button', { name: 'Começar: Salada' });
    expect(within(caio).getByRole('button', { name: 'Pronto: Salada' })).toBeTruthy();

    await user.click(begin);
    // While the call runs, neither button takes a second press.
    await waitFor(() => expect((begin as HTMLButtonElement).disabled).toBe(true));
    expect((within(caio).getByRole('button', { name: 'Pronto: Salada' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    answer.resolve(undefined);
    expect(await within(caio).findByText('Em preparo')).toBeTruthy();
    const [call] = api.callsTo('PATCH /kitchen/start');
    expect(call?.query.get('orderItemId')).toBe(salada.id);
    expect(call?.query.get('merchantId')).toBe(merchantId);
    expect(within(caio).queryByRole('button', { name: 'Começar: Salada' })).toBeNull();
    expect(within(caio).queryByText('A preparar')).toBeNull();
    expect(caio.querySelector('.kitchen-unit')?.className).toContain('kitchen-unit-started');

    await user.click(within(caio).getByRole('button', { name: 'Pronto: Salada' }));
    expect(api.callsTo('PATCH /order/item/deliver')[0]?.query.get('orderItemId')).toBe(salada.id);
    expect(await screen.findByRole('button', { name: 'Desfazer: Salada' })).toBeTruthy();
  });

  it("shows a unit another screen started as 'Em preparo', with 'Pronto' alone", async () => {
    mockApi({
      'GET /kitchen/settings': { printOnArrival: false },
      'GET /kitchen': [{ ...tables[1], units: [{ ...salada, startedAt: minutesAgo(1) }] }],
    });
    renderKitchen();
    const caio = await table('Caio');
    expect(within(caio).getByText('Em preparo')).toBeTruthy();
    expect(within(caio).queryByRole('button', { name: 'Começar: Salada' })).toBeNull();
    expect(
      within(caio)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Pronto: Salada', 'Imprimir o pedido de Caio']);
  });

  it("says the server's words when another screen started the unit first, and reads the list again", async () => {
    let reads = 0;
    const api = mockApi({
      'GET /kitchen/settings': { printOnArrival: false },
      'GET /kitchen': () => {
        reads += 1;
        const started = reads > 1 ? minutesAgo(0) : null;
        return [{ ...tables[1], units: [{ ...salada, startedAt: started }] }];
      },
      'PATCH /kitchen/start': reply(409, {
        code: 'INVALID_TRANSITION',
        message: 'Este item já está em preparo.',
      }),
    });
    const { user } = renderKitchen();
    const caio = await table('Caio');
    await user.click(within(caio).getByRole('button', { name: 'Começar: Salada' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Este item já está em preparo.');
    expect(await within(caio).findByText('Em preparo')).toBeTruthy();
    expect(api.callsTo('GET /kitchen').length).toBeGreaterThan(1);
  });

  it("reads the kitchen again when the merchant's stream says something changed", async () => {
    const api = mockApi({
      'GET /kitchen/settings': { printOnArrival: false },
      'GET /kitchen': tables,
    });
    renderKitchen();
    await table('Caio');
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    const stream = FakeEventSource.instances[0];
    expect(stream?.url).toBe(`/api/live/merchant?merchantId=${merchantId}`);
    stream?.emit('change', { kind: 'order', queueEntryId: tables[0]?.queueId, orderId: picanha.orderId });
    await waitFor(() => expect(api.callsTo('GET /kitchen')).toHaveLength(2));
  });

  it("'Imprimir' prints the order's 80 mm ticket: table, diner, units with options and note, time", async () => {
    mockApi({ 'GET /kitchen/settings': { printOnArrival: false }, 'GET /kitchen': tables });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user } = renderKitchen();
    const twelve = await table('Mesa 12 · Ana');
    expect(document.querySelector('.kitchen-print')).toBeNull();
    await user.click(within(twelve).getByRole('button', { name: 'Imprimir o pedido de Bia' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const ticket = document.querySelector('.kitchen-print');
    // A child of <body>, outside the app: printing shows it alone (kitchen-ticket.css).
    expect(ticket?.parentElement).toBe(document.body);
    const text = [...(ticket?.querySelectorAll('p, li > div') ?? [])].map((el) => el.textContent);
    const at = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit' }).format(
      new Date(picanha.acceptedAt),
    );
    expect(text).toEqual([
      'Mesa 12',
      'Cliente: Bia',
      `Aceito às ${at}`,
      '1x Picanha',
      '- Ponto da carne: Ao ponto',
      'Obs.: sem cebola',
      '1x Risoto',
    ]);
  });

  it('prints each newly arrived order once when the owner turned it on, and not again after a refresh', async () => {
    localStorage.clear();
    let current: KitchenTable[] = [tables[0] as KitchenTable];
    const api = mockApi({ 'GET /kitchen/settings': { printOnArrival: true }, 'GET /kitchen': () => current });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const first = renderKitchen();
    await table('Mesa 12 · Ana');
    // What was already on the screen when printing started counts as printed: no backlog.
    await waitFor(() => expect(api.callsTo('GET /kitchen/settings')).toHaveLength(1));
    expect(print).not.toHaveBeenCalled();

    current = tables;
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    FakeEventSource.instances[0]?.emit('change', { kind: 'order', queueEntryId: tables[1]?.queueId });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(document.querySelector('.kitchen-print')?.textContent).toContain('1x Salada');
    expect(document.querySelector('.kitchen-print')?.textContent).not.toContain('Picanha');

    // A refresh, with one more order that came meanwhile: only that one prints.
    first.unmount();
    const pudim = unitOf(4, 'Pudim', 0, {
      orderId: 'eeeeeeee-0000-4000-8000-000000000002',
      consumer: { name: 'Caio' },
    });
    current = [tables[0] as KitchenTable, { ...(tables[1] as KitchenTable), units: [salada, pudim] }];
    renderKitchen();
    await table('Caio');
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2));
    expect(document.querySelector('.kitchen-print')?.textContent).toContain('1x Pudim');
    expect(document.querySelector('.kitchen-print')?.textContent).not.toContain('Salada');
    expect(api.callsTo('GET /kitchen/settings')).toHaveLength(2);
  });
});
