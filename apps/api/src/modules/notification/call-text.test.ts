import { describe, expect, it } from 'vitest';
import { buildCallSms, buildWhatsAppCallMessage, toWhatsAppTemplateText } from './call-text';
import { measureSms } from './gsm7';

const statusUrl = 'https://www.suavez.app/queue';

describe('buildCallSms', () => {
  it('names the restaurant without accents and carries the link, in one GSM-7 segment', () => {
    const text = buildCallSms({ restaurantName: 'Cantina da Praça', minutesLeft: 5, statusUrl });
    expect(text).toBe(
      'SuaVez: sua mesa em Cantina da Praca esta pronta! Responda em 5 min: https://www.suavez.app/queue',
    );
    expect(measureSms(text)).toMatchObject({ encoding: 'gsm7', segments: 1 });
  });

  it.each([
    'Restaurante e Pizzaria Tradicional Italiana Família Bortolotto Nápoli São João da Boa Vista Ltda.',
    'Ã'.repeat(80),
    '€'.repeat(80),
    `Bar ${'{}'.repeat(40)}`,
    'Churrascaria Gaúcha — “Fogo de Chão” & Petiscaria Açaí 🍖🍺 Pão de Queijo Mineiro Tradicional',
  ])('cuts a long or accented name to fit one segment: %j', (restaurantName) => {
    const text = buildCallSms({ restaurantName, minutesLeft: 5, statusUrl });
    expect(measureSms(text)).toMatchObject({ encoding: 'gsm7', segments: 1 });
    expect(text).toMatch(
      /^SuaVez: sua mesa em \S.* esta pronta! Responda em 5 min: https:\/\/www\.suavez\.app\/queue$/,
    );
  });

  it('keeps as much of a long name as fits: exactly 160 septets', () => {
    const text = buildCallSms({ restaurantName: 'x'.repeat(200), minutesLeft: 5, statusUrl });
    expect(measureSms(text).units).toBe(160);
  });

  it('leaves out a name with nothing GSM-7 can carry, or no room left beside a long address', () => {
    expect(buildCallSms({ restaurantName: '🍕🍕', minutesLeft: 3, statusUrl })).toBe(
      'SuaVez: sua mesa esta pronta! Responda em 3 min: https://www.suavez.app/queue',
    );
    const longUrl = `https://${'a'.repeat(80)}.example/queue`;
    const text = buildCallSms({ restaurantName: 'Cantina da Praça', minutesLeft: 5, statusUrl: longUrl });
    expect(text).toBe(`SuaVez: sua mesa esta pronta! Responda em 5 min: ${longUrl}`);
    expect(measureSms(text).segments).toBe(1);
  });
});

describe('toWhatsAppTemplateText', () => {
  it('keeps accents, makes white space single spaces, drops control characters, cuts at 60', () => {
    expect(toWhatsAppTemplateText('  Cantina\nda\t\tPraça     ')).toBe('Cantina da Praça');
    expect(toWhatsAppTemplateText('Café\u0000\u202eBar')).toBe('Café Bar');
    expect(Array.from(toWhatsAppTemplateText('ç'.repeat(100)))).toHaveLength(60);
  });
});

describe('buildWhatsAppCallMessage', () => {
  it('names the restaurant and the minutes left, with the two answer buttons', () => {
    expect(buildWhatsAppCallMessage({ restaurantName: ' Cantina\nda  Praça ', minutesLeft: 5 })).toEqual({
      type: 'buttons',
      text: 'Sua mesa em Cantina da Praça está pronta! Responda em até 5 minutos, senão a vez passa para o próximo.',
      buttons: [
        { id: 'going', title: 'Estou indo' },
        { id: 'leave', title: 'Sair da fila' },
      ],
    });
    expect(buildWhatsAppCallMessage({ restaurantName: 'Bar', minutesLeft: 1 }).text).toContain(
      'até 1 minuto,',
    );
  });
});
