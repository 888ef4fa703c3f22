import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@suavez/shared/errors';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA with history fallback: any GET that is not an API call or a file answers
 * index.html, so deep links load the app. Unknown `/api/...` paths answer a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasSpa = Boolean(distDir && existsSync(join(distDir, 'index.html')));
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
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasSpa && wantsPage && !path.startsWith('/api/') && path !== '/api' && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: 'ROUTE_NOT_FOUND', message: errorMessages.ROUTE_NOT_FOUND });
  });
}
