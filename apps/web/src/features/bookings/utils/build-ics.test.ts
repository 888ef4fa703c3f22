import { describe, expect, it } from 'vitest';
import { buildIcs, escapeIcsText, foldIcsLine, formatIcsDateTime } from './build-ics';

const encoder = new TextEncoder();

const event = {
  uid: '0b6f3c1e-8f7a-4d61-9a55-3f0e2f9d1a10@suavez.app',
  start: new Date('2026-12-05T22:00:00.000Z'),
  end: new Date('2026-12-05T23:30:00.000Z'),
  stamp: new Date('2026-12-02T07:01:02.345Z'),
  summary: 'Reserva: Cantina da Praça, 4 pessoas',
};

describe('buildIcs', () => {
  it('writes one VEVENT in a VCALENDAR, times in UTC, CRLF line endings', () => {
    const ics = buildIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/gu, '')).not.toMatch(/[\r\n]/u);
    const lines = ics.split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//SuaVez//Reservas//PT-BR',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain('UID:0b6f3c1e-8f7a-4d61-9a55-3f0e2f9d1a10@suavez.app');
    expect(lines).toContain('DTSTAMP:20261202T070102Z');
    expect(lines).toContain('DTSTART:20261205T220000Z');
    expect(lines).toContain('DTEND:20261205T233000Z');
    expect(lines).toContain('SUMMARY:Reserva: Cantina da Praça\\, 4 pessoas');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });

  it('leaves out what it is not given and escapes the rest', () => {
    const bare = buildIcs(event);
    expect(bare).not.toContain('DESCRIPTION');
    expect(bare).not.toContain('LOCATION');
    const full = buildIcs({ ...event, description: 'Mesa 4\nAniversário; bolo', location: 'Rua A, 1' });
    expect(full).toContain('DESCRIPTION:Mesa 4\\nAniversário\\; bolo\r\n');
    expect(full).toContain('LOCATION:Rua A\\, 1\r\n');
  });

  it('folds every line at 75 octets, so unfolding gives the line back', () => {
    const description = 'Observação: '.concat('ção '.repeat(60));
    const ics = buildIcs({ ...event, description });
    for (const line of ics.split('\r\n')) expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /gu, '');
    expect(unfolded).toContain(`DESCRIPTION:${description}\r\n`);
  });
});

describe('foldIcsLine', () => {
  it('keeps a line of 75 octets whole and cuts the 76th onto a line starting with a space', () => {
    expect(foldIcsLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldIcsLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
    expect(foldIcsLine('a'.repeat(75 + 74 + 1))).toBe(`${'a'.repeat(75)}\r\n ${'a'.repeat(74)}\r\n a`);
  });

  it('never cuts a character through its UTF-8 bytes', () => {
    const folded = foldIcsLine(`${'a'.repeat(74)}ç`);
    expect(folded).toBe(`${'a'.repeat(74)}\r\n ç`);
  });
});

describe('escapeIcsText and formatIcsDateTime', () => {
  it.each([
    ['a\\b', 'a\\\\b'],
    ['a;b,c', 'a\\;b\\,c'],
    ['a\r\nb\nc', 'a\\nb\\nc'],
    ['sem nada', 'sem nada'],
  ])('escapes %j as %j', (text, escaped) => {
    expect(escapeIcsText(text)).toBe(escaped);
  });

  it('writes an instant as UTC without separators or milliseconds', () => {
    expect(formatIcsDateTime(new Date('2027-01-09T03:04:05.999Z'))).toBe('20270109T030405Z');
  });
});
