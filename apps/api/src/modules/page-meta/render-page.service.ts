import type { Language } from '@suavez/shared/domain/language';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#api/db/client';
import { findPageMeta } from './find-page-meta.service';
import type { PageMeta, PageTemplate } from './page-template';

/** A page as the server sends it: its HTML, and what search engines are told of it (`X-Robots-Tag`). */
export interface RenderedPage {
  html: string;
  robots: PageMeta['robots'];
}

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
  /** The page's language (rules.md §16; pt-BR unless it is a diner's page). */
  language?: Language;
}): Promise<RenderedPage> {
  const { template } = options;
  const path = new URL(options.url, 'http://page.invalid').pathname.replace(/(.)\/+$/, '$1');
  try {
    const meta = await findPageMeta({ ...options, defaults: template.defaults });
    return { html: template.render(meta, path, options.language), robots: meta.robots };
  } catch (error) {
    options.log.warn({ err: error }, 'prévia do link indisponível; enviando a página padrão');
    const meta = await findPageMeta({ ...options, url: '/', defaults: template.defaults });
    return { html: template.render(meta, path, options.language), robots: meta.robots };
  }
}
