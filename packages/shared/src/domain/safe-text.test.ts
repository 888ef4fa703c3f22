import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  escapeControlCharacters,
  findUnsafeText,
  removeControlCharacters,
  type UnsafeTextReason,
} from './safe-text';
import { refuseUnsafeText } from './safe-text.schema';

describe('findUnsafeText', () => {
  it.each<[string, string, UnsafeTextReason | null]>([
    ['a plain name', 'Maria da Silva', null],
    ['accents and ç', 'João Conceição', null],
    ['accents decomposed (NFD)', 'Jose\u0301 Conceic\u0327a\u0303o', null],
    ['a letter under several marks', 'A\u0301\u0302\u0303', null],
    ['an emoji with its variation selector', 'Ana ❤️', null],
    ['a family emoji joined by ZWJ', '👨‍👩‍👧', null],
    ['an emoji with a skin tone', 'Joana 👍🏽', null],
    ['a flag of regional indicators', 'Bar do Zé 🇧🇷', null],
    ['keycap sequences', 'Mesa 1️⃣ #️⃣ *️⃣', null],
    [
      "England's flag (an emoji tag sequence)",
      'Pub 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
      null,
    ],
    [
      "Scotland's and Wales' flags",
      '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}🏴\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F}',
      null,
    ],
    ['Hebrew', 'שלום', null],
    ['Arabic with its marks', 'مَطْعَم', null],
    ['a no-break space inside', 'Café\u00A0Central', null],
    ['a zero-width space inside a visible name', 'Ana\u200BMaria', null],
    ['punctuation only', '...', null],
    ['a symbol only', '★', null],
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
    ['a left-to-right mark U+200E', 'Ana\u200EMaria', 'control'],
    ['Hebrew with a right-to-left mark U+200F', 'שלום\u200F', 'control'],
    ['an Arabic letter mark U+061C', 'مطعم\u061C', 'control'],
    ['a line separator U+2028', 'Ana\u2028Maria', 'control'],
    ['a paragraph separator U+2029', 'Ana\u2029Maria', 'control'],
    ['tag characters after a name', 'Ana\u{E0041}\u{E0042}\u{E007F}', 'control'],
    ['a tag sequence that is no flag', '🏴\u{E0061}\u{E0062}\u{E007F}', 'control'],
    ['a cancel tag alone', 'Ana\u{E007F}', 'control'],
    ['only tag characters', '\u{E0041}\u{E0042}', 'control'],
    ['only a soft hyphen and direction marks', '\u00AD\u200E\u200F', 'control'],
    ['only a zero-width space', '\u200B', 'invisible'],
    ['only joiners', '\u200C\u200D', 'invisible'],
    ['only a word joiner and a BOM', '\u2060\uFEFF', 'invisible'],
    ['only a Hangul filler', '\u3164', 'invisible'],
    ['only a braille blank', '\u2800', 'invisible'],
    ['only a soft hyphen', '\u00AD', 'invisible'],
    ['only a variation selector', '\uFE0F', 'invisible'],
    ['only spaces between invisibles', '\u200B \u3000 \u200B', 'invisible'],
    ['only an acute accent', '\u0301', 'no-base'],
    ['only combining marks between spaces', ' \u0301\u0327 \u0303 ', 'no-base'],
    ['combining marks with a zero-width joiner', '\u0301\u200D\u0302', 'no-base'],
    ['only an enclosing keycap', '\u20E3', 'no-base'],
    ['only Arabic vowel marks', '\u064E\u0652', 'no-base'],
  ])('%s', (_title, text, reason) => {
    expect(findUnsafeText(text)).toBe(reason);
  });

  it.each<[string, UnsafeTextReason | null]>([
    ['Massa fresca.\nMolho da casa.', null],
    ['Massa\n\nMolho', null],
    ['Massa\r\nMolho', 'control'],
    ['Massa\tMolho', 'control'],
    ['Massa\u202EMolho', 'control'],
    ['Massa\u2028Molho', 'control'],
    ['Massa\u2029Molho', 'control'],
    ['\n\u200B\n', 'invisible'],
    ['\n\u0301\n', 'no-base'],
  ])('with line breaks allowed: %j → %s', (text, reason) => {
    expect(findUnsafeText(text, { allowLineBreaks: true })).toBe(reason);
  });
});

/** Every code point whose character matches `pattern`, for generators that pick among them. */
function codePointsMatching(pattern: RegExp): string[] {
  const found: string[] = [];
  for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
    if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
    const character = String.fromCodePoint(codePoint);
    if (pattern.test(character)) found.push(character);
  }
  return found;
}

describe('findUnsafeText, for any text', () => {
  const allMarks = fc.constantFrom(...codePointsMatching(/\p{M}/u));
  // A few marks draw nothing (variation selectors, the combining grapheme joiner): they count as invisible.
  const marks = fc.constantFrom(...codePointsMatching(/^(?!\p{Default_Ignorable_Code_Point})\p{M}$/u));
  const blanks = fc.constantFrom(' ', '\u00A0', '\u3000', '\u200B', '\u200D', '\uFE0F', '\u2060');
  const refused = fc.constantFrom(
    ...codePointsMatching(/[\p{Cc}\p{Bidi_Control}\u2028\u2029\u{E0000}-\u{E007F}]/u),
  );
  const portugueseLetter = fc.constantFrom(
    ...'abcdefghijklmnopqrstuvwxyzáàâãçéêíóôõúüABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÃÇÉÊÍÓÔÕÚÜ',
  );
  const portugueseWord = fc
    .array(portugueseLetter, { minLength: 1, maxLength: 12 })
    .map((letters) => letters.join(''));
  const portugueseName = fc
    .tuple(
      fc.array(portugueseWord, { minLength: 1, maxLength: 5 }),
      fc.constantFrom(' ', ' da ', ' de ', '-', "'", ' d’'),
      fc.constantFrom('NFC', 'NFD'),
    )
    .map(([words, separator, form]) => words.join(separator).normalize(form));

  it('refuses a text of nothing but combining marks', () => {
    fc.assert(
      fc.property(fc.array(allMarks, { minLength: 1, maxLength: 8 }), (ms) => {
        expect(findUnsafeText(ms.join(''))).not.toBeNull();
      }),
    );
  });

  it('says a text of visible marks and blanks lacks a letter, number or symbol', () => {
    fc.assert(
      fc.property(
        fc.array(marks, { minLength: 1, maxLength: 8 }),
        fc.array(blanks, { maxLength: 4 }),
        (ms, bs) => {
          expect(findUnsafeText([...ms, ...bs].join(''))).toBe('no-base');
          expect(findUnsafeText([...bs, ...ms].join(''), { allowLineBreaks: true })).toBe('no-base');
        },
      ),
    );
  });

  it('keeps any Portuguese name, composed or decomposed, with marks on its letters', () => {
    fc.assert(
      fc.property(portugueseName, fc.array(marks, { maxLength: 3 }), (name, extra) => {
        expect(findUnsafeText(name)).toBeNull();
        expect(findUnsafeText(name + extra.join(''))).toBeNull();
      }),
    );
  });

  it('refuses a control, direction, separator or tag character anywhere in a visible name', () => {
    fc.assert(
      fc.property(portugueseName, refused, fc.nat(), (name, character, at) => {
        const position = at % (name.length + 1);
        const text = name.slice(0, position) + character + name.slice(position);
        expect(findUnsafeText(text)).toBe('control');
      }),
    );
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
    ['Ana\u200FMaria', 'O nome não pode ter caracteres de controle nem de direção de texto'],
    [' \u200B\u200D ', 'O nome não pode ter só caracteres invisíveis'],
    [' \u0301\u0301 ', 'O nome precisa ter ao menos uma letra, um número ou um símbolo'],
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
    ['Ana\u200E\u2028', 'Ana\\u200E\\u2028'],
    ['Ana\u{E0041}', 'Ana\\u{E0041}'],
    ['\u200B', '\u200B'],
  ])('%j → %j', (text, escaped) => {
    expect(escapeControlCharacters(text)).toBe(escaped);
  });
});

describe('removeControlCharacters', () => {
  it.each([
    ['Ana\u202Eodnum', 'Anaodnum'],
    ['  Zé \u2066Lima\u2069 ', 'Zé Lima'],
    ['\u001b[31mRed', '[31mRed'],
    ['Ana', 'Ana'],
  ])('%j → %j', (text, kept) => {
    expect(removeControlCharacters(text)).toBe(kept);
  });

  it('leaves nothing findUnsafeText calls a control character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(findUnsafeText(removeControlCharacters(text))).not.toBe('control');
      }),
    );
  });
});
