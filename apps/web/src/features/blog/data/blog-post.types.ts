import type { BlogPostSummary } from '@suavez/shared/domain/blog-post-summaries';

/** One block of a post's body. */
export type BlogBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly string[] };

/**
 * A static blog post: its summary (address, title, description, date, cover), which the server also reads
 * for link previews and the sitemap, and what only the page shows.
 */
export interface BlogPost extends BlogPostSummary {
  coverAlt: string;
  /** Featured posts go under 'DESTAQUE' (the first flagged one). */
  isFeatured: boolean;
  body: readonly BlogBlock[];
}
