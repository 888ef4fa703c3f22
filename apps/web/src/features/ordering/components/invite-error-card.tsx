import { Link } from 'wouter';

/**
 * 'Erro com o convite': the link has no table id, or names no open table (docs/screens.md#join-page); the
 * way on is the home page, as no restaurant is known.
 */
export function InviteErrorCard() {
  return (
    <main className="container py-5" style={{ maxWidth: '32rem' }}>
      <div className="card border-danger">
        <div className="card-body">
          <h1 className="h5 card-title">Erro com o convite</h1>
          <p className="card-text">
            Problema com o convite, escaneie o convite novamente ou solicite um novo link
          </p>
          <Link href="/" className="btn btn-outline-primary">
            Ir para o início
          </Link>
        </div>
      </div>
    </main>
  );
}
