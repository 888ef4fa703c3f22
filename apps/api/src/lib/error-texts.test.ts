import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { errorCodes, errorMessages } from '@suavez/shared/errors';
import { describe, expect, it } from 'vitest';
import { errorCodeTexts, errorMessagePatterns, errorMessageTexts } from './error-texts';
import { localizeErrorMessage } from './localize-error';

// What a diner can meet must exist in Spanish and English (rules.md §16): this reads the refusals out of the
// code of the diner's calls, as catalogues.test.ts reads the web's texts, so a new one without its
// translation fails here instead of reaching a tourist in Portuguese.
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const api = join(repo, 'apps/api/src');

/** The diner's modules (their merchant-only files are left out by name below). */
const dinerSources = [
  'modules/consumer',
  'modules/queue',
  'modules/order',
  'modules/pix',
  'modules/feedback',
  'modules/bookings',
  'modules/push',
  'modules/catalog',
  'modules/whatsapp/consumer-link.service.ts',
  'modules/whatsapp/consumer-link.routes.ts',
  'plugins',
].map((path) => join(api, path));

/** Files of those modules that only the restaurant's people reach (their pages are pt-BR). */
const merchantOnly = /(^merchant-|report|\.test\.ts$)/;

/** The request contracts of the diner's calls: their field messages reach the diner too. */
const dinerContracts = [
  'consumer',
  'queue-consumer',
  'queue-extend',
  'order',
  'bookings',
  'feedback',
  'push',
  'pix',
  'consumer-link',
]
  .map((name) => `packages/shared/src/contracts/${name}.contract.ts`)
  // The shared rules those contracts check a phone and a dish's options with.
  .concat(['packages/shared/src/domain/phone.ts', 'packages/shared/src/domain/item-options.ts'])
  .map((path) => join(repo, path));

const walk = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => walk(join(path, name))) : [path];

const literal = String.raw`'((?:[^'\\]|\\.)*)'`;

/** The Portuguese messages a file gives its refusals: AppError's, `*_MESSAGE` constants, `*Messages` maps. */
function refusalsIn(source: string): string[] {
  const found = [
    ...source.matchAll(new RegExp(String.raw`new AppError\(\s*'[A-Z_]+',\s*${literal}`, 'g')),
    ...source.matchAll(new RegExp(String.raw`const\s+[A-Z_]*MESSAGE\s*=\s*${literal}`, 'g')),
  ].map((match) => match[1] ?? '');
  for (const map of source.matchAll(/\b[a-z]\w*Messages\s*=\s*\{([^}]*)\}/g)) {
    for (const value of (map[1] ?? '').matchAll(new RegExp(String.raw`:\s*${literal}`, 'g'))) {
      found.push(value[1] ?? '');
    }
  }
  return found.map((text) => text.replaceAll("\\'", "'"));
}

/** A contract's field messages (`error: '…'` or `message: '…'`). */
function fieldMessagesIn(source: string): string[] {
  return [...source.matchAll(new RegExp(String.raw`\b(?:error|message):\s*${literal}`, 'g'))].map(
    (match) => match[1] ?? '',
  );
}

const isTranslated = (text: string) =>
  text in errorMessageTexts ||
  `${text}.` in errorMessageTexts ||
  errorMessagePatterns.some((pattern) => pattern.pt.test(text));

describe("the diner's error messages in Spanish and English", () => {
  const refusals = dinerSources
    .flatMap(walk)
    .filter((file) => file.endsWith('.ts') && !merchantOnly.test(file.split('/').pop() ?? ''))
    .flatMap((file) => refusalsIn(readFileSync(file, 'utf8')).map((text) => ({ file, text })));
  const fields = dinerContracts.flatMap((file) =>
    [...fieldMessagesIn(readFileSync(file, 'utf8')), ...refusalsIn(readFileSync(file, 'utf8'))].map(
      (text) => ({ file, text }),
    ),
  );

  it('finds the refusals it checks (the scan itself works)', () => {
    expect(refusals.length).toBeGreaterThan(50);
    expect(refusals.map((r) => r.text)).toContain('Seu carrinho está vazio.');
    expect(fields.map((f) => f.text)).toContain('Dê uma nota de 1 a 5');
  });

  it('has every refusal of the diner’s calls translated', () => {
    const missing = refusals.filter(({ text }) => !isTranslated(text));
    expect(missing.map(({ file, text }) => `${relative(repo, file)}: ${text}`)).toEqual([]);
  });

  it('has every field message of the diner’s requests translated', () => {
    const missing = fields.filter(({ text }) => !isTranslated(text));
    expect(missing.map(({ file, text }) => `${relative(repo, file)}: ${text}`)).toEqual([]);
  });

  it('gives every error code its own message in both languages, none left in Portuguese', () => {
    for (const code of errorCodes) {
      const { es, en } = errorCodeTexts[code];
      expect(es.trim(), code).not.toBe('');
      expect(en.trim(), code).not.toBe('');
      expect(es, code).not.toBe(errorMessages[code]);
      expect(en, code).not.toBe(errorMessages[code]);
    }
  });

  it('keeps every translation a sentence of its own (no Portuguese copied, same final punctuation)', () => {
    for (const [pt, { es, en }] of Object.entries(errorMessageTexts)) {
      expect(en, pt).not.toBe(pt);
      const end = (text: string) => /[.!?]$/.test(text);
      expect(end(es), `es: ${pt}`).toBe(end(pt));
      expect(end(en), `en: ${pt}`).toBe(end(pt));
    }
  });
});

describe('localizeErrorMessage', () => {
  it('leaves Portuguese as it is', () => {
    expect(localizeErrorMessage('Seu carrinho está vazio.', 'INVALID_TRANSITION', 'pt-BR')).toBe(
      'Seu carrinho está vazio.',
    );
  });

  it('translates a known sentence', () => {
    expect(localizeErrorMessage('Seu carrinho está vazio.', 'INVALID_TRANSITION', 'es')).toBe(
      'Tu carrito está vacío.',
    );
    expect(localizeErrorMessage('Seu carrinho está vazio.', 'INVALID_TRANSITION', 'en')).toBe(
      'Your cart is empty.',
    );
  });

  it('translates sentences with a number, in the number’s plural', () => {
    const one = 'Código incorreto. Você ainda tem 1 tentativa.';
    const three = 'Código incorreto. Você ainda tem 3 tentativas.';
    expect(localizeErrorMessage(one, 'VALIDATION_FAILED', 'es')).toBe(
      'Código incorrecto. Te queda 1 intento.',
    );
    expect(localizeErrorMessage(three, 'VALIDATION_FAILED', 'en')).toBe(
      'Wrong code. You have 3 attempts left.',
    );
    expect(localizeErrorMessage('Aguarde 1 segundo para pedir um novo código.', 'RATE_LIMITED', 'en')).toBe(
      'Wait 1 second to ask for a new code.',
    );
  });

  it('translates a validation sentence whose field message it knows, keeping the field', () => {
    const message = 'Dados inválidos em body.name: Informe seu nome.';
    expect(localizeErrorMessage(message, 'VALIDATION_FAILED', 'es')).toBe(
      'Datos inválidos en body.name: Escribe tu nombre.',
    );
    expect(localizeErrorMessage(message, 'VALIDATION_FAILED', 'en')).toBe(
      'Invalid data in body.name: Enter your name.',
    );
  });

  it('falls back to the code’s message in the language, never to Portuguese', () => {
    expect(localizeErrorMessage('Dados inválidos em body.x: Too small.', 'VALIDATION_FAILED', 'en')).toBe(
      errorCodeTexts.VALIDATION_FAILED.en,
    );
    expect(localizeErrorMessage('Uma frase nova ainda sem tradução.', 'CONFLICT', 'es')).toBe(
      errorCodeTexts.CONFLICT.es,
    );
    expect(localizeErrorMessage(errorMessages.LINK_GONE, 'LINK_GONE', 'en')).toBe(
      errorCodeTexts.LINK_GONE.en,
    );
  });
});
