// @vitest-environment happy-dom
import type { MerchantQueueEntry } from '@suavez/shared/contracts/queue-merchant.contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { signInMerchant } from '@/test/merchant-session';
import { renderScreen } from '@/test/render';
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
  joinedAt: '2026-03-10T14:30:00.000Z',
  lastStatusAt: calledAt,
  consumer: { name: 'Maria Souza', phone: '11987654321' },
  deadlineAt: '2026-03-10T15:05:00.000Z',
  deadlineExtensions: 0,
  position: 1,
  notifications: [
    { channel: 'push', kind: 'called', status: 'sent', at: '2026-03-10T15:00:02.000Z' },
    // A later notice of the same channel: the card keeps showing the call's.
    { channel: 'push', kind: 'deadline', status: 'pending', at: '2026-03-10T15:04:00.000Z' },
    { channel: 'sms', kind: 'called', status: 'failed', at: '2026-03-10T15:02:31.000Z' },
  ],
};

function renderCard(entry: MerchantQueueEntry) {
  mockApi({});
  signInMerchant(merchantId);
  return renderScreen(
    <QueueEntryCard
      entry={entry}
      merchantId={merchantId}
      timeZone={timeZone}
      now={new Date('2026-03-10T15:01:00.000Z')}
      restaurantName="Cantina da Praça"
    />,
    { path: '/merchant/queue' },
  );
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
    expect(itemsOf(notices)).toEqual(['Notificação: Enviado às 12:00', 'SMS: Falhou às 12:02']);
    expect(within(notices).getByText('SMS: Falhou às 12:02').getAttribute('title')).toBe(
      'Aviso da chamada (SMS)',
    );
  });

  it('shows nothing about notices when none was written', () => {
    renderCard({ ...called, notifications: [] });
    expect(screen.queryByRole('list', { name: 'Avisos ao cliente' })).toBeNull();
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
    expect(item.textContent).toBe('Notificação: Enviado às 11:40');
    expect(item.getAttribute('title')).toBe('Aviso de que está quase na vez (Notificação)');
  });
});
