// @vitest-environment happy-dom
import type {
  ApiKeySummary,
  WebhookDelivery,
  WebhookEndpoint,
} from '@suavez/shared/contracts/integration-answers.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, reply } from '@/test/api-mock';
import { renderMerchantScreen } from '@/test/render';
import { IntegrationsScreen } from './integrations-screen';

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';
const path = '/merchant/integracoes';
const keyId = 'bbbbbbbb-0000-4000-8000-0000000000bb';
const hookId = 'cccccccc-0000-4000-8000-0000000000cc';

const caixa: ApiKeySummary = {
  id: keyId,
  name: 'Caixa',
  scopes: ['orders:read', 'menu:write'],
  prefix: 'sv_Ab12',
  createdAt: '2026-12-01T13:00:00.000Z',
  lastUsedAt: null,
};

const endpoint: WebhookEndpoint = {
  id: hookId,
  url: 'https://caixa.exemplo.com.br/suavez',
  events: ['order.sent'],
  enabled: false,
  disabledReason: 'Desligado após 20 falhas seguidas.',
  consecutiveFailures: 20,
  createdAt: '2026-12-01T13:00:00.000Z',
};

describe('IntegrationsScreen', () => {
  it('creates a key, shows it once with Copiar, and lists it with its scopes in words', async () => {
    let keys: ApiKeySummary[] = [];
    const api = mockApi({
      'GET /merchant/api-keys': () => keys,
      'GET /merchant/webhooks': [],
      'POST /merchant/api-keys': () => {
        keys = [caixa];
        return reply(201, {
          id: keyId,
          name: 'Caixa',
          scopes: caixa.scopes,
          key: 'sv_Ab12secretsecretsecret',
        });
      },
    });
    const { user } = renderMerchantScreen(<IntegrationsScreen />, { merchantId, path });
    // After the render: user-event puts its own clipboard on the navigator.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    expect(await screen.findByText('Nenhuma chave criada.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Nova chave' }));
    const form = await screen.findByRole('dialog', { name: 'Nova chave' });
    await user.click(within(form).getByRole('button', { name: 'Criar chave' }));
    expect(within(form).getByRole('alert').textContent).toBe('Dê um nome à chave.');
    await user.type(within(form).getByLabelText('Nome'), 'Caixa');
    await user.click(within(form).getByRole('button', { name: 'Criar chave' }));
    expect(within(form).getByRole('alert').textContent).toBe('Escolha ao menos uma permissão.');
    expect(api.callsTo('POST /merchant/api-keys')).toHaveLength(0);
    await user.click(within(form).getByLabelText('Marcar itens esgotados'));
    await user.click(within(form).getByLabelText('Ver os pedidos'));
    await user.click(within(form).getByRole('button', { name: 'Criar chave' }));

    const shown = await screen.findByRole('dialog', { name: 'Chave "Caixa" criada' });
    // The scopes go in the shared list's order, whatever the order they were ticked.
    expect(api.callsTo('POST /merchant/api-keys')[0]?.body).toEqual({
      name: 'Caixa',
      scopes: ['orders:read', 'menu:write'],
    });
    expect(within(shown).getByLabelText('Chave de API')).toHaveProperty('value', 'sv_Ab12secretsecretsecret');
    expect(within(shown).getByText(/não será mostrado de novo/)).toBeTruthy();
    await user.click(within(shown).getByRole('button', { name: 'Copiar' }));
    expect(writeText).toHaveBeenCalledWith('sv_Ab12secretsecretsecret');
    await user.click(within(shown).getByRole('button', { name: 'Já guardei' }));
    await waitFor(() => expect(screen.queryByText('sv_Ab12secretsecretsecret')).toBeNull());

    const table = await screen.findByRole('table', { name: 'Chaves de API' });
    const row = within(table).getByText('Caixa').closest('tr');
    expect(row?.textContent).toContain('sv_Ab12…');
    expect(row?.textContent).toContain('Ver os pedidos, Marcar itens esgotados');
    expect(row?.textContent).toContain('01/12/2026, 10:00');
    expect(row?.textContent).toContain('Nunca');
  });

  it('revokes a key only after asking', async () => {
    let keys = [caixa];
    const api = mockApi({
      'GET /merchant/api-keys': () => keys,
      'GET /merchant/webhooks': [],
      [`DELETE /merchant/api-keys/${keyId}`]: () => {
        keys = [];
        return undefined;
      },
    });
    const { user } = renderMerchantScreen(<IntegrationsScreen />, { merchantId, path });
    await user.click(await screen.findByRole('button', { name: 'Revogar a chave Caixa' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revogar chave' });
    expect(api.callsTo(`DELETE /merchant/api-keys/${keyId}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Revogar' }));
    expect(await screen.findByText('Nenhuma chave criada.')).toBeTruthy();
    expect(api.callsTo(`DELETE /merchant/api-keys/${keyId}`)).toHaveLength(1);
    expect((await screen.findByText(/Chave "Caixa" revogada/)).textContent).toContain('não funciona mais');
  });

  it('creates a webhook and shows its secret once; a refused URL shows the server message', async () => {
    let endpoints: WebhookEndpoint[] = [];
    let isRefusing = true;
    const api = mockApi({
      'GET /merchant/api-keys': [],
      'GET /merchant/webhooks': () => endpoints,
      'POST /merchant/webhooks': () => {
        if (isRefusing) return reply(400, { code: 'VALIDATION_ERROR', message: 'Use um endereço https.' });
        endpoints = [{ ...endpoint, enabled: true, disabledReason: null, consecutiveFailures: 0 }];
        return reply(201, {
          id: hookId,
          url: endpoint.url,
          events: ['order.sent'],
          secret: 'whsec_c2VjcmV0',
        });
      },
    });
    const { user } = renderMerchantScreen(<IntegrationsScreen />, { merchantId, path });
    await user.click(await screen.findByRole('button', { name: 'Novo webhook' }));
    const form = await screen.findByRole('dialog', { name: 'Novo webhook' });
    await user.type(within(form).getByLabelText('URL'), 'caixa');
    await user.click(within(form).getByLabelText('Pedido enviado'));
    await user.click(within(form).getByRole('button', { name: 'Criar webhook' }));
    expect(within(form).getByRole('alert').textContent).toBe('Informe um endereço que comece com https://.');
    await user.clear(within(form).getByLabelText('URL'));
    await user.type(within(form).getByLabelText('URL'), endpoint.url);
    await user.click(within(form).getByRole('button', { name: 'Criar webhook' }));
    expect(await screen.findByText('Use um endereço https.')).toBeTruthy();

    isRefusing = false;
    await user.click(within(form).getByRole('button', { name: 'Criar webhook' }));
    const shown = await screen.findByRole('dialog', { name: 'Webhook criado' });
    expect(within(shown).getByLabelText('Segredo de assinatura')).toHaveProperty('value', 'whsec_c2VjcmV0');
    expect(api.callsTo('POST /merchant/webhooks').at(-1)?.body).toEqual({
      url: endpoint.url,
      events: ['order.sent'],
    });
    await user.click(within(shown).getByRole('button', { name: 'Já guardei' }));
    const list = await screen.findByRole('list', { name: 'Webhooks' });
    await waitFor(() => expect(within(list).getByText('Ativo')).toBeTruthy());
    expect(within(list).getByText('Pedido enviado')).toBeTruthy();
  });

  it('shows why an endpoint is off, turns it back on, tests it and deletes it after asking', async () => {
    let endpoints = [endpoint];
    const api = mockApi({
      'GET /merchant/api-keys': [],
      'GET /merchant/webhooks': () => endpoints,
      [`PATCH /merchant/webhooks/${hookId}`]: () => {
        endpoints = [{ ...endpoint, enabled: true, disabledReason: null, consecutiveFailures: 0 }];
        return endpoints[0];
      },
      [`POST /merchant/webhooks/${hookId}/test`]: reply(202, { id: 'dddddddd-0000-4000-8000-0000000000dd' }),
      [`DELETE /merchant/webhooks/${hookId}`]: () => {
        endpoints = [];
        return undefined;
      },
    });
    const { user } = renderMerchantScreen(<IntegrationsScreen />, { merchantId, path });
    const list = await screen.findByRole('list', { name: 'Webhooks' });
    expect(within(list).getByText('Desligado')).toBeTruthy();
    expect(within(list).getByText('Desligado após 20 falhas seguidas.')).toBeTruthy();
    expect(within(list).getByText('20 falhas seguidas')).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: 'Editar' }));
    const form = await screen.findByRole('dialog', { name: 'Editar webhook' });
    expect(within(form).getByLabelText('URL')).toHaveProperty('value', endpoint.url);
    expect(within(form).getByLabelText('Pedido enviado')).toHaveProperty('checked', true);
    await user.click(within(form).getByLabelText('Ativo'));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(within(list).getByText('Ativo')).toBeTruthy());
    expect(api.callsTo(`PATCH /merchant/webhooks/${hookId}`)[0]?.body).toEqual({
      url: endpoint.url,
      events: ['order.sent'],
      enabled: true,
    });

    await user.click(within(list).getByRole('button', { name: 'Testar' }));
    expect(await screen.findByText('Teste enviado. Veja o resultado em Entregas.')).toBeTruthy();
    expect(api.callsTo(`POST /merchant/webhooks/${hookId}/test`)).toHaveLength(1);

    await user.click(within(list).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir webhook' });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Nenhum webhook cadastrado.')).toBeTruthy();
  });

  it("lists an endpoint's deliveries in pt-BR and sends one again", async () => {
    const failed: WebhookDelivery = {
      id: 'eeeeeeee-0000-4000-8000-0000000000ee',
      type: 'order.sent',
      status: 'failed',
      attempts: 20,
      lastStatusCode: 503,
      lastError: 'O endereço respondeu HTTP 503.',
      // A given-up delivery keeps its last planned try; the screen shows none.
      nextAttemptAt: '2026-12-02T10:00:00.000Z',
      createdAt: '2026-12-01T13:00:00.000Z',
    };
    const ping: WebhookDelivery = {
      id: 'ffffffff-0000-4000-8000-0000000000ff',
      type: 'ping',
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: null,
      nextAttemptAt: '2026-12-02T11:00:10.000Z',
      createdAt: '2026-12-02T11:00:00.000Z',
    };
    let deliveries = [ping, failed];
    const api = mockApi({
      'GET /merchant/api-keys': [],
      'GET /merchant/webhooks': [endpoint],
      [`GET /merchant/webhooks/${hookId}/deliveries`]: () => deliveries,
      [`POST /merchant/webhooks/${hookId}/deliveries/${failed.id}/retry`]: () => {
        deliveries = [ping, { ...failed, status: 'pending', nextAttemptAt: '2026-12-02T11:01:00.000Z' }];
        return reply(202, {});
      },
    });
    const { user } = renderMerchantScreen(<IntegrationsScreen />, { merchantId, path });
    await user.click(await screen.findByRole('button', { name: 'Entregas' }));
    const dialog = await screen.findByRole('dialog', { name: `Entregas para ${endpoint.url}` });
    const table = await within(dialog).findByRole('table', { name: 'Entregas' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [...row.querySelectorAll('td')].slice(0, 5).map((td) => td.textContent)),
    ).toEqual([
      ['Teste', 'Aguardando', '1', 'Sem resposta', '02/12/2026, 08:00'],
      ['Pedido enviado', 'Falhou', '20', '503', '—'],
    ]);
    await user.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(within(table).queryByText('Falhou')).toBeNull());
    expect(api.callsTo(`POST /merchant/webhooks/${hookId}/deliveries/${failed.id}/retry`)).toHaveLength(1);
    expect(await screen.findByText('Entrega enviada de novo.')).toBeTruthy();
  });

  it("reads the deliveries again while one is 'Aguardando', so 'Entregue' shows in the open list", async () => {
    const ping: WebhookDelivery = {
      id: 'ffffffff-0000-4000-8000-0000000000ff',
      type: 'ping',
      status: 'pending',
      attempts: 0,
      lastStatusCode: null,
      lastError: null,
      nextAttemptAt: '2026-12-02T11:00:00.000Z',
      createdAt: '2026-12-02T11:00:00.000Z',
    };
    let deliveries: WebhookDelivery[] = [ping];
    const api = mockApi({
      'GET /merchant/api-keys': [],
      'GET /merchant/webhooks': [
        { ...endpoint, enabled: true, disabledReason: null, consecutiveFailures: 0 },
      ],
      [`GET /merchant/webhooks/${hookId}/deliveries`]: () => deliveries,
    });
    const { user } = renderMerchantScreen(<IntegrationsScreen />, { merchantId, path });
    await user.click(await screen.findByRole('button', { name: 'Entregas' }));
    const dialog = await screen.findByRole('dialog', { name: `Entregas para ${endpoint.url}` });
    expect(await within(dialog).findByText('Aguardando')).toBeTruthy();
    // The worker delivers it meanwhile: the open list says so without being reopened.
    deliveries = [{ ...ping, status: 'delivered', attempts: 1, lastStatusCode: 204 }];
    expect(await within(dialog).findByText('Entregue', {}, { timeout: 5_000 })).toBeTruthy();
    expect(api.callsTo(`GET /merchant/webhooks/${hookId}/deliveries`).length).toBeGreaterThan(1);
  });

  it('tells another role that only the owner manages integrations, and calls nothing', async () => {
    const api = mockApi({});
    renderMerchantScreen(<IntegrationsScreen />, { merchantId, path, role: 'host' });
    expect(await screen.findByText('Só o dono do estabelecimento gerencia as integrações.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
