import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INVALID_PHONE_MESSAGE,
  isPhoneText,
  isValidContactPhone,
  isValidContactPhoneDigits,
  isValidPhone,
  isValidPhoneDigits,
  maskContactPhone,
  maskPhone,
  normalizePhone,
} from './phone';
import { phoneDigitsSchema } from './phone.schema';

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1198765', '(11) 98765'],
    ['11987654', '(11) 98765-4'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543219', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['+55 ab', '+55'],
    ['+', '+'],
    ['+5', '+5'],
    ['+551', '(1'],
    ['+55 11 98765-4321', '(11) 98765-4321'],
    ['+55 (11) 98765-4321', '(11) 98765-4321'],
    ['+5511987654321', '(11) 98765-4321'],
    ['55 11 98765 4321', '(11) 98765-4321'],
    ['011 98765-4321', '(11) 98765-4321'],
    ['55987654321', '(55) 98765-4321'],
  ])('masks %j as %j', (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
    expect(maskPhone(typed).length).toBeLessThanOrEqual(15);
  });
});

/** What a controlled input shows after typing `text` one character at a time into an empty field. */
function typeInto(mask: (value: string) => string, text: string, start = ''): string {
  return [...text].reduce((shown, char) => mask(shown + char), start);
}

const ddd = fc.integer({ min: 11, max: 99 }).filter((n) => n % 10 !== 0);
const mobileDigits = fc.tuple(ddd, fc.stringMatching(/^\d{8}$/)).map(([area, rest]) => `${area}9${rest}`);
const landlineDigits = fc
  .tuple(ddd, fc.integer({ min: 2, max: 5 }), fc.stringMatching(/^\d{7}$/))
  .map(([area, first, rest]) => `${area}${first}${rest}`);
const masked = (digits: string) => maskContactPhone(digits);

describe('normalizePhone', () => {
  it.each([
    ['11987654321', '11987654321'],
    ['(11) 98765-4321', '11987654321'],
    ['+55 11 98765-4321', '11987654321'],
    ['+55 (11) 98765-4321', '11987654321'],
    [' +5511987654321 ', '11987654321'],
    ['0055 11 98765-4321', '11987654321'],
    ['55 11 98765 4321', '11987654321'],
    ['5511987654321', '11987654321'],
    ['011 98765-4321', '11987654321'],
    ['(011) 98765-4321', '11987654321'],
    ['0 21 11 98765-4321', '11987654321'],
    ['55 11 3456-7890', '1134567890'],
    ['011 3456-7890', '1134567890'],
    // DDD 55 (Rio Grande do Sul): without '+', 11 digits are the number itself.
    ['55987654321', '55987654321'],
    ['(55) 98765-4321', '55987654321'],
    // A digit typed past a complete DDD-55 mobile does not turn 55 into a country code.
    ['559876543210', '559876543210'],
    ['+55 55 98765-4321', '55987654321'],
    // A foreign number keeps its digits: it is no Brazilian mobile.
    ['+1 415 555 1234', '14155551234'],
    ['(01) 98765-4321', '01987654321'],
    ['', ''],
  ])('reads %j as %j', (input, digits) => {
    expect(normalizePhone(input)).toBe(digits);
  });

  it('reads every way a mobile is written as its national digits', () => {
    fc.assert(
      fc.property(mobileDigits, (digits) => {
        const shown = maskPhone(digits);
        const forms = [
          digits,
          shown,
          `+55 ${shown}`,
          `+55${digits}`,
          `+55 ${digits.slice(0, 2)} ${digits.slice(2, 7)}-${digits.slice(7)}`,
          `0055${digits}`,
          `55${digits}`,
          `55 ${digits.slice(0, 2)} ${digits.slice(2, 7)} ${digits.slice(7)}`,
          `0${digits}`,
          `0${shown.replace('(', '(0')}`.slice(1),
          `0 21 ${digits}`,
        ];
        for (const form of forms) expect(normalizePhone(form), form).toBe(digits);
      }),
    );
  });

  it('reads every way a landline is written as its national digits', () => {
    fc.assert(
      fc.property(landlineDigits, (digits) => {
        const forms = [digits, masked(digits), `+55 ${masked(digits)}`, `0${digits}`];
        // '55' + a landline of DDD 9x begins with a DDD-55 mobile: without '+' it stays as given.
        if (!digits.startsWith('9')) forms.push(`55${digits}`);
        for (const form of forms) {
          expect(normalizePhone(form), form).toBe(digits);
          expect(isValidContactPhoneDigits(normalizePhone(form))).toBe(true);
        }
      }),
    );
  });

  it('never changes what it already normalised', () => {
    fc.assert(
      fc.property(fc.oneof(mobileDigits, landlineDigits, fc.string()), (input) => {
        const once = normalizePhone(input);
        expect(/^\d*$/.test(once)).toBe(true);
        if (isValidPhoneDigits(once) || isValidContactPhoneDigits(once))
          expect(normalizePhone(once)).toBe(once);
      }),
    );
  });
});

describe('isPhoneText', () => {
  it.each([
    ['+55 (11) 98765-4321', true],
    ['11.98765.4321', true],
    ['+55\u00a011\u00a098765-4321', true],
    ['\u0000(11) 98765-4321', false],
    ['11987654321\n', false],
    ['11 9876S-4321', false],
  ])('%j holds only what a phone holds: %s', (text, expected) => {
    expect(isPhoneText(text)).toBe(expected);
  });
});

describe('the masked inputs, typed and pasted', () => {
  it('shows a mobile typed digit by digit as its mask, DDD 55 included, and ignores digits past the end', () => {
    fc.assert(
      fc.property(mobileDigits, fc.stringMatching(/^\d{0,3}$/), (digits, extra) => {
        expect(typeInto(maskPhone, digits)).toBe(maskPhone(digits));
        expect(typeInto(maskPhone, extra, maskPhone(digits))).toBe(maskPhone(digits));
        expect(isValidPhone(typeInto(maskPhone, digits))).toBe(true);
      }),
    );
  });

  it("shows a mobile typed with '+55' or a trunk '0' as its national mask", () => {
    fc.assert(
      fc.property(mobileDigits, (digits) => {
        expect(typeInto(maskPhone, `+55${digits}`)).toBe(maskPhone(digits));
        expect(typeInto(maskPhone, `0${digits}`)).toBe(maskPhone(digits));
        expect(typeInto(maskContactPhone, `+55${digits}`)).toBe(maskPhone(digits));
      }),
    );
  });

  it("shows a pasted '+55 …' as the national mask, on both forms", () => {
    expect(maskPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(maskContactPhone('+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(maskContactPhone('+55 11 3456-7890')).toBe('(11) 3456-7890');
    expect(maskContactPhone('55 11 98765 4321')).toBe('(11) 98765-4321');
  });

  it('masks anything into at most 15 characters, and a mask masks to itself', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        for (const mask of [maskPhone, maskContactPhone]) {
          const shown = mask(input);
          expect(shown.length).toBeLessThanOrEqual(15);
          expect(mask(shown)).toBe(shown);
        }
      }),
    );
  });
});

describe('maskContactPhone', () => {
  it.each([
    ['1', '(1'],
    ['119', '(11) 9'],
    ['11987654321', '(11) 98765-4321'],
    ['1198765432199', '(11) 98765-4321'],
    ['1134567890', '(11) 3456-7890'],
    ['113456789012', '(11) 3456-7890'],
    ['1134567', '(11) 3456-7'],
  ])('masks %j as %j', (typed, masked) => {
    expect(maskContactPhone(typed)).toBe(masked);
    expect(masked.split('-')[1]?.length ?? 0).toBeLessThanOrEqual(4);
  });
});

describe('phone validation', () => {
  it.each([
    ['11987654321', true],
    ['99912345678', true],
    ['1198765432', false], // 10 digits
    ['11887654321', false], // no 9 after the DDD
    ['01987654321', false], // DDD 01
    ['10987654321', false], // DDD 10 does not exist
    ['119876543210', false],
    ['(11) 98765-4321', false], // digits only
  ])('digits %j are a valid mobile: %s', (digits, valid) => {
    expect(isValidPhoneDigits(digits)).toBe(valid);
    expect(phoneDigitsSchema.safeParse(digits).success).toBe(valid);
  });

  it.each([
    ['(11) 98765-4321', true],
    ['(11) 98765-432', false],
    ['11 98765-4321', false],
    ['(11) 88765-4321', false],
  ])('masked %j is valid: %s', (masked, valid) => {
    expect(isValidPhone(masked)).toBe(valid);
  });

  it.each([
    ['(11) 98765-4321', true],
    ['(11) 3456-7890', true],
    ['(11) 1456-7890', false],
    ['(11) 3456-789', false],
  ])('contact phone %j is valid: %s', (masked, valid) => {
    expect(isValidContactPhone(masked)).toBe(valid);
  });

  it('explains a bad phone in Portuguese', () => {
    const result = phoneDigitsSchema.safeParse('123');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INVALID_PHONE_MESSAGE);
    expect(INVALID_PHONE_MESSAGE).toBe('Informe um celular válido com DDD.');
  });

  it('keeps digits only', () => {
    expect(normalizePhone('(11) 98765-4321')).toBe('11987654321');
  });
});
