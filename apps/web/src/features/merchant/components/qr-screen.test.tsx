// @vitest-environment happy-dom

import type { RestaurantTable } from '@suavez/shared/contracts/tables.contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QRCodeSVG } from 'qrcode.react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { merchantFullFixture } from '@/test/merchant-fixtures';
import { renderMerchantScreen } from '@/test/render';
import { restaurantTable } from '@/test/table-fixtures';
import { QrScreen } from './qr-screen';

const merchantId = 'aaaaaaaa-0000-4000-8000-000000000001';
const publicUrl = 'https://fila.example.com.br';
const joinUrl = `${publicUrl}/queue/join?merchant=${merchantId}`;

/** What the browser was asked to save: each blob and its file name. */
let downloads: { blob: Blob; name: string }[];
/** The spies of this file, undone after each test (the setup's own spies are its business). */
let spies: { mockRestore: () => void }[] = [];

beforeEach(() => {
  downloads = [];
  const blobs = new Map<string, Blob>();
  spies = [
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob as Blob);
      return url;
    }),
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined),
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ blob: blobs.get(this.href) as Blob, name: this.download });
    }),
  ];
  localStorage.clear();
});

afterEach(() => {
  for (const spy of spies.splice(0)) spy.mockRestore();
});

async function openQrPage(
  options: { tables?: RestaurantTable[]; role?: 'owner' | 'kitchen'; whatsAppNumber?: string } = {},
) {
  const api = mockApi({
    'GET /merchant/full': merchantFullFixture({
      id: merchantId,
      name: 'Cantina da Praça',
      publicUrl,
      ...(options.whatsAppNumber ? { whatsAppNumber: options.whatsAppNumber } : {}),
    }),
    'POST /merchant/qr/printed': undefined,
    'GET /merchant/tables': options.tables ?? [],
  });
  const view = renderMerchantScreen(<QrScreen />, {
    merchantId,
    path: '/merchant/qr',
    ...(options.role ? { role: options.role } : {}),
  });
  await screen.findByRole('heading', { level: 1, name: 'Fila do Cantina da Praça' });
  return { ...view, api };
}

/** The dark modules' path of a code, as qrcode.react draws it for `value`. */
function pathOf(value: string) {
  const { container, unmount } = render(<QRCodeSVG value={value} size={300} level="M" marginSize={2} />);
  const d = container.querySelectorAll('path')[1]?.getAttribute('d');
  unmount();
  return d;
}

describe('the QR page (docs/screens.md#links-and-qr-codes)', () => {
  it("encodes the join link made from PUBLIC_URL, not the browser's address", async () => {
    await openQrPage();
    const poster = screen.getByRole('region', { name: 'Cartaz da fila' });
    expect(within(poster).getByText(joinUrl)).toBeTruthy();
    expect(within(poster).getByText('Escaneie para entrar na fila')).toBeTruthy();
    const svg = within(poster).getByRole('img', { name: 'QR Code para entrar na fila' });
    expect(svg.getAttribute('width')).toBe('300');
    expect(svg.querySelectorAll('path')[1]?.getAttribute('d')).toBe(pathOf(joinUrl));
  });

  it('offers the WhatsApp way in on the poster, a code and the words, when the server holds the conversation', async () => {
    await openQrPage({ whatsAppNumber: '5511999990000' });
    const poster = screen.getByRole('region', { name: 'Cartaz da fila' });
    const url = 'https://wa.me/5511999990000?text=fila%20praca';
    const code = within(poster).getByRole('img', { name: 'QR Code para entrar pelo WhatsApp' });
    const { container, unmount } = render(<QRCodeSVG value={url} size={120} level="M" marginSize={2} />);
    expect(code.querySelectorAll('path')[1]?.getAttribute('d')).toBe(
      container.querySelectorAll('path')[1]?.getAttribute('d'),
    );
    unmount();
    const words = within(poster).getByText('Prefere o WhatsApp?').parentElement as HTMLElement;
    expect(words.textContent).toBe(
      'Prefere o WhatsApp?Aponte a câmera para este código ou envie fila praca para (11) 99999-0000.Entrar pelo WhatsApp',
    );
    const link = within(poster).getByRole('link', { name: 'Entrar pelo WhatsApp' });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('offers no WhatsApp on a server without the conversation', async () => {
    await openQrPage();
    expect(screen.queryByText('Prefere o WhatsApp?')).toBeNull();
    expect(screen.queryByRole('img', { name: 'QR Code para entrar pelo WhatsApp' })).toBeNull();
  });

  it('opens on the poster, with no dialog in the way: the notice is a note on the page', async () => {
    await openQrPage();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('note').textContent).toContain("use 'Imprimir' e deixe o cartaz à vista");
  });

  it("'Imprimir' prints and notes it for the setup checklist; 'Voltar para a home' is the way back", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { user, history, api } = await openQrPage();
    await user.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(api.callsTo('POST /merchant/qr/printed')).toHaveLength(1));
    expect(api.callsTo('POST /merchant/qr/printed')[0]?.query.get('merchantId')).toBe(merchantId);
    // A click on the poster stays (someone zooming or copying the address is not leaving).
    await user.click(screen.getByText('Aponte a câmera do celular para o QR Code e entre na fila.'));
    expect(history.at(-1)).toBe('/merchant/qr');
    await user.click(screen.getByRole('link', { name: 'Voltar para a home' }));
    expect(history.at(-1)).toBe('/merchant');
  });

  it("'Baixar PDF A4/A5' saves the poster with the name; 'Baixar PNG' the code's image", async () => {
    const toBlob = vi
      .spyOn(HTMLCanvasElement.prototype, 'toBlob')
      .mockImplementation((done) => done(new Blob(['png'], { type: 'image/png' })));
    spies.push(toBlob);
    const { user, api } = await openQrPage();
    await user.click(screen.getByRole('button', { name: 'Baixar PDF A5' }));
    await user.click(screen.getByRole('button', { name: 'Baixar PNG' }));
    expect(toBlob).toHaveBeenCalledTimes(1);
    // Each saved file counts as printed.
    await waitFor(() => expect(api.callsTo('POST /merchant/qr/printed')).toHaveLength(2));
    expect(downloads.map((d) => [d.name, d.blob.type])).toEqual([
      ['cantina-da-praca-a5.pdf', 'application/pdf'],
      ['cantina-da-praca.png', 'image/png'],
    ]);
    const pdf = new TextDecoder('latin1').decode(await downloads[0]?.blob.arrayBuffer());
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain('(Cantina da Pra\xe7a) Tj');
    expect(pdf).toContain('(Escaneie para entrar na fila) Tj');
    expect(pdf).toContain('/MediaBox [0 0 419.53 595.28]');
    expect(pdf).toMatch(/ re\n/);
  });

  it('makes a code per table whose link carries the label, and keeps the list', async () => {
    const { user, unmount } = await openQrPage();
    const tables = screen.getByRole('region', { name: 'QR Code por mesa' });
    const field = within(tables).getByLabelText('Etiqueta da mesa');
    await user.type(field, '   {Enter}');
    expect(await within(tables).findByText('Informe a mesa')).toBeTruthy();
    await user.type(field, 'Varanda 3{Enter}');
    const card = await within(tables).findByRole('article', { name: 'Mesa Varanda 3' });
    expect(within(card).getByText(`${joinUrl}&table=Varanda+3`)).toBeTruthy();
    const svg = within(card).getByRole('img', { name: 'QR Code da mesa Varanda 3' });
    expect(svg.querySelectorAll('path')[1]?.getAttribute('d')).toBe(pathOf(`${joinUrl}&table=Varanda+3`));
    await user.type(within(tables).getByLabelText('Mesas numeradas de 1 até'), '2');
    await user.click(within(tables).getByRole('button', { name: 'Gerar' }));
    await waitFor(() =>
      expect(
        within(tables)
          .getAllByRole('article')
          .map((a) => a.getAttribute('aria-labelledby') && a.textContent?.split('QR')[0]),
      ).toHaveLength(3),
    );
    await user.click(within(tables).getByRole('button', { name: 'Remover mesa 1' }));
    await user.click(within(tables).getByRole('button', { name: 'Baixar PDF A4 da mesa 2' }));
    expect(downloads.at(-1)?.name).toBe('cantina-da-praca-mesa-2-a4.pdf');
    unmount();

    // The list is this browser's, for this restaurant: it is there on the next visit.
    await openQrPage();
    const again = screen.getByRole('region', { name: 'QR Code por mesa' });
    expect(
      within(again)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Mesa Varanda 3', 'Mesa 2']);
  });

  it("lists every defined table with 'Usar as mesas cadastradas', keeping the free labels", async () => {
    const defined = [
      restaurantTable(1),
      restaurantTable(2),
      restaurantTable(3, { label: 'Varanda 1', area: 'Varanda' }),
    ];
    const { user } = await openQrPage({ tables: defined });
    const tables = screen.getByRole('region', { name: 'QR Code por mesa' });
    await user.type(within(tables).getByLabelText('Etiqueta da mesa'), 'Balcão{Enter}');
    await user.type(within(tables).getByLabelText('Etiqueta da mesa'), 'mesa 2{Enter}');
    await user.click(await within(tables).findByRole('button', { name: 'Usar as mesas cadastradas (3)' }));
    // The defined labels first, as the floor orders them; '2' typed before is the defined table 2, once.
    expect(
      within(tables)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Mesa 1', 'Mesa 2', 'Mesa Varanda 1', 'Mesa Balcão']);
    const card = within(tables).getByRole('article', { name: 'Mesa Varanda 1' });
    expect(within(card).getByText(`${joinUrl}&table=Varanda+1`)).toBeTruthy();
  });

  it('offers no defined tables to a role that may not read them (the kitchen), nor asks for them', async () => {
    const { api } = await openQrPage({ tables: [restaurantTable(1)], role: 'kitchen' });
    expect(screen.queryByRole('button', { name: /Usar as mesas cadastradas/ })).toBeNull();
    expect(api.callsTo('GET /merchant/tables')).toHaveLength(0);
  });
});
