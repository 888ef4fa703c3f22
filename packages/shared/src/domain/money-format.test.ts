import { describe, expect, it } from 'vitest';
import {
  formatCents,
  formatCentsIn,
  formatPriceInput,
  MAX_PRICE_CENTS,
  priceDigitsToCents,
} from './money-format';

describe('formatCents', () => {
  it.each([
    [0, 'R$ 0,00'],
    [5, 'R$ 0,05'],
    [3290, 'R$ 32,90'],
    [123456, 'R$ 1.234,56'],
    [10_000_000, 'R$ 100.000,00'],
  ])('formats %i centavos as %s with a plain space', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });
});

describe('price field', () => {
  it.each([
    ['', 0, '0,00'],
    ['3290', 3290, '32,90'],
    ['abc12', 12, '0,12'],
    ['R$ 32,90', 3290, '32,90'],
    ['0003290', 3290, '32,90'],
    ['123456', 123456, '1.234,56'],
    ['10000000', 10_000_000, '100.000,00'],
    ['10000001', MAX_PRICE_CENTS, '100.000,00'],
    ['99999999999999999999999', MAX_PRICE_CENTS, '100.000,00'],
  ])('reads %j as %i centavos shown as %s', (typed, cents, shown) => {
    expect(priceDigitsToCents(typed)).toBe(cents);
    expect(formatPriceInput(typed)).toBe(shown);
  });
});

describe('formatCentsIn', () => {
  it('keeps reais in every language, written its way', () => {
    expect(formatCentsIn('pt-BR', 123456)).toBe('R$ 1.234,56');
    expect(formatCentsIn('es', 123456)).toBe('R$1,234.56');
    expect(formatCentsIn('en', 123456)).toBe('R$1,234.56');
    expect(formatCentsIn('en', 5)).toBe('R$0.05');
  });
});
