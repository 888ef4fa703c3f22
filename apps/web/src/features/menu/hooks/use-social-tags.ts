import { useEffect } from 'react';

/** What a shared link to the page shows. */
export interface SocialTags {
  title: string;
  description: string;
  /** An absolute or site-relative image address; made absolute for the crawlers. */
  image: string | null;
}

/**
 * Sets the document title, the meta description and the Open Graph title, description and image while the
 * screen is shown, and puts back what was there (or removes what it added) when it leaves.
 */
export function useSocialTags(tags: SocialTags | null): void {
  const title = tags?.title;
  const description = tags?.description;
  const image = tags?.image;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    const previousTitle = document.title;
    document.title = title;
    const restorers = [
      setMeta('name', 'description', description),
      setMeta('property', 'og:title', title),
      setMeta('property', 'og:description', description),
      image ? setMeta('property', 'og:image', new URL(image, window.location.origin).href) : () => {},
    ];
    return () => {
      document.title = previousTitle;
      for (const restore of restorers) restore();
    };
  }, [title, description, image]);
}

/** Sets one meta tag's content and answers how to undo it. */
function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (element) {
    const found = element;
    const previous = found.getAttribute('content');
    found.setAttribute('content', content);
    return () => {
      if (previous === null) found.removeAttribute('content');
      else found.setAttribute('content', previous);
    };
  }
  element = document.createElement('meta');
  element.setAttribute(attribute, key);
  element.setAttribute('content', content);
  document.head.append(element);
  const added = element;
  return () => added.remove();
}
