// GSM 03.38 (3GPP TS 23.038), the 7-bit alphabet every phone reads: one SMS segment carries 160 of its
// septets. A single character outside it (an accent it lacks, an emoji) turns the whole text into UCS-2,
// and a segment then carries 70 UTF-16 units (docs/notifications.md#text-messages).

/** The basic set: one septet each. */
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

/** The extension table: an escape septet plus one, so two septets each. */
const EXTENDED = '\f^{}\\[~]|€';

const basic = new Set(BASIC);
const extended = new Set(EXTENDED);

/** Septets of one GSM-7 segment, and of each part of a longer text (7 octets go to the joining header). */
export const GSM7_SEGMENT_SEPTETS = 160;
const GSM7_PART_SEPTETS = 153;
/** UTF-16 units of one UCS-2 segment, and of each part of a longer text. */
export const UCS2_SEGMENT_UNITS = 70;
const UCS2_PART_UNITS = 67;

/** Septets a character takes in GSM-7: 1, 2 (extension table), or null when GSM-7 cannot carry it. */
export function gsm7SeptetsOf(char: string): 1 | 2 | null {
  if (basic.has(char)) return 1;
  if (extended.has(char)) return 2;
  return null;
}

/** How a text travels as an SMS: its encoding, its length in that encoding's units, and its segments. */
export interface SmsSize {
  encoding: 'gsm7' | 'ucs2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/**
 * Sizes a text as a phone sends it: GSM-7 when every character is in the alphabet (extension characters
 * count 2 and are never split between parts), else UCS-2 (a surrogate pair is never split either).
 */
export function measureSms(text: string): SmsSize {
  const widths: number[] = [];
  for (const char of text) {
    const septets = gsm7SeptetsOf(char);
    if (septets === null) return measureUcs2(text);
    widths.push(septets);
  }
  return { encoding: 'gsm7', ...pack(widths, GSM7_SEGMENT_SEPTETS, GSM7_PART_SEPTETS) };
}

function measureUcs2(text: string): SmsSize {
  const widths = Array.from(text, (char) => char.length);
  return { encoding: 'ucs2', ...pack(widths, UCS2_SEGMENT_UNITS, UCS2_PART_UNITS) };
}

/** Fills parts with whole characters: one segment when all fit, else as many parts as it takes. */
function pack(widths: readonly number[], single: number, part: number): { units: number; segments: number } {
  const units = widths.reduce((sum, width) => sum + width, 0);
  if (units === 0) return { units, segments: 0 };
  if (units <= single) return { units, segments: 1 };
  let segments = 1;
  let used = 0;
  for (const width of widths) {
    if (used + width > part) {
      segments += 1;
      used = 0;
    }
    used += width;
  }
  return { units, segments };
}

/** Letters that lose no mark but still fall outside plain Latin: written as Portuguese readers would. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  þ: 'th',
  Þ: 'Th',
  º: 'o',
  ª: 'a',
};

/** Typographic punctuation, written with what every keyboard has. */
const PUNCTUATION: ReadonlyArray<[RegExp, string]> = [
  [/[‘’‚‛′`´]/g, "'"],
  [/[“”„‟″«»]/g, '"'],
  [/[‐‑‒–—―−]/g, '-'],
  [/…/g, '...'],
  [/[•·]/g, '-'],
];

/**
 * A name as plain GSM-7 without accents ('Cantina da Praça' → 'Cantina da Praca'): marks removed, a few
 * letters and typographic signs written out, anything GSM-7 cannot carry (emoji, other scripts, control
 * characters) dropped, and runs of white space made one space.
 */
export function toPlainGsm7(text: string): string {
  let plain = text;
  for (const [pattern, replacement] of PUNCTUATION) plain = plain.replace(pattern, replacement);
  plain = Array.from(plain.normalize('NFD'), (char) => LETTERS[char] ?? char)
    .join('')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/gu, ' ');
  // White space is one space by now, so no line break or form feed is left to keep.
  return Array.from(plain)
    .filter((char) => gsm7SeptetsOf(char) !== null)
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/**
 * Cuts a GSM-7 text to at most `septets` septets: at the last space when a word would be cut (a word longer
 * than the room is cut where the room ends), never inside an escape pair, without trailing spaces or signs.
 */
export function truncateGsm7(text: string, septets: number): string {
  let used = 0;
  let cut = '';
  for (const char of text) {
    const width = gsm7SeptetsOf(char) ?? 2;
    if (used + width > septets) break;
    used += width;
    cut += char;
  }
  if (cut === text) return text;
  const isMidWord = text.charAt(cut.length) !== ' ' && cut.includes(' ');
  const whole = isMidWord ? cut.slice(0, cut.lastIndexOf(' ')) : cut;
  return whole.replace(/[\s\-,.;:&/]+$/u, '');
}
