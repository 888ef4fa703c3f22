import './blog.css';
import { useEffect } from 'react';
import { SiteFooter } from '@/components/ui/site-footer';
import { usePageMeta } from '@/lib/use-page-meta';
import { arrangeBlogPosts, blogPosts } from '../data/blog-posts';
import { BlogNavbar } from './blog-navbar';
import { PostCard } from './post-card';

/** Blog list: newest under 'NOVIDADES', 'DESTAQUE', then 'Veja também'. */
export function BlogListScreen() {
  usePageMeta({
    title: 'Blog',
    description:
      'Dicas práticas para restaurantes: cardápio digital, fila virtual, pedidos na mesa pelo QR code e como usar os dados da fila.',
  });
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  const { newest, featured, others } = arrangeBlogPosts(blogPosts);

  return (
    <div className="d-flex flex-column min-vh-100">
      <BlogNavbar />
      <main className="container py-5 flex-grow-1">
        <h1 className="blog-section-title mb-3">NOVIDADES</h1>
        {newest && (
          <div className="mb-5">
            <PostCard post={newest} headingLevel={2} isLarge />
          </div>
        )}
        {featured && (
          <section className="mb-5" aria-labelledby="blog-destaque">
            <h2 id="blog-destaque" className="blog-section-title mb-3">
              DESTAQUE
            </h2>
            <PostCard post={featured} isLarge />
          </section>
        )}
        {others.length > 0 && (
          <section aria-labelledby="blog-veja-tambem">
            <h2 id="blog-veja-tambem" className="blog-section-title mb-3">
              Veja também
            </h2>
            <div className="row g-4">
              {others.map((post) => (
                <div key={post.id} className="col-md-6 col-lg-4">
                  <PostCard post={post} />
                </div>
              ))}
            </div>
          </section>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}
