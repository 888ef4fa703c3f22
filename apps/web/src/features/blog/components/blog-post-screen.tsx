import './blog.css';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { SiteFooter } from '@/components/ui/site-footer';
import { usePageMeta } from '@/lib/use-page-meta';
import { findBlogPost, listRelatedPosts } from '../data/blog-posts';
import { formatPostDate, readTimeMinutes } from '../utils/read-time';
import { BlogNavbar } from './blog-navbar';
import { PostBody } from './post-body';
import { PostCard } from './post-card';

/** A blog post: cover, title, description, date, read time, body, 'Leia também'. */
export function BlogPostScreen({ id }: { id: string }) {
  const post = findBlogPost(id);
  usePageMeta(
    post
      ? { title: post.title, description: post.description, image: post.cover, type: 'article' }
      : { title: 'Post não encontrado', description: 'Este post não existe ou mudou de endereço.' },
  );
  // The route remounts this screen per id (key), so each post opens at the top.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <div className="d-flex flex-column min-vh-100">
      <BlogNavbar />
      <main className="container py-4 py-md-5 flex-grow-1">
        {post ? (
          <>
            <article className="blog-post mx-auto">
              <img
                src={post.cover}
                alt={post.coverAlt}
                width={1200}
                height={630}
                className="img-fluid rounded-4 mb-4"
              />
              <h1 className="fw-bold mb-3">{post.title}</h1>
              <p className="lead">{post.description}</p>
              <p className="small text-body-secondary border-bottom pb-3 mb-4">
                <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
                <span aria-hidden="true"> · </span>
                <span>{readTimeMinutes(post)} minutos de leitura</span>
              </p>
              <PostBody blocks={post.body} />
            </article>
            <section className="mt-5" aria-labelledby="leia-tambem">
              <h2 id="leia-tambem" className="blog-section-title mb-3">
                Leia também
              </h2>
              <div className="row g-4">
                {listRelatedPosts(post).map((related) => (
                  <div key={related.id} className="col-md-6 col-lg-4">
                    <PostCard post={related} />
                  </div>
                ))}
              </div>
            </section>
          </>
        ) : (
          <div className="text-center py-5">
            <h1 className="h3 mb-4">Post não encontrado.</h1>
            <Link href="/blog" className="btn btn-primary">
              Ver todos os posts
            </Link>
          </div>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
