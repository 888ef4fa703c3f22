import { describe, expect, it } from 'vitest';
import { buildBrCode, crc16Ccitt, formatBrCodeAmount, PIX_GUI, parseBrCode, parseEmvFields } from './br-code';

// The Central Bank's "Manual de Padrões para Iniciação do Pix", static code example (no amount, no txid).
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('crc16Ccitt', () => {
  it("answers the CRC-16/CCITT-FALSE check value of '123456789'", () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('pads to four upper-case hex digits', () => {
    expect(crc16Ccitt('')).toBe('FFFF');
    expect(crc16Ccitt('A')).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe('buildBrCode', () => {
  it("builds the manual's example byte for byte", () => {
    expect(
      buildBrCode({
        key: '123e4567-e12b-12d1-a456-426655440000',
        name: 'Fulano de Tal',
        city: 'BRASILIA',
        txid: '***',
      }),
    ).toBe(MANUAL_EXAMPLE);
  });

  it('round-trips through parseBrCode with an amount and a txid', () => {
    const payload = buildBrCode({
      key: '+5511987654321',
      name: 'Bar do Ze',
      city: 'Sao Paulo',
      amountCents: 12345,
      txid: 'SVabc123XYZ',
    });
    const parsed = parseBrCode(payload);
    expect(parsed).toMatchObject({
      gui: PIX_GUI,
      key: '+5511987654321',
      amount: '123.45',
      name: 'Bar do Ze',
      city: 'Sao Paulo',
      txid: 'SVabc123XYZ',
      crc: payload.slice(-4),
    });
    expect(parsed.fields.get('53')).toBe('986');
    expect(parsed.fields.get('58')).toBe('BR');
    expect(parsed.fields.get('00')).toBe('01');
    // The amount field sits between the currency and the country, as the EMV order asks.
    expect(payload).toContain('53039865406123.455802BR');
  });

  it('is refused with one character flipped (the CRC no longer matches)', () => {
    const payload = buildBrCode({
      key: 'caixa@bar.com',
      name: 'Bar',
      city: 'Recife',
      amountCents: 500,
      txid: 'SV1',
    });
    const flipped = payload.replace('Recife', 'Recifi');
    expect(() => parseBrCode(flipped)).toThrow(SyntaxError);
    expect(() => parseBrCode(`${payload.slice(0, -1)}${payload.endsWith('0') ? '1' : '0'}`)).toThrow(
      SyntaxError,
    );
  });

  it('refuses a field longer than 99 characters, a bad txid, name or city', () => {
    const base = { key: 'caixa@bar.com', name: 'Bar', city: 'Recife', txid: 'SV1' };
    expect(() => buildBrCode({ ...base, key: `${'a'.repeat(90)}@bar.com` })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, txid: 'com-hifen' })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, txid: 'A'.repeat(26) })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, name: 'N'.repeat(26) })).toThrow(RangeError);
    expect(() => buildBrCode({ ...base, city: 'C'.repeat(16) })).toThrow(RangeError);
  });
});

describe('formatBrCodeAmount', () => {
  it.each([
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [123450, '1234.50'],
    [99999999, '999999.99'],
  ])('%i centavos → %s', (cents, text) => {
    expect(formatBrCodeAmount(cents)).toBe(text);
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses %d', (cents) => {
    expect(() => formatBrCodeAmount(cents)).toThrow(RangeError);
  });
});

describe('parseEmvFields', () => {
  it('reads id-length-value fields and throws when a length runs past the end', () => {
    expect([...parseEmvFields('000201' + '5802BR')]).toEqual([
      ['00', '01'],
      ['58', 'BR'],
    ]);
    expect(() => parseEmvFields('0005AB')).toThrow(SyntaxError);
  });
});
