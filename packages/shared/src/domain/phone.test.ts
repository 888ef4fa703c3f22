import { describe, expect, it } from 'vitest';
import {
  INVALID_PHONE_MESSAGE,
  isValidContactPhone,
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
    ['+55 ab', '(55'],
  ])('masks %j as %j', (typed, masked) => {
    expect(maskPhone(typed)).toBe(masked);
    expect(maskPhone(typed).length).toBeLessThanOrEqual(15);
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
