import { describe, expect, it } from 'vitest';
import {
  merchantEmailSchema,
  merchantPasswordSchema,
  oneTimeTokenSchema,
} from './merchant-credentials.schema';

describe('merchantEmailSchema', () => {
  it('trims and lower-cases one plain address', () => {
    expect(merchantEmailSchema.parse('  Dono.Bar+fila@Cantina.COM.br ')).toBe('dono.bar+fila@cantina.com.br');
    expect(merchantEmailSchema.parse('joão@padaria.com')).toBe('joão@padaria.com');
  });

  it.each([
    ['no domain', 'dono@cantina'],
    ['two addresses', 'a@cantina.test,b@cantina.test'],
    ['a list in the local part', 'a,b@cantina.test'],
    ['a display name', 'Dono <dono@cantina.test>'],
    ['a colon (the login reads email:password)', 'do:no@cantina.test'],
    ['a control character', '\u0000dono@cantina.test'],
    ['a line break', 'dono@cantina.test\nBcc: x@y.z'],
    ['a quote', '"dono"@cantina.test'],
    ['too long', `${'a'.repeat(250)}@c.test`],
  ])('refuses %s', (_case, value) => {
    const result = merchantEmailSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Informe um e-mail válido');
  });
});

describe('merchantPasswordSchema', () => {
  it.each([
    ['7 characters', 'a'.repeat(7), false],
    ['8 characters', 'a'.repeat(8), true],
    ['256 characters', 'a'.repeat(256), true],
    ['257 characters', 'a'.repeat(257), false],
    ['a control character', 'senha\u0007longa', false],
    ['accents and spaces', 'pão de queijo 123', true],
  ])('%s → %s', (_case, value, isValid) => {
    expect(merchantPasswordSchema.safeParse(value).success).toBe(isValid);
  });
});

describe('oneTimeTokenSchema', () => {
  it('takes 43 base64url characters and nothing else, with the given message', () => {
    const schema = oneTimeTokenSchema('Link inválido ou expirado');
    expect(schema.safeParse('A_b-'.repeat(10).concat('xyz')).success).toBe(true);
    for (const value of ['A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}=`, 42]) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Link inválido ou expirado');
    }
  });
});
