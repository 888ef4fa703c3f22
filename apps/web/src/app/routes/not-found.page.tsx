import { Link } from 'wouter';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any path outside the route table. */
export function NotFoundPage() {
  useDocumentTitle('Página não encontrada');
  return (
    <main className="container d-flex flex-column justify-content-center align-items-center text-center min-vh-100 py-5">
      <p className="display-1 fw-bold text-primary mb-2" aria-hidden="true">
        404
      </p>
      <h1 className="h3 mb-4">Oh, não! Você está em um lugar desconhecido!</h1>
      <Link href="/" className="btn btn-primary btn-lg">
        Voltar para um local seguro
      </Link>
    </main>
  );
}
