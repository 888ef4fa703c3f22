import { normalizePhone } from './phone';
import { isValidShortId } from './short-id';

/**
 * What a diner's WhatsApp message asks for (docs/whatsapp.md#conversation). A bare number is `number`: the
 * conversation decides what it means where it stands ('4' answers 'Para quantas pessoas?'; '1', '2' and '3'
 * are the menu's 'Estou indo', 'Sair' and 'Posição' otherwise).
 */
export type WhatsAppCommand =
  | { kind: 'join'; shortId: string }
  | { kind: 'number'; value: number }
  | { kind: 'position' }
  /** `isButton`: the call's 'Sair da fila' button, which quits without asking again. */
  | { kind: 'leave'; isButton: boolean }
  | { kind: 'yes' }
  | { kind: 'no' }
  | { kind: 'going' }
  | { kind: 'stop' }
  | { kind: 'help' };

/** The reply buttons' ids (the call's message): they come back as the diner's `buttonId`. */
export const whatsAppButtonIds = { going: 'going', leave: 'leave' } as const;

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
};

// Whole messages (after normalizing) that name a command; words of 5 letters or more also match a typo.
const PHRASES: readonly [string, WhatsAppCommand][] = [
  ['posicao', { kind: 'position' }],
  ['minha posicao', { kind: 'position' }],
  ['sair', { kind: 'leave', isButton: false }],
  ['sair da fila', { kind: 'leave', isButton: false }],
  ['sim', { kind: 'yes' }],
  ['s', { kind: 'yes' }],
  ['ss', { kind: 'yes' }],
  ['nao', { kind: 'no' }],
  ['n', { kind: 'no' }],
  ['estou indo', { kind: 'going' }],
  ['to indo', { kind: 'going' }],
  ['indo', { kind: 'going' }],
  ['parar', { kind: 'stop' }],
  ['pare', { kind: 'stop' }],
  ['stop', { kind: 'stop' }],
];

const TYPO_MIN_LENGTH = 5;

/**
 * A message as the parser reads it: lower case, accents and punctuation gone, spaces collapsed
 * ('  Posição?! ' → 'posicao').
 */
export function normalizeCommandText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Whether two words are at most one insertion, deletion or substitution apart.
function isWithinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i += 1;
      j += 1;
      continue;
    }
    edits += 1;
    if (edits > 1) return false;
    if (a.length > b.length) i += 1;
    else if (b.length > a.length) j += 1;
    else {
      i += 1;
      j += 1;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

function parseNumber(words: readonly string[]): number | null {
  // 'somos 4', '4 pessoas', 'duas pessoas', 'para 3'.
  const rest = words.filter((word) => !['somos', 'pessoa', 'pessoas', 'para', 'pra'].includes(word));
  if (rest.length !== 1) return null;
  const [word = ''] = rest;
  if (/^\d{1,3}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word] ?? null;
}

/**
 * Reads what a diner wrote (`text`) or pressed (`buttonId`) as one command; anything it cannot read is
 * `help`. Case, accents, punctuation and surrounding spaces are ignored, and a one-letter typo in a word of
 * five letters or more ('posicap', 'parrar').
 */
export function parseCommand(text: string | null, buttonId: string | null): WhatsAppCommand {
  if (buttonId === whatsAppButtonIds.going) return { kind: 'going' };
  if (buttonId === whatsAppButtonIds.leave) return { kind: 'leave', isButton: true };
  const normalized = normalizeCommandText(text ?? '');
  const words = normalized.split(' ');
  if (words.length === 2 && words[0] === 'fila' && isValidShortId(words[1] ?? '')) {
    return { kind: 'join', shortId: words[1] as string };
  }
  const value = normalized === '' ? null : parseNumber(words);
  if (value !== null) return { kind: 'number', value };
  const exact = PHRASES.find(([phrase]) => phrase === normalized);
  if (exact) return exact[1];
  if (normalized.length >= TYPO_MIN_LENGTH && !normalized.includes(' ')) {
    const near = PHRASES.find(
      ([phrase]) =>
        phrase.length >= TYPO_MIN_LENGTH && !phrase.includes(' ') && isWithinOneEdit(phrase, normalized),
    );
    if (near) return near[1];
  }
  return { kind: 'help' };
}

// 55, a DDD (two digits 1–9), then a mobile's 8 digits without its leading 9 (they start with 6–9).
const MISSING_NINTH_DIGIT = /^55([1-9]{2})([6-9]\d{7})$/;

/**
 * A `wa_id` with a Brazilian mobile's ninth digit restored, the conversation's key: WhatsApp may send
 * '551187654321' for (11) 98765-4321. Other numbers are answered as given.
 */
export function canonicalWaId(waId: string): string {
  const match = MISSING_NINTH_DIGIT.exec(waId);
  return match ? `55${match[1]}9${match[2]}` : waId;
}

/**
 * The stored national digits of a `wa_id` ('5511987654321' or '551187654321' → '11987654321'; a landline
 * '551134567890' → '1134567890'), or null when it is not a Brazilian number.
 */
export function phoneFromWaId(waId: string): string | null {
  const match = /^55([1-9]{2}(?:9\d{8}|[2-5]\d{7}))$/.exec(canonicalWaId(waId));
  return match?.[1] ?? null;
}

/** The `wa_id` of a stored or typed Brazilian phone ('(11) 98765-4321' → '5511987654321'). */
export function waIdFromPhone(phone: string): string {
  return `55${normalizePhone(phone)}`;
}
