import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** The top bar of the public pages: the brand (home) and the page's own links. */
export function PublicNavbar({ children }: { children: ReactNode }) {
  return (
    <header className="border-bottom bg-body sticky-top">
      <nav className="navbar" aria-label="Principal">
        <div className="container flex-nowrap">
          <Link href="/" className="navbar-brand fw-bold text-primary me-2">
            SuaVez
          </Link>
          <div className="d-flex align-items-center gap-1">{children}</div>
        </div>
      </nav>
    </header>
  );
}
