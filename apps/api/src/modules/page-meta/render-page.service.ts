import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#api/db/client';
import { findPageMeta } from './find-page-meta.service';
import type { PageTemplate } from './page-template';

/**
 * index.html for the page at `url`, its head naming what the link shows (crawlers do not run the app) and
 * the JavaScript the page needs, a restaurant's page with its name over a skeleton. A failed read sends
 * the defaults: the page still loads, and the app shows what it finds.
 */
export async function renderPage(options: {
  db: Db;
  publicUrl: string;
  url: string;
  template: PageTemplate;
  log: FastifyBaseLogger;
}): Promise<string> {
  const { template } = options;
  const path = new URL(options.url, 'http://page.invalid').pathname.replace(/(.)\/+$/, '$1');
  try {
    const meta = await findPageMeta({ ...options, defaults: template.defaults });
    return template.render(meta, path);
  } catch (error) {
    options.log.warn({ err: error }, 'prévia do link indisponível; enviando a página padrão');
    const meta = await findPageMeta({ ...options, url: '/', defaults: template.defaults });
    return template.render(meta, path);
  }
}
