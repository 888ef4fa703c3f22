// @vitest-environment happy-dom
import type { MerchantQueueEntry } from '@suavez/shared/contracts/queue-merchant.contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, reply } from '@/test/api-mock';
import { signInMerchant } from '@/test/merchant-session';
import { renderMerchantScreen, renderScreen } from '@/test/render';
import { QueueEntryCard } from './queue-entry-card';
import { WalkInModal } from './walk-in-modal';

// '+ Adicionar' on the host's queue screen (docs/queue.md#walk-ins).

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';
const entryId = 'bbbbbbbb-0000-4000-8000-000000000001';

function show() {
  signInMerchant(merchantId);
  let closed = 0;
  const rendered = renderScreen(
    <WalkInModal
      show
      merchantId={merchantId}
      onClose={() => {
        closed += 1;
      }}
    />,
    { path: '/merchant/queue' },
  );
  return { ...rendered, closedCount: () => closed };
}

describe("'+ Adicionar'", () => {
  it('adds the party with its size and masked phone, says so, and closes', async () => {
    const api = mockApi({ 'POST /merchant/queue': reply(201, { id: entryId, status: 'IN_QUEUE' }) });
    const { user, closedCount } = show();
    const dialog = screen.getByRole('dialog', { name: 'Adicionar à fila' });
    expect(within(dialog).getByLabelText('Nome')).toBe(document.activeElement);
    await user.type(within(dialog).getByLabelText('Nome'), '  Mariana ');
    await user.click(within(dialog).getByRole('button', { name: 'Uma pessoa a mais' }));
    await user.click(within(dialog).getByRole('button', { name: 'Uma pessoa a mais' }));
    expect(within(dialog).getByLabelText('Pessoas')).toHaveProperty('value', '4');
    await user.type(within(dialog).getByLabelText('Celular (opcional)'), '11987654321');
    expect(within(dialog).getByLabelText('Celular (opcional)')).toHaveProperty('value', '(11) 98765-4321');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar à fila' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Mariana entrou na fila');
    expect(api.callsTo('POST /merchant/queue').map((call) => call.body)).toEqual([
      { name: 'Mariana', slot: 4, phone: '(11) 98765-4321' },
    ]);
    expect(closedCount()).toBe(1);
  });

  it('sends no phone when none is typed, and keeps the size between 1 and 20', async () => {
    const api = mockApi({ 'POST /merchant/queue': reply(201, { id: entryId, status: 'IN_QUEUE' }) });
    const { user } = show();
    const dialog = screen.getByRole('dialog', { name: 'Adicionar à fila' });
    await user.type(within(dialog).getByLabelText('Nome'), 'José');
    await user.click(within(dialog).getByRole('button', { name: 'Uma pessoa a menos' }));
    expect(within(dialog).getByRole('button', { name: 'Uma pessoa a menos' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar à fila' }));
    await screen.findByRole('alert');
    expect(api.callsTo('POST /merchant/queue').map((call) => call.body)).toEqual([{ name: 'José', slot: 1 }]);
  });

  it('sends nothing without a name or with a short phone, and says why under each field', async () => {
    const api = mockApi({});
    const { user } = show();
    const dialog = screen.getByRole('dialog', { name: 'Adicionar à fila' });
    await user.type(within(dialog).getByLabelText('Celular (opcional)'), '1198');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar à fila' }));
    expect(within(dialog).getByText('Informe o nome do cliente')).toBeTruthy();
    expect(within(dialog).getByText('Informe um celular válido com DDD.')).toBeTruthy();
    expect(within(dialog).getByLabelText('Nome')).toBe(document.activeElement);
    expect(api.callsTo('POST /merchant/queue')).toEqual([]);
  });

  it("keeps what was typed and shows the server's refusal in the dialog", async () => {
    mockApi({
      'POST /merchant/queue': reply(409, {
        code: 'PHONE_IN_QUEUE',
        message: 'Este telefone já está na fila deste restaurante.',
      }),
    });
    const { user, closedCount } = show();
    const dialog = screen.getByRole('dialog', { name: 'Adicionar à fila' });
    await user.type(within(dialog).getByLabelText('Nome'), 'Eva');
    await user.type(within(dialog).getByLabelText('Celular (opcional)'), '11987654321');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar à fila' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Este telefone já está na fila deste restaurante.',
    );
    expect(within(dialog).getByLabelText('Nome')).toHaveProperty('value', 'Eva');
    expect(closedCount()).toBe(0);
  });
});

describe("the card's phone", () => {
  const entry: MerchantQueueEntry = {
    id: entryId,
    status: 'IN_QUEUE',
    slot: 2,
    source: 'web',
    joinedAt: '2026-03-10T14:30:00.000Z',
    lastStatusAt: '2026-03-10T14:30:00.000Z',
    consumer: { name: 'Mariana', phone: '11987654321' },
    phoneClaimedAt: null,
    table: null,
    deadlineAt: null,
    deadlineExtensions: 0,
    position: 1,
    notifications: [],
    staffActions: [{ action: 'queue.add', by: 'Ana', at: '2026-03-10T14:30:00.000Z' }],
    fits: [],
  };
  const renderCard = (value: MerchantQueueEntry) => {
    mockApi({});
    return renderMerchantScreen(
      <QueueEntryCard
        entry={value}
        merchantId={merchantId}
        timeZone="America/Sao_Paulo"
        now={new Date('2026-03-10T14:31:00.000Z')}
        restaurantName="Cantina"
      />,
      { merchantId },
    );
  };

  it('calls with a tap and opens WhatsApp, and names who added the party', () => {
    renderCard(entry);
    const card = screen.getByRole('article', { name: 'Mariana' });
    expect(within(card).getByRole('link', { name: 'Ligar para Mariana: (11) 98765-4321' })).toHaveProperty(
      'href',
      'tel:11987654321',
    );
    expect(
      within(card).getByRole('link', { name: 'WhatsApp de Mariana (abre em nova aba)' }).getAttribute('href'),
    ).toBe('https://wa.me/5511987654321');
    expect(within(card).getByText('Adicionado por Ana às 11:30')).toBeTruthy();
  });

  it('shows no phone when the party gave none', () => {
    renderCard({ ...entry, consumer: { name: 'Mariana', phone: '' } });
    const card = screen.getByRole('article', { name: 'Mariana' });
    expect(within(card).queryByRole('link', { name: /Ligar para/ })).toBeNull();
    expect(within(card).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
  });
});
