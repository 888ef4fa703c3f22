import { findBlogPostSummary } from '@suavez/shared/domain/blog-post-summaries';
import { DEFAULT_LANGUAGE, type Language } from '@suavez/shared/domain/language';
import { isValidShortId, normalizeShortId } from '@suavez/shared/domain/short-id';
import type { Db } from '#api/db/client';
import {
  findMerchantPreview,
  findMerchantPreviewOfQueueEntry,
  type MerchantPreviewRow,
} from './page-meta.repository';
import type { PageDefaults, PageMeta } from './page-template';
import { type PageTexts, pageTexts } from './page-texts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The link preview of the page at `url` (path and query as requested): a restaurant's menu (`/c/{shortId}`,
 * `/catalog?merchant=`), its queue (`/queue/join?merchant=`), a blog post (`/blog/{id}`); index.html's
 * defaults for any other page and for an unknown restaurant or post (the page itself then says so). A
 * restaurant's pages and the table's menu (`/queue/catalog?qoid=`) carry its name for the skeleton. A
 * restaurant's pages say 'noindex' unless they name a restaurant search engines may list (a known one, with
 * its owner's e-mail confirmed and an item on its menu: docs/screens.md#search-engines). At most one
 * database read.
 */
export async function findPageMeta(options: {
  db: Db;
  publicUrl: string;
  url: string;
  defaults: PageDefaults;
  /** The page's language (rules.md §16): a diner's page's title and preview are written in it. */
  language?: Language;
}): Promise<PageMeta> {
  const { publicUrl, defaults } = options;
  const language = options.language ?? DEFAULT_LANGUAGE;
  const texts = pageTexts[language];
  const parsed = new URL(options.url, 'http://page.invalid');
  const path = parsed.pathname.replace(/\/+$/, '') || '/';
  const merchantParam = parsed.searchParams.get('merchant')?.trim() ?? '';
  const fallback: PageMeta = {
    title: defaults.title,
    previewTitle: defaults.title,
    description: texts.siteDescription ?? defaults.description,
    image: absoluteUrl(defaults.image, publicUrl),
    url: absoluteUrl(path, publicUrl),
    type: 'website',
    twitterCard: 'summary_large_image',
  };
  // A restaurant's page without a restaurant (an unknown id, none given): an error page, never listed.
  const unlisted: PageMeta = { ...fallback, robots: 'noindex' };

  const shortLink = /^\/c\/([^/]+)$/.exec(path)?.[1];
  if (shortLink !== undefined) {
    const shortId = normalizeShortId(safeDecode(shortLink));
    if (!isValidShortId(shortId)) return unlisted;
    const merchant = await findMerchantPreview(options.db, { shortId });
    if (!merchant) return unlisted;
    const meta = menuMeta(merchant, fallback, publicUrl, texts, language);
    // The short link's own read first, with the id as the address spells it (the app sends it so).
    const asked = safeDecode(shortLink);
    if (!meta.skeleton || !/^[A-Za-z0-9-]+$/.test(asked)) return meta;
    const reads = [`/api/merchant/short?shortId=${asked}`, ...(meta.skeleton.reads ?? [])];
    return { ...meta, skeleton: { ...meta.skeleton, reads } };
  }
  if (path === '/queue/catalog') {
    // The table's menu is a diner's own page: no preview, only the restaurant's name over its skeleton.
    const queueId = parsed.searchParams.get('qoid')?.trim() ?? '';
    if (!UUID_PATTERN.test(queueId)) return fallback;
    const merchant = await findMerchantPreviewOfQueueEntry(options.db, queueId.toLowerCase());
    if (!merchant) return fallback;
    // The screen waits for the table's entry (apps/web/src/features/ordering/api/get-table-queue.api.ts).
    const reads = [`/api/queue?queueId=${queueId}`, menuRead(merchant.id, language)];
    return { ...fallback, skeleton: { name: merchant.name, kind: 'menu', reads } };
  }
  if (path === '/catalog' || path === '/queue/join') {
    if (!UUID_PATTERN.test(merchantParam)) return unlisted;
    const merchant = await findMerchantPreview(options.db, { id: merchantParam.toLowerCase() });
    if (!merchant) return unlisted;
    return path === '/catalog'
      ? menuMeta(merchant, fallback, publicUrl, texts, language, merchantParam)
      : queueJoinMeta(merchant, fallback, publicUrl, texts, merchantParam);
  }
  const postId = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  const post = postId === undefined ? undefined : findBlogPostSummary(safeDecode(postId));
  if (post) {
    return {
      ...fallback,
      title: `${post.title} | SuaVez`,
      previewTitle: post.title,
      description: post.description,
      image: previewImage([post.cover], fallback.image, publicUrl),
      type: 'article',
    };
  }
  return fallback;
}

/** The public menu's preview; its canonical address is the short link. */
/** `readId`: the restaurant's id as the page's address gives it, which the app's reads repeat. */
function menuMeta(
  merchant: MerchantPreviewRow,
  fallback: PageMeta,
  publicUrl: string,
  texts: PageTexts,
  language: Language,
  readId = merchant.id,
): PageMeta {
  return {
    ...merchantMeta(merchant, fallback, publicUrl),
    title: texts.menuTitle(merchant.name),
    description: merchant.description.trim() || texts.menuDescription(merchant.name),
    url: absoluteUrl(`/c/${merchant.shortId}`, publicUrl),
    skeleton: {
      name: merchant.name,
      kind: 'menu',
      reads: [menuRead(readId, language), merchantRead(readId)],
    },
  };
}

function queueJoinMeta(
  merchant: MerchantPreviewRow,
  fallback: PageMeta,
  publicUrl: string,
  texts: PageTexts,
  readId: string,
): PageMeta {
  return {
    ...merchantMeta(merchant, fallback, publicUrl),
    title: texts.joinTitle(merchant.name),
    description: texts.joinDescription(merchant.name),
    url: absoluteUrl(`/queue/join?merchant=${merchant.id}`, publicUrl),
    skeleton: { name: merchant.name, kind: 'join', reads: [merchantRead(readId)] },
  };
}

// The first reads of the app's restaurant pages, as apps/web/src/lib/api-client.ts builds their URLs
// (a preload is used only by a request for the very same URL). The ids are UUIDs (checked above).
const merchantRead = (id: string) => `/api/merchant?id=${id}&public=true`;
// The menu's names come in the page's language, named in its address (apps/web/src/api/get-public-menu.api.ts).
const menuRead = (id: string, language: Language) =>
  `/api/catalog/full?merchantId=${id}${language === DEFAULT_LANGUAGE ? '' : `&lang=${language}`}`;

function merchantMeta(merchant: MerchantPreviewRow, fallback: PageMeta, publicUrl: string): PageMeta {
  const cover = previewImage([merchant.cover], undefined, publicUrl);
  const icon = previewImage([merchant.icon], undefined, publicUrl);
  return {
    ...fallback,
    previewTitle: merchant.name,
    image: cover ?? icon ?? fallback.image,
    // A square icon alone gets the small card, which does not crop it.
    twitterCard: !cover && icon ? 'summary' : 'summary_large_image',
    ...(icon ? { touchIcon: icon } : {}),
    ...(merchant.isPublic ? {} : { robots: 'noindex' }),
  };
}

/**
 * The first image a preview can show, as an absolute URL. WhatsApp, Facebook and X do not draw SVG, so an
 * SVG (the demo's and the blog's drawings) gives way to the next one, then to the site's image.
 */
function previewImage<T extends string | undefined>(
  candidates: readonly (string | null)[],
  fallback: T,
  publicUrl: string,
): string | T {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const url = tryAbsoluteUrl(candidate, publicUrl);
    if (url && /^https?:$/.test(url.protocol) && !/\.svg$/i.test(url.pathname)) return url.href;
  }
  return fallback;
}

function absoluteUrl(pathOrUrl: string, publicUrl: string): string {
  return tryAbsoluteUrl(pathOrUrl, publicUrl)?.href ?? publicUrl;
}

function tryAbsoluteUrl(pathOrUrl: string, publicUrl: string): URL | undefined {
  try {
    return new URL(pathOrUrl, publicUrl);
  } catch {
    return undefined;
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
