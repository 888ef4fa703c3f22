/** One block of a post's body. */
export type BlogBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly string[] };

/** A static blog post. */
export interface BlogPost {
  /** The address: /blog/{id}. */
  id: string;
  title: string;
  description: string;
  /** Publication day, 'YYYY-MM-DD'. */
  publishedAt: string;
  /** Cover image served by the app (/images/blog/...). */
  cover: string;
  coverAlt: string;
  /** Featured posts go under 'DESTAQUE' (the first flagged one). */
  isFeatured: boolean;
  body: readonly BlogBlock[];
}
