// @vitest-environment happy-dom
import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import type { MerchantPix } from '@suavez/shared/contracts/pix.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMerchantFullQuery } from '@/api/get-merchant-full.api';
import { mockApi, reply } from '@/test/api-mock';
import { merchantFullFixture } from '@/test/merchant-fixtures';
import { renderMerchantScreen } from '@/test/render';
import { PixSettings } from './pix-settings';

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';
const savedPix: MerchantPix = {
  key: '11144477735',
  keyType: 'CPF',
  name: 'Cantina da Praca',
  city: 'Sao Paulo',
};

/** The settings as the home shows them: from the merchant's query, which every change answers into. */
function Settings() {
  const query = useMerchantFullQuery(merchantId);
  return query.data ? <PixSettings merchant={query.data} /> : null;
}

async function renderSettings(pix: MerchantPix | null, routes: Parameters<typeof mockApi>[0] = {}) {
  const merchant: MerchantFull = merchantFullFixture({ id: merchantId, pix });
  const api = mockApi({ 'GET /merchant/full': merchant, ...routes });
  const rendered = renderMerchantScreen(<Settings />, { merchantId, path: '/merchant' });
  await screen.findByText(/Com a chave Pix/);
  return { ...rendered, api };
}

/** The text an element's `aria-describedby` points to. */
function descriptionOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe("the merchant's Pix settings", () => {
  it('refuses an invalid CPF before sending, with the shared message beside the field', async () => {
    const { user, api } = await renderSettings(null);
    const key = screen.getByRole('textbox', { name: 'Chave Pix' });
    await user.type(key, '111.444.777-36');
    await user.type(screen.getByRole('textbox', { name: 'Nome do recebedor' }), 'Cantina da Praça');
    await user.type(screen.getByRole('textbox', { name: 'Cidade' }), 'São Paulo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(key.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(key)).toContain(
      'CPF inválido: confira os dígitos (um celular como chave se escreve com +55).',
    );
    expect(api.callsTo('PUT /merchant/pix')).toEqual([]);
  });

  it('saves the key and then shows it with its kind', async () => {
    const { user, api } = await renderSettings(null, { 'PUT /merchant/pix': savedPix });
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Nome do recebedor' }).maxLength).toBe(25);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Cidade' }).maxLength).toBe(15);
    await user.type(screen.getByRole('textbox', { name: 'Chave Pix' }), '111.444.777-35');
    await user.type(screen.getByRole('textbox', { name: 'Nome do recebedor' }), 'Cantina da Praça');
    await user.type(screen.getByRole('textbox', { name: 'Cidade' }), 'São Paulo');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(api.callsTo('PUT /merchant/pix')).toHaveLength(1));
    const [call] = api.callsTo('PUT /merchant/pix');
    expect(call?.query.get('id')).toBe(merchantId);
    expect(call?.body).toEqual({ key: '111.444.777-35', name: 'Cantina da Praça', city: 'São Paulo' });
    expect((await screen.findByRole('alert')).textContent).toContain('Dados do Pix salvos');
    const key = await screen.findByText('11144477735');
    expect(key.parentElement?.textContent).toContain('CPF');
    expect(screen.getByText('Cantina da Praca')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Chave Pix' })).toBeNull();
  });

  it("shows the server's message when it refuses the data (400)", async () => {
    const { user } = await renderSettings(null, {
      'PUT /merchant/pix': reply(400, { code: 'VALIDATION', message: 'Chave Pix inválida.' }),
    });
    await user.type(screen.getByRole('textbox', { name: 'Chave Pix' }), 'contato@cantina.com.br');
    await user.type(screen.getByRole('textbox', { name: 'Nome do recebedor' }), 'Cantina');
    await user.type(screen.getByRole('textbox', { name: 'Cidade' }), 'Recife');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    const form = screen.getByRole('form', { name: 'Dados do Pix' });
    expect((await within(form).findByRole('alert')).textContent).toBe('Chave Pix inválida.');
  });

  it('removes the key after a confirmation, and the form comes back', async () => {
    const { user, api } = await renderSettings(savedPix, { 'DELETE /merchant/pix': undefined });
    expect(screen.getByText('11144477735').parentElement?.textContent).toContain('CPF');
    await user.click(screen.getByRole('button', { name: 'Remover' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover a chave Pix?' });
    expect(api.callsTo('DELETE /merchant/pix')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Remover chave' }));
    await waitFor(() => expect(api.callsTo('DELETE /merchant/pix')).toHaveLength(1));
    expect(api.callsTo('DELETE /merchant/pix')[0]?.query.get('id')).toBe(merchantId);
    expect(await screen.findByRole('textbox', { name: 'Chave Pix' })).toBeTruthy();
    expect(screen.queryByText('11144477735')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remover a chave Pix?' })).toBeNull());
  });
});
