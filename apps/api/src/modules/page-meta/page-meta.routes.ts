import type { FastifyInstance } from 'fastify';
import { buildRobotsTxt, buildSitemapXml } from './site-map.service';

/** `GET /robots.txt` and `GET /sitemap.xml`, at the root: for search engines, from PUBLIC_URL. */
export function registerSiteMapRoutes(app: FastifyInstance): void {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(buildRobotsTxt({ publicUrl: app.ctx.config.publicUrl })),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await buildSitemapXml({ db: app.ctx.database.db, publicUrl: app.ctx.config.publicUrl });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
}
