// @vitest-environment happy-dom
import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMerchantFullQuery } from '@/api/get-merchant-full.api';
import { type ApiCall, mockApi, reply } from '@/test/api-mock';
import { merchantFullFixture } from '@/test/merchant-fixtures';
import { renderMerchantScreen } from '@/test/render';
import { AppearanceSettings } from './appearance-settings';

// 'Foto de capa e ícone' (docs/photos.md#cover-and-icon): a chosen photo is uploaded with its kind and made
// the restaurant's at once; the preview shows the server's answer; 'Remover' clears one; refusals are said
// in the server's words.

const merchantId = 'aaaaaaaa-0000-4000-8000-0000000000aa';
const photoUrl = (hex: string) => `/api/photos/${merchantId}/${hex.repeat(64)}.webp`;
const COVER = photoUrl('c');
const ICON = photoUrl('d');

/** The settings as the home shows them: from the merchant's query, which every change answers into. */
function Settings() {
  const query = useMerchantFullQuery(merchantId);
  return query.data ? <AppearanceSettings merchant={query.data} /> : null;
}

/** `PATCH /merchant/appearance` as the server answers it: the merchant with the body's fields applied. */
function applyTo(merchant: MerchantFull) {
  return (call: ApiCall) => {
    Object.assign(merchant, call.body as object);
    return { ...merchant };
  };
}

async function renderSettings(merchant: MerchantFull, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /merchant/full': () => ({ ...merchant }), ...routes });
  const rendered = renderMerchantScreen(<Settings />, { merchantId, path: '/merchant' });
  await screen.findByText(/A capa e o ícone aparecem/);
  return { ...rendered, api };
}

const photo = (name: string) => new File([new Uint8Array(2048)], name, { type: 'image/png' });
const section = (name: string) => screen.getByRole('region', { name });

describe("the restaurant's cover and icon", () => {
  it('uploads a cover as kind=cover, makes it the cover and shows it', async () => {
    const merchant = merchantFullFixture({ id: merchantId });
    const { user, api } = await renderSettings(merchant, {
      'POST /merchant/photos': { url: COVER },
      'PATCH /merchant/appearance': applyTo(merchant),
    });
    const cover = section('Foto de capa');
    expect(within(cover).getByText('Sem foto de capa.')).toBeTruthy();
    expect(within(cover).queryByRole('button', { name: 'Remover capa' })).toBeNull();

    await user.upload(within(cover).getByLabelText('Enviar capa'), photo('capa.png'));
    await waitFor(() => expect(api.callsTo('PATCH /merchant/appearance')).toHaveLength(1));
    expect(api.callsTo('POST /merchant/photos')[0]?.query.get('kind')).toBe('cover');
    const [call] = api.callsTo('PATCH /merchant/appearance');
    expect(call?.query.get('id')).toBe(merchantId);
    expect(call?.body).toEqual({ cover: COVER });
    expect((await screen.findByText('Foto de capa atualizada')).textContent).toBe('Foto de capa atualizada');
    expect(within(cover).getByRole('img', { name: 'Foto de capa atual' }).getAttribute('src')).toBe(COVER);
    expect(within(section('Ícone')).getByText('Sem ícone.')).toBeTruthy();
  });

  it("uploads an icon as kind=icon; 'Remover ícone' clears only the icon", async () => {
    const merchant = merchantFullFixture({ id: merchantId, cover: COVER });
    const { user, api } = await renderSettings(merchant, {
      'POST /merchant/photos': { url: ICON },
      'PATCH /merchant/appearance': applyTo(merchant),
    });
    const icon = section('Ícone');
    await user.upload(within(icon).getByLabelText('Enviar ícone'), photo('icone.png'));
    await waitFor(() =>
      expect(within(icon).getByRole('img', { name: 'Ícone atual' }).getAttribute('src')).toBe(ICON),
    );
    expect(api.callsTo('POST /merchant/photos')[0]?.query.get('kind')).toBe('icon');

    await user.click(within(icon).getByRole('button', { name: 'Remover ícone' }));
    await waitFor(() => expect(within(icon).getByText('Sem ícone.')).toBeTruthy());
    expect(api.callsTo('PATCH /merchant/appearance').map((c) => c.body)).toEqual([
      { icon: ICON },
      { icon: null },
    ]);
    expect(within(section('Foto de capa')).getByRole('img', { name: 'Foto de capa atual' })).toBeTruthy();
    expect(await screen.findByText('Ícone removido')).toBeTruthy();
  });

  it("shows the server's refusal (400) in its words and keeps the picture as it was", async () => {
    const merchant = merchantFullFixture({ id: merchantId });
    const message = 'Use uma foto enviada por este estabelecimento (Enviar capa ou Enviar ícone).';
    const { user } = await renderSettings(merchant, {
      'POST /merchant/photos': { url: COVER },
      'PATCH /merchant/appearance': reply(400, { code: 'VALIDATION_FAILED', message }),
    });
    await user.upload(within(section('Foto de capa')).getByLabelText('Enviar capa'), photo('capa.png'));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(within(section('Foto de capa')).getByText('Sem foto de capa.')).toBeTruthy();
  });

  it('is reached by keyboard: the file inputs and the remove buttons take focus in order', async () => {
    const merchant = merchantFullFixture({ id: merchantId, cover: COVER, icon: ICON });
    const { user } = await renderSettings(merchant);
    const order = [
      screen.getByLabelText('Enviar capa'),
      screen.getByRole('button', { name: 'Remover capa' }),
      screen.getByLabelText('Enviar ícone'),
      screen.getByRole('button', { name: 'Remover ícone' }),
    ];
    for (const element of order) {
      await user.tab();
      expect(document.activeElement).toBe(element);
    }
  });
});
