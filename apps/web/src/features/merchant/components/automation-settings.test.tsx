// @vitest-environment happy-dom
import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMerchantFullQuery } from '@/api/get-merchant-full.api';
import { deferred, mockApi } from '@/test/api-mock';
import { merchantFullFixture } from '@/test/merchant-fixtures';
import { renderMerchantScreen } from '@/test/render';
import { AutomationSettings } from './automation-settings';

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';
const merchant = merchantFullFixture({ id: merchantId });

/** The text an element's `aria-describedby` points to, as a screen reader reads it after the name. */
function descriptionOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The settings as the home shows them: from the merchant's query, which every change answers into. */
function Settings() {
  const query = useMerchantFullQuery(merchantId);
  return query.data ? <AutomationSettings merchant={query.data} /> : null;
}

async function renderSettings(start: Partial<MerchantFull>, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /merchant/full': { ...merchant, ...start }, ...routes });
  const rendered = renderMerchantScreen(<Settings />, { merchantId, path: '/merchant' });
  await screen.findByRole('switch', { name: 'Aceitar consumidores automaticamente' });
  return { ...rendered, api };
}

describe('the text message automation', () => {
  it("turns 'Avisar por SMS quando chamar' on beside the other automations, locked until the answer", async () => {
    const answer = deferred();
    const { user, api } = await renderSettings(
      {},
      { 'PATCH /merchant/toggle/automation': () => answer.promise },
    );
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Avisar por SMS quando chamar' });
    expect(toggle.checked).toBe(false);
    expect(descriptionOf(toggle)).toMatch(/Ao chamar, o cliente recebe no celular uma mensagem/);
    await user.click(toggle);
    expect(toggle.disabled).toBe(true);
    const [call] = api.callsTo('PATCH /merchant/toggle/automation');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ id: merchantId, automation: 'NOTIFY_SMS' });
    answer.resolve({ ...merchant, notifySms: true });
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(toggle.checked).toBe(true);
  });

  it('offers WhatsApp only when the server has it: disabled and explained otherwise', async () => {
    await renderSettings({});
    const group = screen.getByRole('group', { name: 'Enviar o aviso por' });
    expect(within(group).getByRole<HTMLInputElement>('radio', { name: 'SMS' }).checked).toBe(true);
    const whatsApp = within(group).getByRole<HTMLInputElement>('radio', { name: 'WhatsApp' });
    expect(whatsApp.disabled).toBe(true);
    expect(descriptionOf(group)).toBe('O envio pelo WhatsApp não está disponível neste servidor.');
  });

  it('chooses WhatsApp, and the switch then says so', async () => {
    const { user, api } = await renderSettings(
      { whatsAppAvailable: true, notifySms: true },
      {
        'PATCH /merchant/text-channel': (call) => ({
          ...merchant,
          whatsAppAvailable: true,
          notifySms: true,
          textChannel: call.query.get('channel'),
        }),
      },
    );
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    const toggle = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'Avisar pelo WhatsApp quando chamar',
    });
    expect(toggle.checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'WhatsApp' }).checked).toBe(true);
    const [call] = api.callsTo('PATCH /merchant/text-channel');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ id: merchantId, channel: 'whatsapp' });
  });

  it('warns a merchant left on WhatsApp after the server lost it, and shows the refusal of a change', async () => {
    const { user } = await renderSettings(
      { textChannel: 'whatsapp', notifySms: true },
      {
        'PATCH /merchant/text-channel': new Response(
          JSON.stringify({ code: 'INTERNAL', message: 'Erro interno. Tente novamente em instantes.' }),
          { status: 500, headers: { 'Content-Type': 'application/json' } },
        ),
      },
    );
    expect(descriptionOf(screen.getByRole('group', { name: 'Enviar o aviso por' }))).toMatch(
      /nenhum aviso por mensagem será enviado\. Escolha SMS\./,
    );
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Erro ao alterar o canal do aviso');
  });
});

describe('the kitchen ticket automation', () => {
  it("turns 'Imprimir cada pedido ao chegar' on (KITCHEN_PRINT_ON_ARRIVAL) and shows the server's answer", async () => {
    const { user, api } = await renderSettings(
      {},
      { 'PATCH /merchant/toggle/automation': { ...merchant, kitchenPrintOnArrival: true } },
    );
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Imprimir cada pedido ao chegar' });
    expect(toggle.checked).toBe(false);
    expect(descriptionOf(toggle)).toMatch(/imprime a comanda de cada pedido novo uma vez/);
    await user.click(toggle);
    const [call] = api.callsTo('PATCH /merchant/toggle/automation');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      id: merchantId,
      automation: 'KITCHEN_PRINT_ON_ARRIVAL',
    });
    await waitFor(() => expect(toggle.checked).toBe(true));
  });
});
