import { blogPostSummaries } from '@suavez/shared/domain/blog-post-summaries';
import { describe, expect, it } from 'vitest';
import { blogPosts } from './blog-posts';

describe('blogPosts', () => {
  it('has one post per summary the server previews and lists in the sitemap, and no other', () => {
    const ids = (posts: readonly { id: string }[]) => posts.map((post) => post.id).sort();
    expect(ids(blogPosts)).toEqual(ids(blogPostSummaries));
    expect(new Set(ids(blogPosts)).size).toBe(blogPosts.length);
  });

  it('keeps each summary as the shared list gives it', () => {
    for (const post of blogPosts) {
      const summary = blogPostSummaries.find((s) => s.id === post.id);
      expect(summary).toBeDefined();
      expect(post).toMatchObject({ ...summary });
    }
  });
});
