import type { Language } from '@suavez/shared/domain/language';
import { describe, expect, it } from 'vitest';
import type { OutboundNotification } from '#api/modules/notification/notification-sender';
import { buildPushMessage } from './push-message';

// The push notices in the diner's language (rules.md §16, docs/languages.md#notices).
const now = new Date('2026-12-04T22:00:00.000Z');

function notice(kind: OutboundNotification['kind'], language?: Language): OutboundNotification {
  return {
    id: 'n1',
    queueEntryId: '11111111-1111-4111-8111-111111111111',
    kind,
    channel: 'push',
    attempts: 0,
    consumer: { id: 'c1', name: 'Lucía', phone: null, ...(language ? { language } : {}) },
    merchant: { id: 'm1', name: 'Cantina da Praça' },
    deadlineAt: kind === 'called' ? new Date(now.getTime() + 5 * 60_000) : null,
    statusUrl: 'https://www.suavez.app/queue',
    ...(kind.startsWith('booking')
      ? { booking: { id: 'b1', date: '2026-12-05', time: '20:30', slot: 2 } }
      : {}),
  };
}

const texts = (kind: OutboundNotification['kind'], language?: Language) => {
  const { title, body } = buildPushMessage(notice(kind, language), now).payload;
  return { title, body };
};

describe('buildPushMessage in each language', () => {
  it('calls the diner in Portuguese unless the consumer reads another language', () => {
    expect(texts('called')).toEqual({
      title: 'Chegou sua vez!',
      body: 'Cantina da Praça está chamando você. Responda em até 5 min.',
    });
    expect(texts('called', 'es')).toEqual({
      title: '¡Llegó tu turno!',
      body: 'Cantina da Praça te está llamando. Tienes 5 min para responder.',
    });
    expect(texts('called', 'en')).toEqual({
      title: 'It’s your turn!',
      body: 'Cantina da Praça is calling you. Reply within 5 min.',
    });
  });

  it('writes the last minute and the almost-there notices in Spanish and English', () => {
    expect(texts('deadline', 'es').title).toBe('Queda 1 minuto para responder');
    expect(texts('deadline', 'en').body).toBe(
      'Cantina da Praça is waiting for your answer. Tap to confirm you’re on your way.',
    );
    expect(texts('almost', 'es').body).toBe(
      'Cantina da Praça: eres el 2.º de la fila. Quédate cerca para no perderte el llamado.',
    );
    expect(texts('almost', 'en').title).toBe('Almost there!');
  });

  it("writes a booking's day, time and party the language's way", () => {
    expect(texts('booking_confirmed').body).toBe(
      'Cantina da Praça: mesa reservada para 05/12 às 20:30, 2 pessoas.',
    );
    expect(texts('booking_confirmed', 'es').body).toBe(
      'Cantina da Praça: mesa reservada para el 05/12 a las 20:30, 2 personas.',
    );
    expect(texts('booking_reminder', 'en')).toEqual({
      title: 'Your booking is coming up',
      body: 'Cantina da Praça is expecting you on Dec 5 at 8:30 PM, 2 people.',
    });
  });

  it('has a title and a body for every kind in every language, none left in Portuguese', () => {
    for (const kind of ['called', 'deadline', 'almost', 'booking_confirmed', 'booking_reminder'] as const) {
      const portuguese = texts(kind, 'pt-BR');
      for (const language of ['es', 'en'] as const) {
        const translated = texts(kind, language);
        expect(translated.body, `${kind} ${language}`).not.toBe(portuguese.body);
        expect(translated.title.trim(), `${kind} ${language}`).not.toBe('');
      }
    }
  });
});
