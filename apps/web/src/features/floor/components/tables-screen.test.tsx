// @vitest-environment happy-dom
import type { RestaurantTable } from '@suavez/shared/contracts/tables.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveMerchantSession } from '@/lib/cookies';
import { mockApi, reply } from '@/test/api-mock';
import { renderMerchantScreen, renderScreen } from '@/test/render';
import { restaurantTable } from '@/test/table-fixtures';
import { TablesScreen } from './tables-screen';

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';
const path = '/merchant/mesas';

const table = restaurantTable;

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** A stored login whose token carries `role`, as the server signs it. */
function signInAs(role: string) {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const token = [base64Url({ alg: 'HS256' }), base64Url({ merchant: merchantId, role, exp }), 'sig'].join(
    '.',
  );
  saveMerchantSession({ token, merchantId, email: `${role}@cantina.com` });
}

describe('TablesScreen', () => {
  it('lists the tables by area with their seats and who sits there', async () => {
    mockApi({
      'GET /merchant/tables': () => [
        table(1),
        table(2, { state: 'SEATED', seats: 2 }),
        table(8, { area: 'Varanda', seats: 8, minSeats: 5 }),
      ],
    });
    renderMerchantScreen(<TablesScreen />, { merchantId, path });
    const hall = await screen.findByRole('list', { name: 'Mesas: Sem área' });
    expect(
      within(hall)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Mesa 1'), expect.stringMatching(/Mesa 2.*2 lugares.*Ocupada/)]);
    const porch = screen.getByRole('list', { name: 'Mesas: Varanda' });
    expect(within(porch).getByText('8 lugares · a partir de 5 pessoas')).toBeTruthy();
  });

  it("creates many tables from 'Mesa 1..20, 4 lugares' and shows the server's refusal", async () => {
    let tables: RestaurantTable[] = [];
    let calls = 0;
    const api = mockApi({
      'GET /merchant/tables': () => tables,
      'POST /merchant/tables/import': () => {
        calls += 1;
        if (calls === 1) return reply(409, { code: 'CONFLICT', message: 'Já existe a mesa 7.' });
        tables = [table(1), table(2)];
        return tables;
      },
    });
    renderMerchantScreen(<TablesScreen />, { merchantId, path });
    await screen.findByText('Nenhuma mesa ainda. Crie as mesas acima.');
    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText('Uma linha por grupo de mesas'), {
      target: { value: 'Mesa 1..20, 4 lugares' },
    });
    await user.click(screen.getByRole('button', { name: 'Criar mesas' }));
    expect(await screen.findByText('Já existe a mesa 7.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Criar mesas' }));
    await screen.findByRole('list', { name: 'Mesas: Sem área' });
    expect(screen.queryByText('Já existe a mesa 7.')).toBeNull();
    expect(api.callsTo('POST /merchant/tables/import')[1]?.body).toEqual({ text: 'Mesa 1..20, 4 lugares' });
    expect(screen.getByLabelText('Uma linha por grupo de mesas')).toHaveProperty('value', '');
  });

  it('adds one table, changes it and removes it after asking', async () => {
    let tables: RestaurantTable[] = [];
    const id = table(12).id;
    const api = mockApi({
      'GET /merchant/tables': () => tables,
      'POST /merchant/tables': () => {
        tables = [table(12, { area: 'Varanda', seats: 6 })];
        return tables[0];
      },
      [`PATCH /merchant/tables/${id}`]: () => {
        tables = [table(12, { area: 'Varanda', seats: 8, minSeats: 5 })];
        return tables[0];
      },
      [`DELETE /merchant/tables/${id}`]: () => {
        tables = [];
        return undefined;
      },
    });
    renderMerchantScreen(<TablesScreen />, { merchantId, path });
    await screen.findByText('Nenhuma mesa ainda. Crie as mesas acima.');
    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText('Mesa'), { target: { value: 'Mesa 12' } });
    fireEvent.change(screen.getByLabelText('Lugares'), { target: { value: '6' } });
    fireEvent.change(screen.getByLabelText('Área (opcional)'), { target: { value: 'Varanda' } });
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await screen.findByRole('list', { name: 'Mesas: Varanda' });
    expect(api.callsTo('POST /merchant/tables')[0]?.body).toEqual({
      label: 'Mesa 12',
      seats: 6,
      minSeats: 1,
      area: 'Varanda',
    });

    await user.click(screen.getByRole('button', { name: 'Alterar Mesa 12' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Lugares'), { target: { value: '8' } });
    fireEvent.change(within(dialog).getByLabelText('Mínimo de pessoas'), { target: { value: '5' } });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await screen.findByText('8 lugares · a partir de 5 pessoas');
    expect(api.callsTo(`PATCH /merchant/tables/${id}`)[0]?.body).toEqual({
      label: '12',
      seats: 8,
      minSeats: 5,
      area: 'Varanda',
    });

    await user.click(screen.getByRole('button', { name: 'Remover Mesa 12' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Remover' }));
    await screen.findByText('Nenhuma mesa ainda. Crie as mesas acima.');
    expect(api.callsTo(`DELETE /merchant/tables/${id}`)).toHaveLength(1);
  });

  it('shows why a seated table cannot be removed', async () => {
    const seated = table(3, { state: 'SEATED' });
    mockApi({
      'GET /merchant/tables': () => [seated],
      [`DELETE /merchant/tables/${seated.id}`]: () =>
        reply(409, {
          code: 'CONFLICT',
          message: 'Há clientes sentados nesta mesa: faça o checkout antes de removê-la.',
        }),
    });
    renderMerchantScreen(<TablesScreen />, { merchantId, path });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remover Mesa 3' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(within(confirm).getByText(/faça o checkout antes de removê-la/)).toBeTruthy());
  });

  it('tells anyone but the owner that only the owner defines the tables, without asking the server', async () => {
    const api = mockApi({});
    signInAs('host');
    renderScreen(<TablesScreen />, { path });
    expect(await screen.findByText('Só o dono do estabelecimento cadastra as mesas.')).toBeTruthy();
    expect(api.callsTo('GET /merchant/tables')).toHaveLength(0);
  });
});
