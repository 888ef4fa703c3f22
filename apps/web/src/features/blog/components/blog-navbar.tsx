import { Link } from 'wouter';
import { PublicNavbar } from '@/components/ui/public-navbar';

/** The blog's top bar: the blog itself and 'Conhecer' (the landing page). */
export function BlogNavbar() {
  return (
    <PublicNavbar>
      <Link href="/blog" className="nav-link px-2">
        Blog
      </Link>
      <Link href="/" className="btn btn-primary btn-sm ms-1">
        Conhecer
      </Link>
    </PublicNavbar>
  );
}
