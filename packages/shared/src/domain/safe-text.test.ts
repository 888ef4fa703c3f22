import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { escapeControlCharacters, findUnsafeText, type UnsafeTextReason } from './safe-text';
import { refuseUnsafeText } from './safe-text.schema';

describe('findUnsafeText', () => {
  it.each<[string, string, UnsafeTextReason | null]>([
    ['a plain name', 'Maria da Silva', null],
    ['accents and ç', 'João Conceição', null],
    ['an emoji with its variation selector', 'Ana ❤️', null],
    ['a family emoji joined by ZWJ', '👨‍👩‍👧', null],
    ['Hebrew with a right-to-left mark', 'שלום\u200F', null],
    ['a no-break space inside', 'Café\u00A0Central', null],
    ['a zero-width space inside a visible name', 'Ana\u200BMaria', null],
    ['empty (left to the required rule)', '', null],
    ['NUL', 'Ana\u0000', 'control'],
    ['ESC sequence', 'Ana\u001B[2J', 'control'],
    ['tab', 'Ana\tMaria', 'control'],
    ['carriage return', 'Ana\rMaria', 'control'],
    ['line feed in a name', 'Ana\nMaria', 'control'],
    ['DEL', 'Ana\u007F', 'control'],
    ['C1 (CSI U+009B)', 'Ana\u009B2J', 'control'],
    ['C1 (NEL U+0085)', 'Ana\u0085', 'control'],
    ['left-to-right embedding U+202A', '\u202AAna', 'control'],
    ['right-to-left override U+202E', 'Ana\u202Eodnum', 'control'],
    ['pop directional formatting U+202C', 'Ana\u202C', 'control'],
    ['left-to-right isolate U+2066', '\u2066Ana', 'control'],
    ['pop directional isolate U+2069', 'Ana\u2069', 'control'],
    ['only a zero-width space', '\u200B', 'invisible'],
    ['only joiners', '\u200C\u200D', 'invisible'],
    ['only a word joiner and a BOM', '\u2060\uFEFF', 'invisible'],
    ['only a Hangul filler', '\u3164', 'invisible'],
    ['only a braille blank', '\u2800', 'invisible'],
    ['only a soft hyphen and direction marks', '\u00AD\u200E\u200F', 'invisible'],
    ['only tag characters', '\u{E0041}\u{E0042}', 'invisible'],
    ['only a variation selector', '\uFE0F', 'invisible'],
    ['only spaces between invisibles', '\u200B \u3000 \u200B', 'invisible'],
  ])('%s', (_title, text, reason) => {
    expect(findUnsafeText(text)).toBe(reason);
  });

  it.each<[string, UnsafeTextReason | null]>([
    ['Massa fresca.\nMolho da casa.', null],
    ['Massa\n\nMolho', null],
    ['Massa\r\nMolho', 'control'],
    ['Massa\tMolho', 'control'],
    ['Massa\u202EMolho', 'control'],
    ['\n\u200B\n', 'invisible'],
  ])('with line breaks allowed: %j → %s', (text, reason) => {
    expect(findUnsafeText(text, { allowLineBreaks: true })).toBe(reason);
  });
});

describe('refuseUnsafeText', () => {
  const name = refuseUnsafeText(z.string().trim().min(1, { error: 'Informe o nome' }), 'O nome');

  it('trims, then keeps a safe name', () => {
    expect(name.parse('  Maria  ')).toBe('Maria');
  });

  it.each([
    ['Ana\u202Eodnum', 'O nome não pode ter caracteres de controle nem de direção de texto'],
    ['\u001B[31mAna', 'O nome não pode ter caracteres de controle nem de direção de texto'],
    [' \u200B\u200D ', 'O nome não pode ter só caracteres invisíveis'],
    ['   ', 'Informe o nome'],
  ])('refuses %j with its message', (text, message) => {
    const result = name.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

describe('escapeControlCharacters', () => {
  it.each([
    ['Maria José 👨‍🍳', 'Maria José 👨‍🍳'],
    ['\u001B[2JAna', '\\u001B[2JAna'],
    ['Ana\r\nMaria\t', 'Ana\\u000D\\u000AMaria\\u0009'],
    ['Ana\u009B31m', 'Ana\\u009B31m'],
    ['Ana\u202Eodnum\u2069', 'Ana\\u202Eodnum\\u2069'],
    ['\u200B', '\u200B'],
  ])('%j → %j', (text, escaped) => {
    expect(escapeControlCharacters(text)).toBe(escaped);
  });
});
