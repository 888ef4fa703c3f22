import { describe, expect, it } from 'vitest';
import { buildCallMessage, buildWhatsAppCallLink, toWhatsAppNumber } from './whatsapp-link';

describe('toWhatsAppNumber', () => {
  it.each([
    ['11987654321', '5511987654321'],
    ['(11) 98765-4321', '5511987654321'],
    ['1134567890', '551134567890'],
    ['5511987654321', '5511987654321'],
    ['+55 (21) 99876-5432', '5521998765432'],
  ])('%s → %s', (phone, expected) => {
    expect(toWhatsAppNumber(phone)).toBe(expected);
  });

  it.each(['', '987654321', '0198765432', '123456789012345', '(01) 98765-4321'])('refuses %j', (phone) => {
    expect(toWhatsAppNumber(phone)).toBeNull();
  });
});

describe('buildCallMessage', () => {
  const deadlineAt = new Date('2026-03-10T15:09:00Z');
  const statusUrl = 'https://www.suavez.app/queue';

  it("names the consumer, the restaurant, the deadline in the merchant's zone and the status page", () => {
    expect(
      buildCallMessage({
        consumerName: '  Maria  Souza ',
        restaurantName: ' Cantina da  Praça ',
        deadlineAt,
        timeZone: 'America/Sao_Paulo',
        statusUrl,
      }),
    ).toBe(
      'Olá, Maria! Cantina da Praça: sua mesa está pronta. Responda ao chamado até 12:09: https://www.suavez.app/queue',
    );
    expect(
      buildCallMessage({
        consumerName: 'Ana',
        restaurantName: 'Bar',
        deadlineAt,
        timeZone: 'America/Manaus',
        statusUrl,
      }),
    ).toContain('até 11:09: https://www.suavez.app/queue');
    expect(
      buildCallMessage({ consumerName: ' ', restaurantName: 'Bar', deadlineAt, timeZone: 'UTC', statusUrl }),
    ).toMatch(/^Olá! Bar: sua mesa .* até 15:09: https:\/\/www\.suavez\.app\/queue$/);
  });

  it('puts no article before the restaurant, whatever its gender', () => {
    for (const restaurantName of ['Cantina da Nona', 'Bar do Zé', 'Pizzaria Bella']) {
      const text = buildCallMessage({
        consumerName: 'Ana',
        restaurantName,
        deadlineAt,
        timeZone: 'UTC',
        statusUrl,
      });
      expect(text).toContain(`Ana! ${restaurantName}: sua mesa está pronta.`);
      expect(text).not.toMatch(/\b(no|na) /);
    }
  });
});

describe('buildWhatsAppCallLink', () => {
  it('opens wa.me on the consumer with the message percent-encoded', () => {
    const link = buildWhatsAppCallLink({
      phone: '11987654321',
      consumerName: 'João',
      restaurantName: 'Café & Cia #1',
      deadlineAt: new Date('2026-03-10T23:05:00Z'),
      timeZone: 'America/Sao_Paulo',
      statusUrl: 'https://www.suavez.app/queue',
    });
    expect(link).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Jo%C3%A3o!%20Caf%C3%A9%20%26%20Cia%20%231%3A%20sua%20mesa%20est%C3%A1%20pronta.%20Responda%20ao%20chamado%20at%C3%A9%2020%3A05%3A%20https%3A%2F%2Fwww.suavez.app%2Fqueue',
    );
    const text = new URL(link as string).searchParams.get('text');
    expect(text).toBe(
      'Olá, João! Café & Cia #1: sua mesa está pronta. Responda ao chamado até 20:05: https://www.suavez.app/queue',
    );
  });

  it('answers null when the phone cannot be a Brazilian number', () => {
    expect(
      buildWhatsAppCallLink({
        phone: '123',
        consumerName: 'Ana',
        restaurantName: 'Bar',
        deadlineAt: new Date(),
        timeZone: 'UTC',
        statusUrl: 'https://www.suavez.app/queue',
      }),
    ).toBeNull();
  });
});
