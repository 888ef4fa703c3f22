// The texts every name field refuses (docs/security.md#names-csv-and-terminals), each with the end of the
// pt-BR message it gets. The rule itself is tested table by table in
// packages/shared/src/domain/safe-text.test.ts; the API tests send these through each family of fields.

/** The end of the message for a control, direction, separator or tag character. */
export const CONTROL = 'não pode ter caracteres de controle nem de direção de texto';
/** The end of the message for a text of nothing but invisible characters. */
export const INVISIBLE = 'não pode ter só caracteres invisíveis';
/** The end of the message for a text of marks (accents) without a letter, number or symbol. */
export const NO_BASE = 'precisa ter ao menos uma letra, um número ou um símbolo';

/** Hostile texts, each at most 12 characters (a table label's limit), with the end of the message it gets. */
export const hostileTexts: readonly [title: string, text: string, message: string][] = [
  ['a right-to-left override', 'Ana\u202Eodnum', CONTROL],
  ['an ESC sequence', '\u001B[2J\u001B[31mAna', CONTROL],
  ['a C1 control', 'Ana\u009B31m', CONTROL],
  ['a first-strong isolate', '\u2068Ana', CONTROL],
  ['a line break', 'Ana\nMaria', CONTROL],
  ['a right-to-left mark', 'Ana\u200FMaria', CONTROL],
  ['a left-to-right mark', '\u200EAna', CONTROL],
  ['a line separator', 'Ana\u2028Maria', CONTROL],
  ['a paragraph separator', 'Ana\u2029Maria', CONTROL],
  ['tag characters', 'Ana\u{E0041}\u{E0042}\u{E007F}', CONTROL],
  ['only zero-width characters', ' \u200B\u200D\uFEFF ', INVISIBLE],
  ['only combining marks', ' \u0301\u0303\u0327 ', NO_BASE],
];

/**
 * Names every field keeps as typed: decomposed accents (NFD), an emoji joined by ZWJ, a flag of regional
 * indicators, a keycap sequence, England's flag (an emoji tag sequence: 14 UTF-16 units, too long for a
 * table label).
 */
export const visibleTexts: readonly string[] = [
  'Jose\u0301 Sa\u0303o',
  'Zé 👨‍👩‍👧',
  'Bar 🇧🇷',
  '1️⃣ #️⃣',
  'Pub 🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
];
