import { describe, expect, it } from 'vitest';
import { buildJoinUrl, buildMenuUrl, buildShortUrl, buildWhatsAppShareLink } from './merchant-links';

const source = {
  publicUrl: 'https://fila.example.com.br',
  merchantId: 'aaaaaaaa-0000-4000-8000-000000000001',
  shortId: 'praca',
};

describe('the restaurant links (docs/screens.md#links-and-qr-codes)', () => {
  it('are made from PUBLIC_URL', () => {
    expect(buildJoinUrl(source)).toBe(`https://fila.example.com.br/queue/join?merchant=${source.merchantId}`);
    expect(buildMenuUrl(source)).toBe(`https://fila.example.com.br/catalog?merchant=${source.merchantId}`);
    expect(buildShortUrl(source)).toBe('https://fila.example.com.br/c/praca');
  });

  it("carry a table's label, encoded", () => {
    expect(buildJoinUrl(source, 'Varanda 3/á')).toBe(
      `https://fila.example.com.br/queue/join?merchant=${source.merchantId}&table=Varanda+3%2F%C3%A1`,
    );
    expect(new URL(buildJoinUrl(source, 'Varanda 3/á')).searchParams.get('table')).toBe('Varanda 3/á');
  });

  it('share on WhatsApp with the text encoded and no number', () => {
    expect(buildWhatsAppShareLink('Cardápio: https://x.br/c/a?b=1&c')).toBe(
      'https://wa.me/?text=Card%C3%A1pio%3A%20https%3A%2F%2Fx.br%2Fc%2Fa%3Fb%3D1%26c',
    );
  });
});
