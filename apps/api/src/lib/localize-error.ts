import type { Language } from '@suavez/shared/domain/language';
import type { ErrorCode } from '@suavez/shared/errors';
import type { FastifyRequest } from 'fastify';
import { errorCodeTexts, errorMessagePatterns, errorMessageTexts, type TranslatedText } from './error-texts';
import { acceptedLanguage } from './request-language';

/** The language of an error body (rules.md §16): the call's `Accept-Language` (`acceptedLanguage`). */
export function errorLanguage(request: FastifyRequest): Language {
  return acceptedLanguage(request);
}

/** A field's message as the validation sentence carries it (its final full stop dropped). */
function fieldText(detail: string): TranslatedText | undefined {
  return errorMessageTexts[detail] ?? errorMessageTexts[`${detail}.`];
}

/** 'Dados inválidos em body.name: Informe seu nome.' (error-handler.plugin.ts `describeValidation`). */
const validationSentence = /^Dados inválidos em ([^:]+): (.+)\.$/;

/**
 * An error's message in `language`: the same sentence translated (error-texts.ts), or, for one that has
 * none, its code's own message in that language; Portuguese as it is.
 */
export function localizeErrorMessage(message: string, code: ErrorCode, language: Language): string {
  if (language === 'pt-BR') return message;
  const exact = errorMessageTexts[message];
  if (exact) return exact[language];
  for (const pattern of errorMessagePatterns) {
    const match = pattern.pt.exec(message);
    if (match) return pattern.text(Number(match[1]))[language];
  }
  const validation = validationSentence.exec(message);
  const field = validation?.[2] === undefined ? undefined : fieldText(validation[2]);
  if (validation && field) {
    const detail = field[language].replace(/[.\s]+$/, '');
    return language === 'es'
      ? `Datos inválidos en ${validation[1]}: ${detail}.`
      : `Invalid data in ${validation[1]}: ${detail}.`;
  }
  return errorCodeTexts[code][language];
}
