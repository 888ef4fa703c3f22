// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { publicMerchantFixture } from '@/test/merchant-fixtures';
import { renderScreen } from '@/test/render';
import { QueueJoinPage } from './queue-join.page';

const merchantId = 'aaaaaaaa-0000-4000-8000-000000000001';
const queueId = 'bbbbbbbb-0000-4000-8000-000000000001';

describe('/queue/join chooses its screen by the query (docs/screens.md#join-page)', () => {
  it.each([
    ['no parameter', '/queue/join'],
    ['an empty merchant', '/queue/join?merchant='],
    ['an empty qoid', '/queue/join?qoid='],
    ['both empty', '/queue/join?merchant=%20&qoid='],
  ])("shows 'Erro com o convite' for %s, asking nothing", async (_label, path) => {
    const api = mockApi({});
    renderScreen(<QueueJoinPage />, { path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Erro com o convite' })).toBeTruthy();
    expect(
      screen.getByText('Problema com o convite, escaneie o convite novamente ou solicite um novo link'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir para o início' }).getAttribute('href')).toBe('/');
    expect(api.calls).toEqual([]);
  });

  it('shows the join form of the merchant, which wins over a table', async () => {
    mockApi({
      'GET /merchant': publicMerchantFixture({ id: merchantId }),
      'GET /queue/preview': { waiting: 0, waitEstimate: null },
      'GET /flag': { value: false },
    });
    renderScreen(<QueueJoinPage />, { path: `/queue/join?merchant=${merchantId}&qoid=${queueId}` });
    expect(await screen.findByRole('form', { name: 'Entrar na fila' })).toBeTruthy();
  });

  it("shows a guest's join form for a table", async () => {
    mockApi({
      'GET /queue/invite': {
        merchant: { id: merchantId, name: 'Cantina da Praça', icon: null },
        owner: { firstName: 'Ana' },
      },
    });
    renderScreen(<QueueJoinPage />, { path: `/queue/join?merchant=&qoid=${queueId}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Juntar-se à fila de Cantina da Praça' }),
    ).toBeTruthy();
  });

  it.each([
    ['a table label, which the join carries', 'Varanda%203', 'Varanda 3'],
    ['a label the server would refuse, which is dropped', 'x'.repeat(13), undefined],
  ])('joins from a table QR code with %s (docs/queue.md#table-labels)', async (_case, param, table) => {
    const api = mockApi({
      'GET /merchant': publicMerchantFixture({ id: merchantId }),
      'GET /queue/preview': { waiting: 0, waitEstimate: null },
      'GET /flag': { value: false },
      'POST /consumer': { id: 'cccccccc-0000-4000-8000-000000000001', phoneVerified: true },
      'POST /queue': { id: queueId },
    });
    const { user, history } = renderScreen(<QueueJoinPage />, {
      path: `/queue/join?merchant=${merchantId}&table=${param}`,
    });
    await user.type(await screen.findByLabelText('Seu número de celular'), '11987654321');
    await user.type(screen.getByLabelText('Qual seu nome?'), 'Ana');
    await user.selectOptions(screen.getByLabelText('Mesa para quantos?'), '2 pessoas');
    if (table) expect(screen.getByText(`Mesa ${table}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Entrar na fila' }));
    await waitFor(() => expect(history.at(-1)).toBe('/queue'));
    expect(api.callsTo('POST /queue')[0]?.body).toEqual({
      merchant: { id: merchantId },
      consumer: { id: 'cccccccc-0000-4000-8000-000000000001' },
      slot: 2,
      ...(table ? { table } : {}),
    });
  });
});
