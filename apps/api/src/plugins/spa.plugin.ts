import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  DEFAULT_LANGUAGE,
  isDinerPagePath,
  isLanguage,
  LANGUAGE_COOKIE,
} from '@suavez/shared/domain/language';
import { errorMessages } from '@suavez/shared/errors';
import type { FastifyInstance } from 'fastify';
import { errorLanguage, localizeErrorMessage } from '#api/lib/localize-error';
import { requestLanguage } from '#api/lib/request-language';
import {
  type CataloguePreloads,
  createPageTemplate,
  type RoutePreloads,
} from '#api/modules/page-meta/page-template';
import { renderPage } from '#api/modules/page-meta/render-page.service';
import { shareLinkTarget } from '#api/modules/page-meta/share-link-redirect';

/** The `lang` cookie's life: a year, so a diner's choice outlives a trip (rules.md §16). */
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built SPA with history fallback: any GET that is not an API call or a file answers
 * index.html, so deep links load the app. Unknown `/api/...` paths answer a JSON 404. index.html is read
 * once, at start, and each page gets its own title and link-preview tags (modules/page-meta).
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasSpa = Boolean(distDir && existsSync(join(distDir, 'index.html')));
  const template =
    hasSpa && distDir
      ? createPageTemplate(
          readFileSync(join(distDir, 'index.html'), 'utf8'),
          readBuildList<RoutePreloads>(distDir, 'route-preloads.json'),
          readBuildList<CataloguePreloads>(distDir, 'catalogue-preloads.json'),
        )
      : undefined;
  if (hasSpa && distDir) {
    const assetsDir = join(distDir, 'assets');
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside every text file (apps/web/vite.config.ts): sent as they are
      // to a browser that accepts them, with Vary: Accept-Encoding.
      preCompressed: true,
      // Vite fingerprints everything under assets/: cache it for a year; anything else is revalidated.
      setHeaders(reply, path) {
        const isFingerprinted = path.startsWith(assetsDir);
        void reply.header(
          'cache-control',
          isFingerprinted ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (
      template &&
      wantsPage &&
      !path.startsWith('/api/') &&
      path !== '/api' &&
      !/\.[a-z0-9]+$/i.test(path)
    ) {
      const invite = shareLinkTarget(path, request.query as Record<string, unknown>, request.cookies);
      if (invite) {
        // Depends on this phone's cookie: never stored by a cache.
        void reply.header('cache-control', 'no-store').header('vary', 'Cookie');
        return reply.redirect(invite, 302);
      }
      // A diner's page in the diner's language (rules.md §16); a `?lang=` choice is remembered for a year.
      const isDinerPage = isDinerPagePath(path);
      const language = isDinerPage ? requestLanguage(request) : DEFAULT_LANGUAGE;
      const asked = (request.query as Record<string, unknown>).lang;
      if (isDinerPage && isLanguage(asked) && request.cookies[LANGUAGE_COOKIE] !== asked) {
        void reply.setCookie(LANGUAGE_COOKIE, asked, {
          path: '/',
          maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
          sameSite: 'lax',
          secure: app.ctx.config.publicUrl.startsWith('https:'),
        });
      }
      if (isDinerPage) void reply.header('vary', 'Accept-Language, Cookie');
      const { html, robots } = await renderPage({
        db: app.ctx.database.db,
        publicUrl: app.ctx.config.publicUrl,
        url: request.url,
        template,
        log: request.log,
        language,
      });
      // Revalidated every time: the next deploy's index.html names other assets.
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
      // Also as a header: a crawler that reads headers only (or fetches with HEAD) gets the same word.
      if (robots) void reply.header('x-robots-tag', robots);
      // HEAD: the length of what GET sends, and no body (Fastify keeps a length set for a HEAD).
      if (request.method === 'HEAD') return reply.header('content-length', Buffer.byteLength(html)).send('');
      return reply.send(html);
    }
    const message = localizeErrorMessage(
      errorMessages.ROUTE_NOT_FOUND,
      'ROUTE_NOT_FOUND',
      errorLanguage(request),
    );
    return reply.status(404).send({ code: 'ROUTE_NOT_FOUND', message });
  });
}

/**
 * A list the build writes into its `.vite` folder (apps/web/vite.config.ts): each page's JavaScript
 * (`route-preloads.json`) and its texts per language (`catalogue-preloads.json`). Served like any file, they
 * name only assets the pages themselves name; none when the build has no such list.
 */
function readBuildList<T>(distDir: string, name: string): T {
  const file = join(distDir, '.vite', name);
  if (!existsSync(file)) return {} as T;
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}
