import { describe, expect, it } from 'vitest';
import { arrangeBlogPosts, blogPosts, findBlogPost, listRelatedPosts } from '../data/blog-posts';
import { countPostWords, formatPostDate, readTimeMinutes } from './read-time';

describe('the five blog posts', () => {
  it('are five, with distinct ids, newest first', () => {
    expect(blogPosts).toHaveLength(5);
    expect(new Set(blogPosts.map((post) => post.id)).size).toBe(5);
    const dates = blogPosts.map((post) => post.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it.each(blogPosts.map((post) => [post.id, post] as const))('%s has 400 to 700 words', (_id, post) => {
    const words = countPostWords(post);
    expect(words).toBeGreaterThanOrEqual(400);
    expect(words).toBeLessThanOrEqual(700);
    expect(readTimeMinutes(post)).toBe(Math.ceil(words / 200));
  });

  it.each(blogPosts.map((post) => [post.id, post] as const))(
    '%s has a cover served by the app',
    (_id, post) => {
      expect(post.cover).toMatch(/^\/images\/blog\/[a-z-]+\.svg$/);
      expect(post.coverAlt.length).toBeGreaterThan(10);
    },
  );
});

describe('arrangeBlogPosts', () => {
  it('puts the newest first, the first flagged older post as featured, and the rest after', () => {
    const { newest, featured, others } = arrangeBlogPosts(blogPosts);
    expect(newest).toBe(blogPosts[0]);
    expect(featured?.isFeatured).toBe(true);
    expect(others).toHaveLength(3);
    expect(others).not.toContain(featured);
    expect(others).not.toContain(newest);
  });

  it('never shows the newest post twice, even when it is the flagged one', () => {
    const [first, second, third] = blogPosts as [
      (typeof blogPosts)[0],
      (typeof blogPosts)[0],
      (typeof blogPosts)[0],
    ];
    const posts = [
      { ...first, isFeatured: true },
      { ...second, isFeatured: false },
      { ...third, isFeatured: true },
    ];
    const { newest, featured, others } = arrangeBlogPosts(posts);
    expect(newest?.id).toBe(first.id);
    expect(featured?.id).toBe(third.id);
    expect(others.map((post) => post.id)).toEqual([second.id]);
  });
});

describe('helpers', () => {
  it('finds a post by id and lists three others to read', () => {
    const post = blogPosts[2];
    expect(post && findBlogPost(post.id)).toBe(post);
    expect(findBlogPost('nao-existe')).toBeUndefined();
    const related = post ? listRelatedPosts(post) : [];
    expect(related).toHaveLength(3);
    expect(related).not.toContain(post);
  });

  it('formats the publication day as dd/mm/yyyy', () => {
    expect(formatPostDate('2026-09-08')).toBe('08/09/2026');
  });

  it('counts words, not punctuation', () => {
    const post = {
      ...(blogPosts[0] as (typeof blogPosts)[0]),
      body: [
        { kind: 'heading' as const, text: 'Um título' },
        { kind: 'paragraph' as const, text: 'Fila virtual: 5 minutos — sem  papel.' },
        { kind: 'list' as const, items: ['um item', 'outro'] },
      ],
    };
    expect(countPostWords(post)).toBe(2 + 6 + 3);
    expect(readTimeMinutes(post)).toBe(1);
  });
});
