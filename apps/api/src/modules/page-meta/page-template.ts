import { DEFAULT_LANGUAGE, type Language, OPEN_GRAPH_LOCALES } from '@suavez/shared/domain/language';
/** What one page tells link previews (Open Graph, Twitter cards) and search engines about itself. */
export interface PageMeta {
  /** The document title, whole ('Cardápio de Cantina da Praça'). */
  title: string;
  /** The title a preview shows in bold (the restaurant's name, the post's title). */
  previewTitle: string;
  description: string;
  /** Absolute URL of the preview image. */
  image: string;
  /** Absolute canonical URL of the page. */
  url: string;
  type: 'website' | 'article';
  /** A wide image gets the large card; a square icon the small one. */
  twitterCard: 'summary' | 'summary_large_image';
  /**
   * Absolute URL of the page's own home-screen icon (`apple-touch-icon`): a restaurant's icon on its pages, so
   * a diner who adds its menu to the home screen gets the restaurant's; unset, index.html's stays.
   */
  touchIcon?: string;
  /** What the page shows before its JavaScript runs: the restaurant's name over grey blocks. */
  skeleton?: PageSkeleton;
  /**
   * What search engines are told of the page (`<meta name="robots">` and `X-Robots-Tag`): 'noindex' keeps it
   * out of their results (a restaurant that is not real yet: docs/screens.md#search-engines); unset, they
   * may list it.
   */
  robots?: 'noindex';
}

/** A restaurant page's placeholder: its name, over the shape of the join form or of the menu. */
export interface PageSkeleton {
  name: string;
  kind: 'join' | 'menu';
  /**
   * The API reads the page makes first (`/api/…`, exactly as the app builds them): preloaded, they
   * download with the app's code instead of after it has run.
   */
  reads?: readonly string[];
}

/**
 * The JavaScript each page path needs beyond the entry (`/c/:shortId` style keys), as the build lists it
 * (apps/web/vite.config.ts, `route-preloads.json`): named in the page, so the browser fetches it all at
 * once instead of one chunk after another.
 */
export type RoutePreloads = Record<string, readonly string[]>;

/**
 * Each page path's texts per language (`/queue/join` → `{es: '/assets/queue-x.js', …}`), as the build lists
 * them (apps/web/vite.config.ts, `catalogue-preloads.json`): the page's language's file is named beside its
 * code, so the texts download in the same round (docs/languages.md).
 */
export type CataloguePreloads = Record<string, Readonly<Record<string, string>>>;

/** The defaults index.html carries: what a page without its own preview says. */
export interface PageDefaults {
  title: string;
  description: string;
  /** As index.html writes it (usually a path: /images/og-suavez.jpg). */
  image: string;
}

/** index.html cut once at start: the text around the head's title, description, og: and twitter: tags. */
export interface PageTemplate {
  defaults: PageDefaults;
  /**
   * The page at `path` (no query) in `language` (`<html lang>`, its texts preloaded): its head tags, its
   * preloads and its skeleton, if any.
   */
  render(meta: PageMeta, path?: string, language?: Language): string;
}

// The tags this server writes: index.html's own copies are taken out (with the line they sit on), so each
// is sent once. Attributes may span lines (the formatter wraps long ones).
const TITLE_TAG = /\n?[ \t]*<title>([\s\S]*?)<\/title>/gi;
const META_TAG =
  /\n?[ \t]*<meta\b[^>]*?\b(?:name|property)\s*=\s*"(description|og:[\w:]+|twitter:[\w:]+)"[^>]*>/gi;

/** Cuts index.html at the head's preview tags. A page without a head is sent as it is. */
export function createPageTemplate(
  html: string,
  routePreloads: RoutePreloads = {},
  cataloguePreloads: CataloguePreloads = {},
): PageTemplate {
  const found: { index: number; text: string }[] = [];
  for (const pattern of [TITLE_TAG, META_TAG]) {
    for (const match of html.matchAll(pattern)) found.push({ index: match.index, text: match[0] });
  }
  found.sort((a, b) => a.index - b.index);
  const defaults: PageDefaults = {
    title: decodeHtml(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() || 'SuaVez'),
    description: readMetaContent(html, 'description') ?? '',
    image: readMetaContent(html, 'og:image') ?? '/images/og-suavez.jpg',
  };
  const first = found[0];
  const headEnd = html.search(/<\/head>/i);
  if (!first && headEnd < 0) return { defaults, render: () => html };
  let stripped = '';
  let cursor = 0;
  for (const tag of found) {
    stripped += html.slice(cursor, tag.index);
    cursor = tag.index + tag.text.length;
  }
  stripped += html.slice(cursor);
  // Where the first managed tag stood (after the charset and viewport), else just before </head>.
  const at = first ? first.index : headEnd;
  const before = stripped.slice(0, at);
  const after = stripped.slice(at);
  const indent = first ? (/\n([ \t]*)</.exec(first.text)?.[1] ?? '') : '    ';
  return {
    defaults,
    render: (meta, path = '/', language = DEFAULT_LANGUAGE) => {
      const head = withLanguage(`${before}${renderHeadTags(meta, indent, language)}${after}`, language);
      const page = meta.touchIcon ? withTouchIcon(head, meta.touchIcon) : head;
      const withSkeleton = meta.skeleton ? insertSkeleton(page, meta.skeleton, indent) : page;
      // At the end of the head, after the entry's script: on HTTP/1.1 (6 connections), the entry is
      // asked for first, the API reads next (small), then the route's chunks.
      const tags = [
        ...(meta.skeleton?.reads ?? []).map(
          (url) => `<link rel="preload" as="fetch" crossorigin href="${escapeHtml(url)}" />`,
        ),
        ...[
          ...findRoutePreloads(routePreloads, path),
          findCataloguePreload(cataloguePreloads, path, language),
        ]
          .filter((file): file is string => file !== undefined)
          .map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`),
        ...(meta.skeleton ? [`<style>${SKELETON_CSS}</style>`] : []),
      ];
      if (tags.length === 0) return withSkeleton;
      return withSkeleton.replace(
        /\n?([ \t]*)<\/head>/i,
        (_match, headIndent: string) =>
          `${tags.map((tag) => `\n${indent}${tag}`).join('')}\n${headIndent}</head>`,
      );
    },
  };
}

/** The value of the first path pattern that matches `path` (`:name` matches one segment). */
function findByPath<T>(table: Readonly<Record<string, T>>, path: string): T | undefined {
  const segments = path.split('/');
  for (const [pattern, value] of Object.entries(table)) {
    const parts = pattern.split('/');
    if (parts.length !== segments.length) continue;
    if (parts.every((part, i) => part === segments[i] || (part.startsWith(':') && segments[i] !== ''))) {
      return value;
    }
  }
  return undefined;
}

/** The preloads of the first route pattern that matches `path` (`:name` matches one segment). */
export function findRoutePreloads(routePreloads: RoutePreloads, path: string): readonly string[] {
  return findByPath(routePreloads, path) ?? [];
}

/** The file of the page's texts in `language`, or none (a page without texts, or a build without them). */
export function findCataloguePreload(
  cataloguePreloads: CataloguePreloads,
  path: string,
  language: Language,
): string | undefined {
  return findByPath(cataloguePreloads, path)?.[language];
}

const TOUCH_ICON_TAG = /<link\b[^>]*\brel\s*=\s*"apple-touch-icon"[^>]*>/i;

/** The page with its `apple-touch-icon` link pointing at `href` (escaped); a page without one is unchanged. */
function withTouchIcon(page: string, href: string): string {
  return page.replace(TOUCH_ICON_TAG, (tag) =>
    tag.replace(/\bhref\s*=\s*"[^"]*"/i, () => `href="${escapeHtml(href)}"`),
  );
}

const ROOT = /<div id="root"><\/div>/;
const STYLESHEET = /\n?[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>/gi;

/**
 * Puts the skeleton right after #root, hidden by CSS as soon as the app renders anything there (the app
 * renders nothing while its first screen's code loads: app/router.tsx), and the stylesheets after it (its
 * own CSS goes into the head, SKELETON_CSS): a
 * stylesheet in the head holds back the first paint until it has downloaded (seconds on a slow network),
 * one in the body only what follows it. The app's scripts still wait for it before running.
 */
function insertSkeleton(page: string, skeleton: PageSkeleton, indent: string): string {
  if (!ROOT.test(page)) return page;
  const stylesheets = [...page.matchAll(STYLESHEET)].map((match) => match[0].trim());
  return page
    .replace(STYLESHEET, '')
    .replace(ROOT, (root) => [root, renderSkeleton(skeleton), ...stylesheets].join(`\n${indent}`));
}

// Bootstrap's colours and system font, written out: the skeleton paints before Bootstrap's stylesheet.
const SKELETON_CSS = [
  '#root:not(:empty)+#boot-skeleton{display:none}',
  '.sv-boot{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#212529}',
  '.sv-boot h1{font-size:1.75rem;font-weight:500;line-height:1.2;margin:0 0 1rem;overflow-wrap:anywhere}',
  '.sv-boot-cover{height:10rem;background:#dee2e6}',
  '.sv-boot-body{max-width:40rem;margin:0 auto;padding:1rem .75rem}',
  '.sv-boot-bar{padding:.75rem 1rem;border-bottom:1px solid #dee2e6}.sv-boot-bar h1{font-size:1.25rem;margin:0}',
  '.sv-boot-block{display:block;background:#e9ecef;border-radius:.375rem;margin-bottom:.75rem;height:1rem}',
  '.sv-boot-field{height:2.5rem}.sv-boot-button{height:2.5rem;background:#9ec5fe}.sv-boot-card{height:6rem}',
  '@media (prefers-reduced-motion:no-preference){.sv-boot-block{animation:sv-boot 2s ease-in-out infinite}}',
  '@keyframes sv-boot{50%{opacity:.5}}',
].join('');

/** The skeleton's markup, the name escaped. */
export function renderSkeleton(skeleton: PageSkeleton): string {
  const name = escapeHtml(skeleton.name);
  const block = (className: string, width = 100) =>
    `<span class="sv-boot-block${className ? ` ${className}` : ''}" style="width:${width}%"></span>`;
  if (skeleton.kind === 'join') {
    return (
      `<main id="boot-skeleton" class="sv-boot" aria-busy="true"><div class="sv-boot-cover"></div>` +
      `<div class="sv-boot-body">` +
      `<h1>${name}</h1>${block('', 80)}${block('', 60)}` +
      `${block('sv-boot-field')}${block('sv-boot-field')}${block('sv-boot-button')}</div></main>`
    );
  }
  return (
    `<main id="boot-skeleton" class="sv-boot" aria-busy="true"><div class="sv-boot-bar"><h1>${name}</h1></div>` +
    `<div class="sv-boot-body">${block('', 50)}${block('sv-boot-card')}${block('sv-boot-card')}` +
    `${block('sv-boot-card')}</div></main>`
  );
}

/** The head tags for one page, each value escaped. */
/** The page's `<html lang>`: index.html says pt-BR; a diner's page may be in another language. */
function withLanguage(html: string, language: Language): string {
  return html.replace(/<html\b([^>]*?)\blang="[^"]*"/i, `<html$1lang="${language}"`);
}

export function renderHeadTags(
  meta: PageMeta,
  indent = '    ',
  language: Language = DEFAULT_LANGUAGE,
): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaTag('name', 'description', meta.description),
    ...(meta.robots ? [metaTag('name', 'robots', meta.robots)] : []),
    metaTag('property', 'og:site_name', 'SuaVez'),
    metaTag('property', 'og:locale', OPEN_GRAPH_LOCALES[language]),
    metaTag('property', 'og:type', meta.type),
    metaTag('property', 'og:title', meta.previewTitle),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:image', meta.image),
    metaTag('property', 'og:url', meta.url),
    metaTag('name', 'twitter:card', meta.twitterCard),
    metaTag('name', 'twitter:title', meta.previewTitle),
    metaTag('name', 'twitter:description', meta.description),
    metaTag('name', 'twitter:image', meta.image),
  ];
  return tags.map((tag) => `\n${indent}${tag}`).join('');
}

function metaTag(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** Text safe inside an element or a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function decodeHtml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

function readMetaContent(html: string, key: string): string | undefined {
  for (const match of html.matchAll(META_TAG)) {
    if (match[1] !== key) continue;
    const content = /\bcontent\s*=\s*"([^"]*)"/i.exec(match[0])?.[1];
    if (content !== undefined) return decodeHtml(content);
  }
  return undefined;
}
