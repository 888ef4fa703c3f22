import { blogPostSummaries } from '@suavez/shared/domain/blog-post-summaries';
import type { Db } from '#api/db/client';
import { listPublicShortIds } from './page-meta.repository';

/** The visitors' pages a search engine may list (apps/web/src/app/router.tsx). */
const SITE_PAGES = ['/', '/blog', '/legal'] as const;

/**
 * robots.txt: the public pages may be crawled; the merchant's screens, the API and a diner's own queue,
 * table and checkout pages may not (the queue's join page, shared as a link, may).
 */
export function buildRobotsTxt(options: { publicUrl: string }): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /merchant',
    'Disallow: /login/',
    'Disallow: /queue',
    'Allow: /queue/join',
    '',
    `Sitemap: ${new URL('/sitemap.xml', options.publicUrl).href}`,
    '',
  ].join('\n');
}

/**
 * sitemap.xml: the landing page, the blog and each post, the legal page, and the public menu of each
 * restaurant that is real: its owner's e-mail confirmed and an item on its menu (docs/screens.md#search-engines).
 */
export async function buildSitemapXml(options: { db: Db; publicUrl: string }): Promise<string> {
  const shortIds = await listPublicShortIds(options.db);
  const entries: { path: string; lastModified?: string }[] = [
    ...SITE_PAGES.map((path) => ({ path })),
    ...blogPostSummaries.map((post) => ({ path: `/blog/${post.id}`, lastModified: post.publishedAt })),
    ...shortIds.map((shortId) => ({ path: `/c/${shortId}` })),
  ];
  const urls = entries.map(({ path, lastModified }) => {
    const loc = `<loc>${escapeXml(new URL(path, options.publicUrl).href)}</loc>`;
    return `  <url>${loc}${lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Text safe inside an XML element. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}
