// @vitest-environment happy-dom
import type { CatalogSummary } from '@suavez/shared/contracts/catalog.contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, mockApi } from '@/test/api-mock';
import { renderMerchantScreen } from '@/test/render';
import { CatalogListScreen } from './catalog-list-screen';

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';
const today: CatalogSummary = {
  id: 'aaaaaaaa-0000-4000-8000-0000000000c0',
  name: 'Cardápio do dia',
  active: true,
};
const winter: CatalogSummary = { id: 'aaaaaaaa-0000-4000-8000-0000000000c9', name: 'Inverno', active: false };

async function renderList(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({ 'GET /catalog/list': [today, winter], ...routes });
  const rendered = renderMerchantScreen(<CatalogListScreen />, { merchantId, path: '/merchant/catalogs' });
  await screen.findByRole('list', { name: 'Cardápios' });
  return { ...rendered, api };
}

describe('the catalog list', () => {
  it("saves a catalog's switch at once, showing the new state and locked until the answer", async () => {
    const answer = deferred();
    const { user, api } = await renderList({ 'PATCH /catalog': () => answer.promise });
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Ativo — Inverno' });
    expect(toggle.checked).toBe(false);
    await user.click(toggle);
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    const [update] = api.callsTo('PATCH /catalog');
    expect(update?.query.get('merchantId')).toBe(merchantId);
    expect(update?.body).toEqual({ id: winter.id, name: 'Inverno', active: true });
    answer.resolve({ ...winter, active: true });
    await waitFor(() => expect(toggle.disabled).toBe(false));
    // The list is read again: activating one catalog turns the others off on the server.
    expect(api.callsTo('GET /catalog/list').length).toBe(2);
  });

  it('renames with the pencil, and an emptied name is not saved', async () => {
    const { user, api } = await renderList({ 'PATCH /catalog': { ...winter, name: 'Inverno 2027' } });
    const name = screen.getAllByLabelText<HTMLInputElement>('Nome do catálogo')[1];
    if (!name) throw new Error('the second catalog has no name field');
    expect(name.readOnly).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Editar nome do catálogo Inverno' }));
    await user.clear(name);
    await user.keyboard('{Enter}');
    expect(name.value).toBe('Inverno');
    expect(api.callsTo('PATCH /catalog')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Editar nome do catálogo Inverno' }));
    await user.clear(name);
    await user.type(name, ' Inverno 2027 {Enter}');
    expect(api.callsTo('PATCH /catalog').map((call) => call.body)).toEqual([
      { id: winter.id, name: 'Inverno 2027', active: false },
    ]);
  });
});
