import {
  chooseLanguage,
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  type Language,
  negotiateLanguage,
} from '@suavez/shared/domain/language';
import type { FastifyRequest } from 'fastify';

/**
 * The language of a request (rules.md §16): `?lang=`, else the `lang` cookie, else the best match of
 * `Accept-Language`, else pt-BR. The web app sends the diner's chosen language as `Accept-Language`.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  return chooseLanguage({
    query: query?.lang,
    cookie: request.cookies?.[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
}

/**
 * The language an API call asks for: the best match of its `Accept-Language`, else pt-BR (rules.md §16).
 * Not the `lang` cookie: the web app sends the page's language on every call, so the merchant's pages
 * (always pt-BR) read Portuguese even in a browser that also opened a diner's page in Spanish.
 */
export function acceptedLanguage(request: FastifyRequest): Language {
  return negotiateLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
