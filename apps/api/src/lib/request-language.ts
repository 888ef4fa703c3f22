import { chooseLanguage, LANGUAGE_COOKIE, type Language } from '@suavez/shared/domain/language';
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
