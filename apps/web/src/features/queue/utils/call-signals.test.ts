import { describe, expect, it } from 'vitest';
import { calledTitle, callKeyOf, isCallSignalled } from './call-signals';

const entry = { id: 'e1', status: 'CALLED', lastStatusAt: '2026-11-22T20:00:00.000Z' } as const;

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('callKeyOf', () => {
  it('names one call of one entry', () => {
    expect(callKeyOf(entry)).toBe('e1@2026-11-22T20:00:00.000Z');
  });

  it('tells a later call of the same entry apart', () => {
    expect(callKeyOf({ ...entry, lastStatusAt: '2026-11-22T20:10:00.000Z' })).not.toBe(callKeyOf(entry));
  });

  it.each(['WAITING_CONFIRMATION', 'IN_QUEUE', 'ACCEPTED_RESTAURANT_CALL', 'CALLED_NOT_ANSWERED'] as const)(
    'is null in %s',
    (status) => {
      expect(callKeyOf({ ...entry, status })).toBeNull();
    },
  );
});

describe('calledTitle', () => {
  it('says it is their turn while called, and is the plain title otherwise', () => {
    expect(calledTitle('Sua fila em Cantina', true)).toBe('(É a sua vez!) Sua fila em Cantina');
    expect(calledTitle('Sua fila em Cantina', false)).toBe('Sua fila em Cantina');
  });
});

describe('isCallSignalled', () => {
  it('signals a call once, and a new call again', () => {
    const storage = memoryStorage();
    expect(isCallSignalled('e1@a', storage)).toBe(false);
    expect(isCallSignalled('e1@a', storage)).toBe(true);
    expect(isCallSignalled('e1@b', storage)).toBe(false);
    expect(isCallSignalled('e1@b', storage)).toBe(true);
  });

  it('signals when the storage refuses, rather than never', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(isCallSignalled('e1@a', refusing)).toBe(false);
    expect(isCallSignalled('e1@a', refusing)).toBe(false);
  });
});
