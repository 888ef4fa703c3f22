import { describe, expect, it } from 'vitest';
import { buildContactWhatsAppMessage, buildPromoCode } from './promo-code';

describe('buildPromoCode', () => {
  it.each([
    // Tuesday 24 November 2026, 19:07 local time.
    [new Date(2026, 10, 24, 19, 7), 'SV0719112'],
    // Sunday 4 January 2026, 00:00.
    [new Date(2026, 0, 4, 0, 0), 'SV0000010'],
    // Saturday 31 October 2026, 23:59.
    [new Date(2026, 9, 31, 23, 59), 'SV5923106'],
  ])('builds the code of %s as %s (minutes, hours, month, weekday)', (now, code) => {
    expect(buildPromoCode(now)).toBe(code);
  });
});

describe('buildContactWhatsAppMessage', () => {
  const now = new Date(2026, 10, 24, 19, 7);

  it('appends the promo code only when the promo flag is on', () => {
    expect(buildContactWhatsAppMessage({ isPromo: false, now })).toBe(
      'Olá! Quero conhecer o SuaVez para o meu restaurante.',
    );
    expect(buildContactWhatsAppMessage({ isPromo: true, now })).toBe(
      'Olá! Quero conhecer o SuaVez para o meu restaurante. Vim pela oferta de fundadores, código SV0719112.',
    );
  });
});
