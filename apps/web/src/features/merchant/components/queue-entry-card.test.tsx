// @vitest-environment happy-dom
import type { MerchantQueueEntry } from '@suavez/shared/contracts/queue-merchant.contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, mockApi, reply } from '@/test/api-mock';
import { renderMerchantScreen, renderScreen } from '@/test/render';
import { QueueEntryCard } from './queue-entry-card';
import { type EntryNotificationView, QueueEntryNotifications } from './queue-entry-notifications';

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';
const timeZone = 'America/Sao_Paulo';
// 15:00 UTC = 12:00 in São Paulo.
const calledAt = '2026-03-10T15:00:00.000Z';

const called: MerchantQueueEntry = {
  id: 'aaaaaaaa-0000-4000-8000-0000000000e1',
  status: 'CALLED',
  slot: 2,
  source: 'web',
  joinedAt: '2026-03-10T14:30:00.000Z',
  lastStatusAt: calledAt,
  consumer: { name: 'Maria Souza', phone: '11987654321' },
  phoneClaimedAt: null,
  table: null,
  deadlineAt: '2026-03-10T15:05:00.000Z',
  deadlineExtensions: 0,
  position: 1,
  notifications: [
    { channel: 'push', kind: 'called', status: 'sent', at: '2026-03-10T15:00:02.000Z' },
    // A later notice of the same channel: the card keeps showing the call's.
    { channel: 'push', kind: 'deadline', status: 'pending', at: '2026-03-10T15:04:00.000Z' },
    { channel: 'sms', kind: 'called', status: 'failed', at: '2026-03-10T15:02:31.000Z' },
  ],
  // Who accepted and called (docs/audit.md).
  staffActions: [
    { action: 'queue.accept', by: 'Bia', at: '2026-03-10T14:45:00.000Z' },
    { action: 'queue.call', by: 'Ana', at: calledAt },
  ],
  fits: [],
};

/** The card of `entry` as the signed-in host sees it at 12:01 in São Paulo (at `path`, '/' unless given). */
function showCard(entry: MerchantQueueEntry, path?: string) {
  return renderMerchantScreen(
    <QueueEntryCard
      entry={entry}
      merchantId={merchantId}
      timeZone={timeZone}
      now={new Date('2026-03-10T15:01:00.000Z')}
      restaurantName="Cantina da Praça"
    />,
    { merchantId, ...(path === undefined ? {} : { path }) },
  );
}

function renderCard(entry: MerchantQueueEntry) {
  mockApi({});
  return showCard(entry, '/merchant/queue');
}

const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe("the host's queue card", () => {
  it('shows, per channel, whether the call reached the phone, with the time', () => {
    renderCard(called);
    const card = screen.getByRole('article', { name: 'Maria Souza' });
    const notices = within(card).getByRole('list', { name: 'Avisos ao cliente' });
    expect(itemsOf(notices)).toEqual(['Notificação: Enviada às 12:00', 'SMS: Falhou às 12:02']);
    expect(within(notices).getByText('SMS: Falhou às 12:02').getAttribute('title')).toBe(
      'Aviso da chamada (SMS)',
    );
  });

  it('shows who of the staff accepted and called the diner, with the time (docs/audit.md)', () => {
    renderCard(called);
    const card = screen.getByRole('article', { name: 'Maria Souza' });
    const staff = within(card).getByRole('list', { name: 'Quem atendeu' });
    expect(itemsOf(staff)).toEqual(['Aceito por Bia às 11:45', 'Chamado por Ana às 12:00']);
  });

  it('names no one when no person acted yet', () => {
    renderCard({ ...called, staffActions: [] });
    expect(screen.queryByRole('list', { name: 'Quem atendeu' })).toBeNull();
  });

  it('shows nothing about notices when none was written', () => {
    renderCard({ ...called, notifications: [] });
    expect(screen.queryByRole('list', { name: 'Avisos ao cliente' })).toBeNull();
  });

  it('says when another device was refused a place with this phone, with the time, and offers to remove this one', async () => {
    const api = mockApi({
      'POST /queue/remove': { id: called.id, status: 'CANCELLED_BY_MERCHANT', lastStatusAt: calledAt },
    });
    const { user } = renderMerchantScreen(
      <QueueEntryCard
        // 23:14 UTC = 20:14 in São Paulo.
        entry={{
          ...called,
          status: 'IN_QUEUE',
          deadlineAt: null,
          phoneClaimedAt: '2026-03-10T23:14:00.000Z',
        }}
        merchantId={merchantId}
        timeZone={timeZone}
        now={new Date('2026-03-10T23:15:00.000Z')}
        restaurantName="Cantina da Praça"
      />,
      { merchantId },
    );
    const card = screen.getByRole('article', { name: 'Maria Souza' });
    expect(within(card).getByText('Outra pessoa tentou entrar com este telefone às 20:14')).toBeTruthy();
    expect(
      within(card).getByText('Confira com o cliente e remova quem não é o dono do número.'),
    ).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover cliente' });
    await user.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Maria Souza saiu da fila')).toBeTruthy();
    expect(api.callsTo('POST /queue/remove').map((call) => call.query.get('queueId'))).toEqual([called.id]);
  });

  it('says nothing about the phone when nobody else tried it', () => {
    renderCard(called);
    expect(screen.queryByText(/tentou entrar com este telefone/)).toBeNull();
  });

  it('opens WhatsApp with a text that names the restaurant without an article and links the status page', () => {
    renderCard(called);
    const link = screen.getByRole('link', { name: /^Avisar pelo WhatsApp/ });
    const text = new URL(link.getAttribute('href') ?? '').searchParams.get('text');
    expect(text).toBe(
      `Olá, Maria! Cantina da Praça: sua mesa está pronta. Responda ao chamado até 12:05: ${window.location.origin}/queue`,
    );
  });
});

describe('the notice badges', () => {
  it.each([
    ['pending', 'Pendente'],
    ['sent', 'Enviado'],
    ['failed', 'Falhou'],
    ['skipped', 'Não enviado'],
  ] as const)('%s reads %j', (status, label) => {
    const notifications: EntryNotificationView[] = [
      { channel: 'whatsapp', kind: 'called', status, at: '2026-03-10T15:03:00.000Z' },
    ];
    renderScreen(<QueueEntryNotifications notifications={notifications} timeZone={timeZone} />);
    expect(itemsOf(screen.getByRole('list', { name: 'Avisos ao cliente' }))).toEqual([
      `WhatsApp: ${label} às 12:03`,
    ]);
  });

  it('shows the latest notice of a channel that has no call yet (second in line)', () => {
    const notifications: EntryNotificationView[] = [
      { channel: 'push', kind: 'almost', status: 'sent', at: '2026-03-10T14:40:00.000Z' },
    ];
    renderScreen(<QueueEntryNotifications notifications={notifications} timeZone={timeZone} />);
    const item = screen.getByRole('listitem');
    expect(item.textContent).toBe('Notificação: Enviada às 11:40');
    expect(item.getAttribute('title')).toBe('Aviso de que está quase na vez (Notificação)');
  });
});

describe('an entry that joined by WhatsApp', () => {
  it("carries a 'WhatsApp' badge read aloud as 'Entrou pelo WhatsApp'; one that joined on the web none", () => {
    renderCard({ ...called, source: 'whatsapp' });
    const card = screen.getByRole('article', { name: 'Maria Souza' });
    const badge = within(card).getByText('Entrou pelo', { exact: false }).parentElement as HTMLElement;
    expect(badge.textContent).toBe('Entrou pelo WhatsApp');
    expect(badge.className).toContain('text-success-emphasis');
    expect(within(badge).getByText('Entrou pelo', { exact: false }).className).toBe('visually-hidden');
  });

  it('has no badge when the diner joined on the web', () => {
    renderCard(called);
    expect(screen.queryByText('Entrou pelo', { exact: false })).toBeNull();
  });
});

describe("the WhatsApp notice's delivery", () => {
  const sentAt = '2026-03-10T15:00:02.000Z';
  it.each([
    ['delivered', '2026-03-10T15:01:10.000Z', 'WhatsApp: Enviado às 12:00 · entregue às 12:01'],
    ['read', '2026-03-10T15:03:40.000Z', 'WhatsApp: Enviado às 12:00 · lida às 12:03'],
  ] as const)('%s reads %j', (delivery, deliveryAt, text) => {
    const notifications: EntryNotificationView[] = [
      { channel: 'whatsapp', kind: 'called', status: 'sent', at: sentAt, delivery, deliveryAt },
    ];
    renderScreen(<QueueEntryNotifications notifications={notifications} timeZone={timeZone} />);
    expect(itemsOf(screen.getByRole('list', { name: 'Avisos ao cliente' }))).toEqual([text]);
  });

  it('says nothing of a delivery WhatsApp has not reported, nor of one on a notice that then failed', () => {
    const notifications: EntryNotificationView[] = [
      { channel: 'push', kind: 'called', status: 'sent', at: sentAt },
      {
        channel: 'whatsapp',
        kind: 'called',
        status: 'failed',
        at: sentAt,
        delivery: 'delivered',
        deliveryAt: sentAt,
      },
    ];
    renderScreen(<QueueEntryNotifications notifications={notifications} timeZone={timeZone} />);
    expect(itemsOf(screen.getByRole('list', { name: 'Avisos ao cliente' }))).toEqual([
      'Notificação: Enviada às 12:00',
      'WhatsApp: Falhou às 12:00',
    ]);
  });
});

describe("the notice badges' words", () => {
  it("agree with 'Notificação' (feminine) and 'SMS' (masculine)", () => {
    const notifications: EntryNotificationView[] = [
      { channel: 'push', kind: 'called', status: 'skipped', at: '2026-03-10T15:03:00.000Z' },
      { channel: 'sms', kind: 'called', status: 'skipped', at: '2026-03-10T15:03:00.000Z' },
    ];
    renderScreen(<QueueEntryNotifications notifications={notifications} timeZone={timeZone} />);
    expect(itemsOf(screen.getByRole('list', { name: 'Avisos ao cliente' }))).toEqual([
      'Notificação: Não enviada às 12:03',
      'SMS: Não enviado às 12:03',
    ]);
  });
});

describe("the card's buttons: each call, its success toast and its failure toast", () => {
  const failure = reply(500, { code: 'INTERNAL', message: 'Erro interno. Tente novamente em instantes.' });
  const answered = (status: MerchantQueueEntry['status']) => () => ({
    id: called.id,
    status,
    lastStatusAt: '2026-03-10T15:01:00.000Z',
  });

  it.each([
    [
      'WAITING_CONFIRMATION',
      'Aceitar',
      'accept',
      'IN_QUEUE',
      'Maria Souza entrou na fila',
      'Erro ao aceitar o cliente',
    ],
    ['IN_QUEUE', 'Chamar', 'call', 'CALLED', 'Chamado enviado a Maria Souza', 'Erro ao chamar cliente'],
  ] as const)('%s → %s: POST /queue/%s', async (status, button, path, next, done, failed) => {
    let isFailing = true;
    const api = mockApi({
      [`POST /queue/${path}`]: () => (isFailing ? failure.clone() : answered(next)()),
    });
    const { user } = showCard({ ...called, status, notifications: [] });
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(failed)).toBeTruthy();
    isFailing = false;
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText(done)).toBeTruthy();
    expect(api.callsTo(`POST /queue/${path}`).map((call) => call.query.get('queueId'))).toEqual([
      called.id,
      called.id,
    ]);
  });

  it("CALLED → 'Check-in' asks for an optional table label, then POST /queue/checkin with `table`", async () => {
    let isFailing = true;
    const api = mockApi({
      'POST /queue/checkin': () => (isFailing ? failure.clone() : { ...answered('CHECK_IN')(), table: '12' }),
    });
    const { user } = showCard({ ...called, notifications: [] });
    await user.click(screen.getByRole('button', { name: 'Check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check-in' });
    expect(within(dialog).getByText('Confirmar a chegada de Maria Souza?')).toBeTruthy();
    const label = within(dialog).getByRole('textbox', { name: 'Mesa (opcional)' });
    expect(label.getAttribute('maxlength')).toBe('12');
    // Without a label: no `table` is sent; the failure keeps the dialog open.
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar check-in' }));
    expect(await screen.findByText('Erro ao realizar checkin')).toBeTruthy();
    isFailing = false;
    // Enter in the field confirms, with the trimmed label.
    await user.type(label, '  12 {Enter}');
    expect(await screen.findByText('Check-in de Maria Souza feito')).toBeTruthy();
    const calls = api.callsTo('POST /queue/checkin');
    expect(calls.map((call) => call.query.get('queueId'))).toEqual([called.id, called.id]);
    expect(calls.map((call) => call.query.get('table'))).toEqual([null, '12']);
  });

  it('shows the free tables that fit the party and offers them at check-in (docs/tables.md#fit)', async () => {
    const api = mockApi({ 'POST /queue/checkin': () => ({ ...answered('CHECK_IN')(), table: '10' }) });
    const { user } = showCard({ ...called, fits: ['2', '10'], notifications: [] });
    const card = screen.getByRole('article', { name: 'Maria Souza' });
    expect(within(card).getByText('Cabe em: Mesa 2, Mesa 10')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check-in' });
    const offers = within(dialog).getByRole('group', { name: 'Mesas livres para o grupo' });
    await user.click(within(offers).getByRole('button', { name: 'Mesa 10' }));
    expect(within(offers).getByRole('button', { name: 'Mesa 10' }).getAttribute('aria-pressed')).toBe('true');
    expect((within(dialog).getByRole('textbox', { name: 'Mesa (opcional)' }) as HTMLInputElement).value).toBe(
      '10',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar check-in' }));
    expect(await screen.findByText('Check-in de Maria Souza feito')).toBeTruthy();
    expect(api.callsTo('POST /queue/checkin').map((call) => call.query.get('table'))).toEqual(['10']);
  });

  it("says in the check-in dialog why the server refused it ('Mesa ocupada.')", async () => {
    let isTaken = true;
    mockApi({
      'POST /queue/checkin': () =>
        isTaken
          ? reply(409, { code: 'CONFLICT', message: 'Mesa ocupada.' })
          : { ...answered('CHECK_IN')(), table: '2' },
    });
    const { user } = showCard({ ...called, fits: ['2'], notifications: [] });
    await user.click(screen.getByRole('button', { name: 'Check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check-in' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Mesa (opcional)' }), '3{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Mesa ocupada.');
    isTaken = false;
    await user.click(within(dialog).getByRole('button', { name: 'Mesa 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar check-in' }));
    expect(await screen.findByText('Check-in de Maria Souza feito')).toBeTruthy();
  });

  it("offers 'Sentar mesmo assim' when a booking holds the table, repeating the check-in with force", async () => {
    const api = mockApi({
      'POST /queue/checkin': (call) =>
        call.query.get('force') === 'true'
          ? { ...answered('CHECK_IN')(), table: '2' }
          : reply(409, { code: 'CONFLICT', message: 'Mesa reservada às 20:00.' }),
    });
    const { user } = showCard({ ...called, fits: [], notifications: [] });
    await user.click(screen.getByRole('button', { name: 'Check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check-in' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Mesa (opcional)' }), '2{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Mesa reservada às 20:00.');
    await user.click(within(dialog).getByRole('button', { name: 'Sentar mesmo assim' }));
    expect(await screen.findByText('Check-in de Maria Souza feito')).toBeTruthy();
    expect(
      api.callsTo('POST /queue/checkin').map((call) => [call.query.get('table'), call.query.get('force')]),
    ).toEqual([
      ['2', null],
      ['2', 'true'],
    ]);
  });

  it("never offers 'Sentar mesmo assim' for an occupied table", async () => {
    mockApi({ 'POST /queue/checkin': reply(409, { code: 'CONFLICT', message: 'Mesa ocupada.' }) });
    const { user } = showCard({ ...called, notifications: [] });
    await user.click(screen.getByRole('button', { name: 'Check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check-in' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Mesa (opcional)' }), '3{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Mesa ocupada.');
    expect(within(dialog).queryByRole('button', { name: 'Sentar mesmo assim' })).toBeNull();
  });

  it('offers no tables when none fits', () => {
    renderCard(called);
    expect(screen.queryByText(/Cabe em/)).toBeNull();
  });

  it('proposes at check-in the table whose QR code the consumer scanned; the host may change it', async () => {
    const api = mockApi({ 'POST /queue/checkin': () => ({ ...answered('CHECK_IN')(), table: '14' }) });
    const { user } = showCard({ ...called, table: 'Varanda 3', notifications: [] });
    const card = screen.getByRole('article', { name: 'Maria Souza' });
    expect(within(card).getByText('Mesa Varanda 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check-in' });
    const label = within(dialog).getByRole('textbox', { name: 'Mesa (opcional)' }) as HTMLInputElement;
    expect(label.value).toBe('Varanda 3');
    await user.clear(label);
    await user.type(label, '14{Enter}');
    expect(await screen.findByText('Check-in de Maria Souza feito')).toBeTruthy();
    expect(api.callsTo('POST /queue/checkin').map((call) => call.query.get('table'))).toEqual(['14']);
  });

  it.each([
    [
      'IN_QUEUE',
      'Remover',
      'remove',
      'Remover cliente',
      'Não compareceu',
      'Maria Souza saiu da fila',
      'Erro ao remover o cliente',
    ],
    [
      'WAITING_CONFIRMATION',
      'Recusar',
      'refuse',
      'Recusar cliente',
      'Encerrando a operação',
      'Entrada de Maria Souza recusada',
      'Erro ao recusar o cliente',
    ],
  ] as const)(
    '%s → %s asks for a reason (default %s), then POST /queue/%s',
    async (status, button, path, title, reason, done, failed) => {
      let isFailing = true;
      const calls: ApiCall[] = [];
      mockApi({
        [`POST /queue/${path}`]: (call) => {
          calls.push(call);
          return isFailing ? failure.clone() : answered('CANCELLED_BY_MERCHANT')();
        },
      });
      const { user } = showCard({ ...called, status, notifications: [] });
      const confirmWithDefault = async () => {
        await user.click(screen.getByRole('button', { name: button }));
        const dialog = await screen.findByRole('dialog', { name: title });
        expect((within(dialog).getByLabelText('Motivo') as HTMLSelectElement).value).toBe(reason);
        await user.click(within(dialog).getByRole('button', { name: button }));
      };
      await confirmWithDefault();
      expect(await screen.findByText(failed)).toBeTruthy();
      isFailing = false;
      // The dialog stays open after a failure: the host confirms again.
      await user.click(
        within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: button }),
      );
      expect(await screen.findByText(done)).toBeTruthy();
      expect(calls.map((call) => Object.fromEntries(call.query))).toEqual([
        { queueId: called.id, reason },
        { queueId: called.id, reason },
      ]);
    },
  );
});
