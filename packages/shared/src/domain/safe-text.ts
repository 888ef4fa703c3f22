// Names and menu texts reach other people's screens, terminals and spreadsheets
// (docs/security.md#names-csv-and-terminals): a right-to-left override shows 'Ana\u202Eodnum' as 'Anamundo'
// on the host's screen, an ESC sequence in a lead's name drives the admin's terminal, tag characters carry
// hidden text, and a name of zero-width spaces or of bare accents shows as nothing at all.

/**
 * Why a text may not be shown as typed: it holds a control character, it shows nothing at all, or it shows
 * only marks (accents) with no letter, number, punctuation, symbol or emoji to carry them.
 */
export type UnsafeTextReason = 'control' | 'invisible' | 'no-base';

// Refused anywhere in a text: C0, DEL and C1 (\p{Cc}); every bidirectional formatting character
// (\p{Bidi_Control}: the Arabic letter mark U+061C, the direction marks U+200E/U+200F, embeddings and
// overrides U+202A–U+202E, isolates U+2066–U+2069); the line and paragraph separators U+2028/U+2029, which
// break a line where no line may break; and the tag characters U+E0000–U+E007F, invisible ASCII.
const CONTROL = /[\p{Cc}\p{Bidi_Control}\u2028\u2029\u{E0000}-\u{E007F}]/u;

// The three flags that Unicode's emoji list (UTS #51, RGI tag sequences) spells with tag characters:
// England, Scotland and Wales. They are the only tags a text keeps.
const TAG_FLAGS =
  /\u{1F3F4}\u{E0067}\u{E0062}(?:\u{E0065}\u{E006E}\u{E0067}|\u{E0073}\u{E0063}\u{E0074}|\u{E0077}\u{E006C}\u{E0073})\u{E007F}/gu;

// What draws nothing: white space, the default-ignorable code points (soft hyphen, combining grapheme
// joiner, Hangul fillers, zero-width spaces and joiners, word joiner, variation selectors, byte order
// mark, ...) and the braille blank.
const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}\u2800]/u;

// What a visible text needs at least one of: a letter, number, punctuation, symbol or emoji. Combining
// marks (\p{M}) only decorate one of these: an 'e' + U+0301 is a base and its accent.
const BASE = /[\p{L}\p{N}\p{P}\p{S}\p{Extended_Pictographic}]/u;

const LINE_FEED = '\n';

/** Options of {@link findUnsafeText}. */
export interface SafeTextOptions {
  /** Whether line feeds (`\n`) may stay: multi-line texts such as a menu description. */
  allowLineBreaks?: boolean;
}

/**
 * Why `text` may not be shown as typed ('control' first, then 'invisible', then 'no-base'), or null when
 * it may.
 */
export function findUnsafeText(text: string, options: SafeTextOptions = {}): UnsafeTextReason | null {
  let hasBase = false;
  let drawsSomething = false;
  for (const character of text.replace(TAG_FLAGS, '\u{1F3F4}')) {
    if (character === LINE_FEED && options.allowLineBreaks) continue;
    if (CONTROL.test(character)) return 'control';
    if (INVISIBLE.test(character)) continue;
    drawsSomething = true;
    if (BASE.test(character)) hasBase = true;
  }
  // An empty text is left to the field's own "required" rule.
  if (text === '' || hasBase) return null;
  return drawsSomething ? 'no-base' : 'invisible';
}

/** The pt-BR message for `reason` about a field named as a sentence's subject ('O nome', 'A descrição'). */
export function unsafeTextMessage(subject: string, reason: UnsafeTextReason): string {
  switch (reason) {
    case 'control':
      return `${subject} não pode ter caracteres de controle nem de direção de texto`;
    case 'invisible':
      return `${subject} não pode ter só caracteres invisíveis`;
    case 'no-base':
      return `${subject} precisa ter ao menos uma letra, um número ou um símbolo`;
  }
}

/**
 * `text` without its control characters (as {@link findUnsafeText} counts them), trimmed: for a name that
 * comes from outside and cannot be refused, such as a WhatsApp profile name (docs/whatsapp.md#conversation).
 */
export function removeControlCharacters(text: string): string {
  let kept = '';
  for (const character of text) if (!CONTROL.test(character)) kept += character;
  return kept.trim();
}

/**
 * `text` with every control character (as {@link findUnsafeText} counts them) written as `\uXXXX` (or
 * `\u{XXXXX}` beyond U+FFFF), so a terminal shows it instead of obeying it (rows stored before the rule may
 * hold an ESC sequence).
 */
export function escapeControlCharacters(text: string): string {
  let escaped = '';
  for (const character of text) {
    const codePoint = character.codePointAt(0) as number;
    const hex = codePoint.toString(16).toUpperCase();
    if (!CONTROL.test(character)) escaped += character;
    else escaped += codePoint > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, '0')}`;
  }
  return escaped;
}
