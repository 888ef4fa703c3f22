/** 'Erro com o convite': the link has no table id (docs/screens.md#join-page). */
export function InviteErrorCard() {
  return (
    <main className="container py-5" style={{ maxWidth: '32rem' }}>
      <div className="card border-danger">
        <div className="card-body">
          <h1 className="h5 card-title">Erro com o convite</h1>
          <p className="card-text mb-0">
            Problema com o convite, escaneie o convite novamente ou solicite um novo link
          </p>
        </div>
      </div>
    </main>
  );
}
