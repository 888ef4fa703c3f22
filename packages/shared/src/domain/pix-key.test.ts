import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf, readPixKey, toBrCodeText } from './pix-key';

/** The check digit of a CPF prefix (weights length+1 .. 2, mod 11 of sum × 10). */
function cpfCheckDigit(prefix: readonly number[]): number {
  const sum = prefix.reduce((total, digit, i) => total + digit * (prefix.length + 1 - i), 0);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** The check digit of a CNPJ prefix (weights 5..2 then 9..2 for 12 digits; 6..2 then 9..2 for 13). */
function cnpjCheckDigit(prefix: readonly number[]): number {
  const weights =
    prefix.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = prefix.reduce((total, digit, i) => total + digit * (weights[i] ?? 0), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

const notAllSame = (digits: readonly number[]) => digits.some((digit) => digit !== digits[0]);

const validCpf = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map((base) => {
    const first = cpfCheckDigit(base);
    return [...base, first, cpfCheckDigit([...base, first])].join('');
  })
  .filter((cpf) => notAllSame([...cpf].map(Number)));

const validCnpj = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 12, maxLength: 12 })
  .map((base) => {
    const first = cnpjCheckDigit(base);
    return [...base, first, cnpjCheckDigit([...base, first])].join('');
  })
  .filter((cnpj) => notAllSame([...cnpj].map(Number)));

/** `digits` with the digit at `at` replaced by another one (`by` 1..9 added mod 10). */
const changeDigit = (digits: string, at: number, by: number) =>
  digits.slice(0, at) + String((Number(digits[at]) + by) % 10) + digits.slice(at + 1);

describe('readPixKey', () => {
  it.each([
    ['52998224725', '52998224725'],
    ['529.982.247-25', '52998224725'],
    ['  529.982.247-25 ', '52998224725'],
  ])('reads the CPF %s', (input, key) => {
    expect(readPixKey(input)).toEqual({ ok: true, key, type: 'CPF' });
  });

  it.each([
    ['11222333000181', '11222333000181'],
    ['11.222.333/0001-81', '11222333000181'],
  ])('reads the CNPJ %s', (input, key) => {
    expect(readPixKey(input)).toEqual({ ok: true, key, type: 'CNPJ' });
  });

  it.each([
    '529.982.247-24', // wrong second check digit
    '52998224735', // wrong first check digit
    '111.111.111-11', // one digit repeated passes the arithmetic, not the rule
    '00000000000',
  ])('refuses the CPF %s', (input) => {
    const reading = readPixKey(input);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.message).toMatch(/^CPF inválido/);
  });

  it.each(['11.222.333/0001-82', '11222333000191', '00.000.000/0000-00', '11111111111111'])(
    'refuses the CNPJ %s',
    (input) => {
      expect(readPixKey(input)).toEqual({ ok: false, message: 'CNPJ inválido: confira os dígitos.' });
    },
  );

  it('reads an e-mail, lower-cased, and refuses a malformed or too long one', () => {
    expect(readPixKey('Caixa@Restaurante.com.br')).toEqual({
      ok: true,
      key: 'caixa@restaurante.com.br',
      type: 'EMAIL',
    });
    for (const bad of ['caixa@', '@restaurante.com', 'caixa@restaurante', 'cai xa@restaurante.com']) {
      expect(readPixKey(bad).ok, bad).toBe(false);
    }
    expect(readPixKey(`${'a'.repeat(70)}@exemplo.com`).ok).toBe(false);
  });

  it.each([
    ['+5511987654321', '+5511987654321'],
    ['+55 (11) 98765-4321', '+5511987654321'],
    ['(11) 98765-4321', '+5511987654321'],
    ['+55 21 99876 5432', '+5521998765432'],
  ])('reads the phone %s as %s', (input, key) => {
    expect(readPixKey(input)).toEqual({ ok: true, key, type: 'PHONE' });
  });

  it('refuses a foreign phone, a landline and a short number', () => {
    expect(readPixKey('+1 415 555 0100')).toEqual({
      ok: false,
      message: 'Celular da chave Pix deve ser do Brasil (+55).',
    });
    expect(readPixKey('(11) 3456-7890').ok).toBe(false);
    expect(readPixKey('+55 11 98765').ok).toBe(false);
  });

  it('reads a random key (EVP), lower-cased', () => {
    expect(readPixKey('123E4567-E12B-12D1-A456-426655440000')).toEqual({
      ok: true,
      key: '123e4567-e12b-12d1-a456-426655440000',
      type: 'EVP',
    });
  });

  it.each(['', '   ', 'chave', '12345', '123e4567-e12b-12d1-a456-42665544000', '<script>', 'x'.repeat(200)])(
    'refuses %j',
    (input) => {
      expect(readPixKey(input).ok).toBe(false);
    },
  );

  // Mod 11 does not catch every single-digit change: where a remainder of 10 (CPF) or of 0 or 1 (CNPJ)
  // becomes the other one, both map to the check digit 0, so '33373921309' with its first digit + 1 is
  // another valid CPF ('43373921309'). What holds: a changed check digit is always refused, and any other
  // change is accepted exactly when the check digits recomputed from scratch still match.
  it('accepts every generated valid CPF and CNPJ, masked or not; a single-digit change only when its check digits still match', () => {
    const isCpfByHand = (digits: string) => {
      const base = [...digits.slice(0, 9)].map(Number);
      const first = cpfCheckDigit(base);
      return !/^(\d)\1{10}$/.test(digits) && `${first}${cpfCheckDigit([...base, first])}` === digits.slice(9);
    };
    const isCnpjByHand = (digits: string) => {
      const base = [...digits.slice(0, 12)].map(Number);
      const first = cnpjCheckDigit(base);
      return (
        !/^(\d)\1{13}$/.test(digits) && `${first}${cnpjCheckDigit([...base, first])}` === digits.slice(12)
      );
    };
    fc.assert(
      fc.property(validCpf, fc.nat(10), fc.integer({ min: 1, max: 9 }), (cpf, at, by) => {
        expect(isValidCpf(cpf)).toBe(true);
        const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
        expect(readPixKey(masked)).toEqual({ ok: true, key: cpf, type: 'CPF' });
        const changed = changeDigit(cpf, at, by);
        if (at >= 9) expect(isValidCpf(changed)).toBe(false);
        expect(isValidCpf(changed)).toBe(isCpfByHand(changed));
        expect(readPixKey(changed).ok).toBe(isCpfByHand(changed));
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(validCnpj, fc.nat(13), fc.integer({ min: 1, max: 9 }), (cnpj, at, by) => {
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(readPixKey(cnpj)).toEqual({ ok: true, key: cnpj, type: 'CNPJ' });
        const changed = changeDigit(cnpj, at, by);
        if (at >= 12) expect(isValidCnpj(changed)).toBe(false);
        expect(isValidCnpj(changed)).toBe(isCnpjByHand(changed));
        expect(readPixKey(changed).ok).toBe(isCnpjByHand(changed));
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a changed digit in the cases mod 11 catches, and shows the one it cannot', () => {
    expect(isValidCpf('33373921309')).toBe(true);
    expect(isValidCpf('43373921309')).toBe(true);
    expect(readPixKey('529.982.247-25').ok).toBe(true);
    for (const changed of ['629.982.247-25', '539.982.247-25', '529.982.248-25', '529.982.247-35']) {
      expect(readPixKey(changed).ok, changed).toBe(false);
    }
  });
});

describe('toBrCodeText', () => {
  it('removes accents and the cedilla and collapses spaces', () => {
    expect(toBrCodeText('  Açaí  da   Conceição ')).toBe('Acai da Conceicao');
    expect(toBrCodeText('São Paulo')).toBe('Sao Paulo');
  });

  it('refuses what a BR Code cannot carry', () => {
    expect(toBrCodeText('Bar 🍺')).toBeNull();
    expect(toBrCodeText('Bar|Restaurante')).toBeNull();
  });
});
