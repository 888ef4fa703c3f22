import { describe, expect, it } from 'vitest';
import { gsm7SeptetsOf, measureSms, toPlainGsm7, truncateGsm7 } from './gsm7';

describe('measureSms', () => {
  it('counts GSM-7 septets: 160 fit one segment, 161 take two parts of 153', () => {
    expect(measureSms('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(measureSms('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
    expect(measureSms('a'.repeat(306))).toEqual({ encoding: 'gsm7', units: 306, segments: 2 });
    expect(measureSms('a'.repeat(307))).toEqual({ encoding: 'gsm7', units: 307, segments: 3 });
    expect(measureSms('')).toEqual({ encoding: 'gsm7', units: 0, segments: 0 });
  });

  it('counts the extension table as two septets', () => {
    for (const char of ['€', '[', ']', '{', '}', '~', '^', '|', '\\']) expect(gsm7SeptetsOf(char)).toBe(2);
    expect(measureSms('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 });
    expect(measureSms(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'gsm7', units: 161, segments: 2 });
  });

  it('never splits an escape pair between parts', () => {
    // 152 plain septets, then '€' (2): part one cannot end on the escape, so '€' opens part two.
    const text = `${'a'.repeat(152)}€${'b'.repeat(152)}`;
    expect(measureSms(text)).toEqual({ encoding: 'gsm7', units: 306, segments: 3 });
    expect(measureSms(`${'a'.repeat(151)}€${'b'.repeat(153)}`).segments).toBe(2);
  });

  it('keeps the accents GSM-7 has, and falls to UCS-2 (70 per segment) on one it lacks', () => {
    expect(measureSms('é è ù ì ò à Ç Ñ ü ß')).toMatchObject({ encoding: 'gsm7', segments: 1 });
    // Only the capital Ç is in the alphabet: 'Praça' as typed is UCS-2.
    expect(measureSms('Praça')).toMatchObject({ encoding: 'ucs2', units: 5 });
    expect(gsm7SeptetsOf('ç')).toBeNull();
    expect(gsm7SeptetsOf('ã')).toBeNull();
    expect(measureSms(`ã${'a'.repeat(69)}`)).toEqual({ encoding: 'ucs2', units: 70, segments: 1 });
    expect(measureSms(`ã${'a'.repeat(70)}`)).toEqual({ encoding: 'ucs2', units: 71, segments: 2 });
    // An emoji is two UTF-16 units and is never split between parts.
    expect(measureSms(`${'a'.repeat(66)}🍕${'a'.repeat(66)}`)).toEqual({
      encoding: 'ucs2',
      units: 134,
      segments: 3,
    });
  });
});

describe('toPlainGsm7', () => {
  it.each([
    ['Cantina da Praça', 'Cantina da Praca'],
    ['Pão de Açúcar Café', 'Pao de Acucar Cafe'],
    ['  São   João\tdo  Grão ', 'Sao Joao do Grao'],
    ['Bar do Zé — “Boteco”', 'Bar do Ze - "Boteco"'],
    ['Smørrebrød & Œufs', 'Smorrebrod & OEufs'],
    ['Straße 1º andar', 'Strasse 1o andar'],
    ['Pizza 🍕 Nápoli', 'Pizza Napoli'],
    ['Café\u200b\u202eSecreto', 'CafeSecreto'],
    ['Ελληνικό', ''],
  ])('%j → %j', (name, plain) => {
    const result = toPlainGsm7(name);
    expect(result).toBe(plain);
    expect(measureSms(result || 'x').encoding).toBe('gsm7');
  });
});

describe('truncateGsm7', () => {
  it('cuts at a septet budget without splitting an escape pair, and drops trailing spaces and dashes', () => {
    expect(truncateGsm7('Cantina da Praca', 100)).toBe('Cantina da Praca');
    expect(truncateGsm7('Cantina da Praca', 8)).toBe('Cantina');
    expect(truncateGsm7('Cantina da Praca', 12)).toBe('Cantina da');
    expect(truncateGsm7('Churrascaria', 5)).toBe('Churr');
    expect(truncateGsm7('Bar - Grill', 6)).toBe('Bar');
    expect(truncateGsm7('ab€', 3)).toBe('ab');
    expect(truncateGsm7('ab€', 4)).toBe('ab€');
  });
});
