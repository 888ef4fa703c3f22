import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalWaId,
  parseCommand,
  phoneFromWaId,
  type WhatsAppCommand,
  waIdFromPhone,
} from './whatsapp-command';

const texts: [string, WhatsAppCommand][] = [
  ['fila praca', { kind: 'join', shortId: 'praca' }],
  ['Fila  abc123!', { kind: 'join', shortId: 'abc123' }],
  ['  FILA ABC123 ', { kind: 'join', shortId: 'abc123' }],
  ['fila: xyz99', { kind: 'join', shortId: 'xyz99' }],
  ['fila ab', { kind: 'help' }],
  ['fila abcdefghi', { kind: 'help' }],
  ['fila', { kind: 'help' }],
  ['4', { kind: 'number', value: 4 }],
  [' 12 ', { kind: 'number', value: 12 }],
  ['2 pessoas', { kind: 'number', value: 2 }],
  ['somos 5', { kind: 'number', value: 5 }],
  ['Duas', { kind: 'number', value: 2 }],
  ['três pessoas', { kind: 'number', value: 3 }],
  ['0', { kind: 'number', value: 0 }],
  ['3', { kind: 'number', value: 3 }],
  ['posição', { kind: 'position' }],
  ['Posicao?', { kind: 'position' }],
  ['posiçao', { kind: 'position' }],
  ['POSIÇÃO', { kind: 'position' }],
  ['posicap', { kind: 'position' }],
  ['poscao', { kind: 'position' }],
  ['minha posição', { kind: 'position' }],
  ['sair', { kind: 'leave', isButton: false }],
  ['Sair da fila.', { kind: 'leave', isButton: false }],
  ['sim', { kind: 'yes' }],
  ['S', { kind: 'yes' }],
  ['ss', { kind: 'yes' }],
  ['Não', { kind: 'no' }],
  ['nao', { kind: 'no' }],
  ['n', { kind: 'no' }],
  ['Estou indo!', { kind: 'going' }],
  ['indo', { kind: 'going' }],
  ['tô indo', { kind: 'going' }],
  ['PARAR', { kind: 'stop' }],
  ['pare', { kind: 'stop' }],
  ['stop', { kind: 'stop' }],
  ['parrar', { kind: 'stop' }],
  ['para', { kind: 'help' }],
  ['olá', { kind: 'help' }],
  ['', { kind: 'help' }],
  ['😀', { kind: 'help' }],
];

describe('parseCommand', () => {
  it.each(texts)('%j → %j', (text, command) => {
    expect(parseCommand(text, null)).toEqual(command);
  });

  it('reads the call buttons by their id, whatever their title', () => {
    expect(parseCommand('Estou indo', 'going')).toEqual({ kind: 'going' });
    expect(parseCommand('Sair da fila', 'leave')).toEqual({ kind: 'leave', isButton: true });
    expect(parseCommand(null, 'leave')).toEqual({ kind: 'leave', isButton: true });
    expect(parseCommand('sim', 'unknown')).toEqual({ kind: 'yes' });
    expect(parseCommand(null, null)).toEqual({ kind: 'help' });
  });

  it('ignores case, accents and surrounding punctuation', () => {
    const words = ['posição', 'sair', 'sim', 'não', 'parar', 'estou indo'];
    fc.assert(
      fc.property(
        fc.constantFrom(...words),
        fc.constantFrom('', ' ', '!', '?', '. ', '  '),
        fc.boolean(),
        (word, around, upper) => {
          const text = `${around}${upper ? word.toUpperCase() : word}${around}`;
          expect(parseCommand(text, null)).toEqual(parseCommand(word, null));
        },
      ),
    );
  });

  it('never throws, and reads any text as some command', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (text, buttonId) => {
        expect(typeof parseCommand(text, buttonId).kind).toBe('string');
      }),
    );
  });
});

describe('wa_id and phone', () => {
  it.each([
    ['551187654321', '5511987654321'],
    ['5511987654321', '5511987654321'],
    ['552196543210', '5521996543210'],
    ['551134567890', '551134567890'],
    ['14155550123', '14155550123'],
    ['351912345678', '351912345678'],
  ])('canonicalWaId(%s) = %s', (waId, canonical) => {
    expect(canonicalWaId(waId)).toBe(canonical);
  });

  it.each([
    ['551187654321', '11987654321'],
    ['5511987654321', '11987654321'],
    ['551134567890', '1134567890'],
    ['14155550123', null],
    ['351912345678', null],
    ['5501987654321', null],
  ])('phoneFromWaId(%s) = %s', (waId, phone) => {
    expect(phoneFromWaId(waId)).toBe(phone);
  });

  it('waIdFromPhone takes stored digits or a mask', () => {
    expect(waIdFromPhone('11987654321')).toBe('5511987654321');
    expect(waIdFromPhone('(11) 98765-4321')).toBe('5511987654321');
  });

  it('a mobile with or without its ninth digit is one phone, and back again', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 11, max: 99 }).filter((ddd) => ddd % 10 !== 0),
        fc.integer({ min: 6, max: 9 }),
        fc.stringMatching(/^\d{7}$/),
        (ddd, first, rest) => {
          const full = `55${ddd}9${first}${rest}`;
          const short = `55${ddd}${first}${rest}`;
          expect(canonicalWaId(short)).toBe(full);
          expect(canonicalWaId(full)).toBe(full);
          const phone = phoneFromWaId(short);
          expect(phone).toBe(`${ddd}9${first}${rest}`);
          expect(waIdFromPhone(phone as string)).toBe(full);
        },
      ),
    );
  });
});
