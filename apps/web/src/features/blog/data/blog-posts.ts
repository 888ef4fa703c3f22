import type { BlogPost } from './blog-post.types';
import { digitalMenuPost } from './posts/cardapio-digital.post';
import { virtualQueuePost } from './posts/fila-virtual.post';
import { tableOrderingPost } from './posts/pedido-na-mesa.post';
import { walkAwaysPost } from './posts/reduzir-desistencias.post';
import { queueReportsPost } from './posts/relatorios-da-fila.post';

/** Every post, newest first. */
export const blogPosts: readonly BlogPost[] = [
  digitalMenuPost,
  virtualQueuePost,
  walkAwaysPost,
  tableOrderingPost,
  queueReportsPost,
].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

/** The post with this id, if any. */
export function findBlogPost(id: string): BlogPost | undefined {
  return blogPosts.find((post) => post.id === id);
}

/** The blog list's sections: the newest post, the featured one (first flagged), and the rest. */
export function arrangeBlogPosts(posts: readonly BlogPost[]): {
  newest: BlogPost | undefined;
  featured: BlogPost | undefined;
  others: BlogPost[];
} {
  const [newest, ...older] = posts;
  const featured = older.find((post) => post.isFeatured);
  return { newest, featured, others: older.filter((post) => post !== featured) };
}

/** Other posts to read after this one, newest first. */
export function listRelatedPosts(post: BlogPost, count = 3): BlogPost[] {
  return blogPosts.filter((other) => other.id !== post.id).slice(0, count);
}
