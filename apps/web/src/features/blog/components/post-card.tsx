import { Link } from 'wouter';
import type { BlogPost } from '../data/blog-post.types';
import { formatPostDate } from '../utils/read-time';

export interface PostCardProps {
  post: BlogPost;
  /** The heading level of the card's title, to keep the page outline in order. */
  headingLevel?: 2 | 3;
  /** The large card of the 'NOVIDADES' and 'DESTAQUE' sections. */
  isLarge?: boolean;
}

/** A post's cover, title and description, linking to the post. */
export function PostCard({ post, headingLevel = 3, isLarge = false }: PostCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`card h-100 border-0 shadow-sm overflow-hidden${isLarge ? ' flex-lg-row' : ''}`}>
      <img
        src={post.cover}
        alt=""
        width={1200}
        height={630}
        loading={isLarge ? 'eager' : 'lazy'}
        className={`card-img-top h-auto${isLarge ? ' blog-card-cover-large' : ''}`}
      />
      <div className="card-body p-4 d-flex flex-column">
        <p className="small text-body-secondary mb-2">
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
        </p>
        <Heading className={`fw-bold ${isLarge ? 'h3' : 'h5'}`}>
          <Link href={`/blog/${post.id}`} className="link-body-emphasis text-decoration-none stretched-link">
            {post.title}
          </Link>
        </Heading>
        <p className="mb-0 text-body-secondary">{post.description}</p>
      </div>
    </article>
  );
}
