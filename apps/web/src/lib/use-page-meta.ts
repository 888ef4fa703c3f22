import { useEffect } from 'react';
import { formatDocumentTitle } from './use-document-title';

/** What a public page tells browsers, search engines and link previews about itself. */
export interface PageMeta {
  /** The screen's name; the document title becomes '{title} | SuaVez' ('SuaVez' when null). */
  title: string | null;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** Preview image, a path served by the app ('/images/blog/fila-virtual.svg'). */
  image?: string | undefined;
  /** Open Graph type: 'article' for a blog post. */
  type?: 'website' | 'article';
}

/** The image previews use when a page names none. */
export const defaultMetaImage = '/images/og-suavez.jpg';

type MetaKey = { attribute: 'name' | 'property'; key: string };

/** Sets (creating when missing) one meta tag; answers how to put it back as it was. */
function applyMeta({ attribute, key }: MetaKey, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const previous = element?.getAttribute('content') ?? null;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
  const applied = element;
  return () => {
    if (previous === null) applied.remove();
    else applied.setAttribute('content', previous);
  };
}

/**
 * Sets the document title, the meta description and the Open Graph tags while the page is shown, and
 * puts back what was there (index.html's defaults) when it leaves. Crawlers that do not run JavaScript
 * only see index.html's defaults.
 */
export function usePageMeta({ title, description, image, type = 'website' }: PageMeta): void {
  useEffect(() => {
    const previousTitle = document.title;
    const fullTitle = formatDocumentTitle(title);
    document.title = fullTitle;
    const imageUrl = new URL(image ?? defaultMetaImage, window.location.origin).href;
    const restore = [
      applyMeta({ attribute: 'name', key: 'description' }, description),
      applyMeta({ attribute: 'property', key: 'og:title' }, fullTitle),
      applyMeta({ attribute: 'property', key: 'og:description' }, description),
      applyMeta({ attribute: 'property', key: 'og:image' }, imageUrl),
      applyMeta({ attribute: 'property', key: 'og:type' }, type),
      applyMeta({ attribute: 'property', key: 'og:url' }, window.location.origin + window.location.pathname),
    ];
    return () => {
      document.title = previousTitle;
      for (const undo of restore.reverse()) undo();
    };
  }, [title, description, image, type]);
}
