import type { ReactNode } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'wouter';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The frame of the pages one reaches before the merchant's screens (log in, sign up, confirm the e-mail, a new
 * password, an invite): the brand, and one card with the page's title.
 */
export function AccountPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <header className="border-bottom bg-body">
        <nav className="navbar container px-3" aria-label="Principal">
          <Link href="/" className="navbar-brand fw-bold text-primary">
            SuaVez
          </Link>
        </nav>
      </header>
      <main className="container py-5" style={{ maxWidth: 440 }}>
        <Card className="shadow-sm">
          <Card.Body className="p-4">
            <h1 className="h3 mb-4 text-center">{title}</h1>
            {children}
          </Card.Body>
        </Card>
      </main>
    </>
  );
}
