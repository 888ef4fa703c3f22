import type { BlogPost } from '../data/blog-post.types';

/** Reading speed used for the '{n} minutos de leitura' line. */
export const WORDS_PER_MINUTE = 200;

function countTextWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Words in a post's body (headings, paragraphs and list items). */
export function countPostWords(post: BlogPost): number {
  let words = 0;
  for (const block of post.body) {
    words +=
      block.kind === 'list'
        ? block.items.reduce((sum, item) => sum + countTextWords(item), 0)
        : countTextWords(block.text);
  }
  return words;
}

/** Whole minutes to read a post, at least 1. */
export function readTimeMinutes(post: BlogPost): number {
  return Math.max(1, Math.ceil(countPostWords(post) / WORDS_PER_MINUTE));
}

/** A 'YYYY-MM-DD' day as 'dd/mm/yyyy'. */
export function formatPostDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}
