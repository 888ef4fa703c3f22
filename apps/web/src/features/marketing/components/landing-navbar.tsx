import { Link } from 'wouter';
import { PublicNavbar } from '@/components/ui/public-navbar';

/** Top bar of the landing page: 'Contato' scrolls to the contact section, 'Blog', 'Entrar'. */
export function LandingNavbar() {
  return (
    <PublicNavbar>
      <a href="#contato" className="nav-link px-2">
        Contato
      </a>
      <Link href="/blog" className="nav-link px-2">
        Blog
      </Link>
      <Link href="/login/merchant" className="btn btn-outline-primary btn-sm ms-1">
        Entrar
      </Link>
    </PublicNavbar>
  );
}
