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
}

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
  render(meta: PageMeta): string;
}

// The tags this server writes: index.html's own copies are taken out (with the line they sit on), so each
// is sent once. Attributes may span lines (the formatter wraps long ones).
const TITLE_TAG = /\n?[ \t]*<title>([\s\S]*?)<\/title>/gi;
const META_TAG =
  /\n?[ \t]*<meta\b[^>]*?\b(?:name|property)\s*=\s*"(description|og:[\w:]+|twitter:[\w:]+)"[^>]*>/gi;

/** Cuts index.html at the head's preview tags. A page without a head is sent as it is. */
export function createPageTemplate(html: string): PageTemplate {
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
  return { defaults, render: (meta) => `${before}${renderHeadTags(meta, indent)}${after}` };
}

/** The head tags for one page, each value escaped. */
export function renderHeadTags(meta: PageMeta, indent = '    '): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaTag('name', 'description', meta.description),
    metaTag('property', 'og:site_name', 'SuaVez'),
    metaTag('property', 'og:locale', 'pt_BR'),
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
