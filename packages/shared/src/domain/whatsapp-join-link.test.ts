import { describe, expect, it } from 'vitest';
import { buildWhatsAppJoinUrl, formatWhatsAppNumber } from './whatsapp-join-link';

describe('buildWhatsAppJoinUrl', () => {
  it('types `fila {shortId}` to the business number, the space encoded as wa.me expects', () => {
    expect(buildWhatsAppJoinUrl('5511999990000', 'cantina1')).toBe(
      'https://wa.me/5511999990000?text=fila%20cantina1',
    );
    expect(new URL(buildWhatsAppJoinUrl('5511999990000', 'abc12')).searchParams.get('text')).toBe(
      'fila abc12',
    );
  });
});

describe('formatWhatsAppNumber', () => {
  it.each([
    ['5511999990000', '(11) 99999-0000'],
    ['551133334444', '(11) 3333-4444'],
    ['14155550123', '+14155550123'],
    ['55119999900001', '+55119999900001'],
  ])('%s reads %s', (number, text) => {
    expect(formatWhatsAppNumber(number)).toBe(text);
  });
});
