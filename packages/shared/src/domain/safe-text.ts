// Names and menu texts reach other people's screens, terminals and spreadsheets
// (docs/security.md#names-csv-and-terminals): a right-to-left override shows 'Ana\u202Eodnum' as 'Anamundo'
// on the host's screen, an ESC sequence in a lead's name drives the admin's terminal, and a name of
// zero-width spaces shows as nothing at all.

/** Why a text may not be shown as typed: it holds control characters, or it shows nothing at all. */
export type UnsafeTextReason = 'control' | 'invisible';

type Ranges = readonly (readonly [first: number, last: number])[];

// C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F), bidirectional embeddings and overrides
// (U+202A–U+202E) and isolates (U+2066–U+2069).
const CONTROL: Ranges = [
  [0x0000, 0x001f],
  [0x007f, 0x009f],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];
const LINE_FEED = 0x000a;

// What draws nothing besides white space: soft hyphen, combining grapheme joiner, Arabic letter mark,
// Hangul and Khmer fillers, Mongolian vowel separator and selectors, zero-width spaces, joiners and
// direction marks, word joiner and invisible operators, deprecated format characters, braille blank,
// variation selectors, byte order mark, halfwidth Hangul filler, tag characters.
const INVISIBLE: Ranges = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x2060, 0x2064],
  [0x206a, 0x206f],
  [0x2800, 0x2800],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xe0000, 0xe007f],
  [0xe0100, 0xe01ef],
];

const isIn = (ranges: Ranges, codePoint: number) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

/** Options of {@link findUnsafeText}. */
export interface SafeTextOptions {
  /** Whether line feeds (`\n`) may stay: multi-line texts such as a menu description. */
  allowLineBreaks?: boolean;
}

/** Why `text` may not be shown as typed ('control' first, then 'invisible'), or null when it may. */
export function findUnsafeText(text: string, options: SafeTextOptions = {}): UnsafeTextReason | null {
  let isVisible = false;
  for (const character of text) {
    const codePoint = character.codePointAt(0) as number;
    if (codePoint === LINE_FEED && options.allowLineBreaks) continue;
    if (isIn(CONTROL, codePoint)) return 'control';
    if (!isIn(INVISIBLE, codePoint) && !/\s/u.test(character)) isVisible = true;
  }
  // An empty text is left to the field's own "required" rule.
  return text === '' || isVisible ? null : 'invisible';
}

/** The pt-BR message for `reason` about a field named as a sentence's subject ('O nome', 'A descrição'). */
export function unsafeTextMessage(subject: string, reason: UnsafeTextReason): string {
  return reason === 'control'
    ? `${subject} não pode ter caracteres de controle nem de direção de texto`
    : `${subject} não pode ter só caracteres invisíveis`;
}

/**
 * `text` with every control character (as {@link findUnsafeText} counts them) written as `\uXXXX`, so a
 * terminal shows it instead of obeying it (rows stored before the rule may hold an ESC sequence).
 */
export function escapeControlCharacters(text: string): string {
  let escaped = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0) as number;
    escaped += isIn(CONTROL, codePoint)
      ? `\\u${codePoint.toString(16).toUpperCase().padStart(4, '0')}`
      : character;
  }
  return escaped;
}
