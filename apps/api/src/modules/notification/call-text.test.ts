import { describe, expect, it } from 'vitest';
import { buildBookingSms, buildCallSms, buildWhatsAppCallMessage, toWhatsAppTemplateText } from './call-text';
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

describe("the call's and the booking's SMS in the diner's language (rules.md §16)", () => {
  it('writes the call in Spanish and English, without accents, naming the restaurant', () => {
    expect(
      buildCallSms({ restaurantName: 'Cantina da Praça', minutesLeft: 5, statusUrl, language: 'es' }),
    ).toBe(
      'SuaVez: tu mesa en Cantina da Praca ya esta lista! Responde en 5 min: https://www.suavez.app/queue',
    );
    expect(
      buildCallSms({ restaurantName: 'Cantina da Praça', minutesLeft: 5, statusUrl, language: 'en' }),
    ).toBe(
      'SuaVez: your table at Cantina da Praca is ready! Reply within 5 min: https://www.suavez.app/queue',
    );
  });

  const longNames = [
    'Restaurante e Pizzaria Tradicional Italiana Família Bortolotto Nápoli São João da Boa Vista Ltda.',
    'x'.repeat(200),
    '🍕🍕',
  ];
  const longUrl = `https://${'a'.repeat(80)}.example/queue`;

  it.each(['pt-BR', 'es', 'en'] as const)('keeps every call in one GSM-7 segment in %s', (language) => {
    for (const restaurantName of longNames) {
      for (const url of [statusUrl, longUrl]) {
        const text = buildCallSms({ restaurantName, minutesLeft: 10, statusUrl: url, language });
        expect(measureSms(text), text).toMatchObject({ encoding: 'gsm7', segments: 1 });
        expect(text.endsWith(url)).toBe(true);
      }
    }
  });

  it.each(['pt-BR', 'es', 'en'] as const)(
    'keeps every booking text in one GSM-7 segment in %s',
    (language) => {
      for (const kind of ['booking_confirmed', 'booking_reminder'] as const) {
        for (const restaurantName of longNames) {
          const text = buildBookingSms({
            kind,
            restaurantName,
            date: '2026-12-04',
            time: '20:00',
            slot: 12,
            statusUrl: `https://www.suavez.app/reserva/${'f'.repeat(36)}`,
            language,
          });
          expect(measureSms(text), text).toMatchObject({ encoding: 'gsm7', segments: 1 });
        }
      }
    },
  );

  it("writes a booking's day, time and party as each language does", () => {
    const booking = {
      restaurantName: 'Cantina da Praça',
      date: '2026-12-04',
      time: '20:00',
      statusUrl: 'https://www.suavez.app/reserva/1',
    };
    expect(buildBookingSms({ ...booking, kind: 'booking_confirmed', slot: 4 })).toBe(
      'SuaVez: reserva confirmada em Cantina da Praca, 04/12 as 20:00, 4 pessoas: https://www.suavez.app/reserva/1',
    );
    expect(buildBookingSms({ ...booking, kind: 'booking_confirmed', slot: 4, language: 'es' })).toBe(
      'SuaVez: reserva confirmada en Cantina da Praca, 04/12 a las 20:00, 4 personas: https://www.suavez.app/reserva/1',
    );
    expect(buildBookingSms({ ...booking, kind: 'booking_reminder', slot: 1, language: 'en' })).toBe(
      'SuaVez: reminder of your booking at Cantina da Praca, Dec 4 at 8:00 PM, 1 person: https://www.suavez.app/reserva/1',
    );
  });
});
