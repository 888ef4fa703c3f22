import { Link } from 'wouter';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** Landing page (spec section 2); the marketing sections come with their own issue. */
export function LandingScreen() {
  useDocumentTitle(null);
  return (
    <>
      <header className="border-bottom bg-body">
        <nav className="navbar container" aria-label="Principal">
          <Link href="/" className="navbar-brand fw-bold text-primary">
            SuaVez
          </Link>
          <div className="d-flex gap-2">
            <Link href="/blog" className="btn btn-link">
              Blog
            </Link>
            <Link href="/login/merchant" className="btn btn-outline-primary">
              Entrar
            </Link>
          </div>
        </nav>
      </header>
      <main className="container py-5">
        <div className="col-lg-8 mx-auto text-center py-lg-5">
          <h1 className="display-4 fw-bold mb-3">SuaVez</h1>
          <p className="lead">
            Fila virtual e pedidos na mesa para restaurantes: seus clientes entram na fila pelo celular,
            acompanham a vez e pedem direto do cardápio digital.
          </p>
        </div>
      </main>
    </>
  );
}
