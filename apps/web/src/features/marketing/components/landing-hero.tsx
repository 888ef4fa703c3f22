import { Link } from 'wouter';

export interface LandingHeroProps {
  onContact: () => void;
  /** Shown only with the promo flag: opens the founders' offer again. */
  onPromo?: (() => void) | undefined;
}

/**
 * The first screen and the 'sobre' section: what SuaVez is, for whom, the way to talk to us and to sign up.
 */
export function LandingHero({ onContact, onPromo }: LandingHeroProps) {
  return (
    <section id="sobre" className="landing-hero landing-section text-white" aria-labelledby="sobre-title">
      <div className="container py-5">
        <div className="row align-items-center g-4 py-lg-4">
          <div className="col-lg-7">
            <h1 id="sobre-title" className="display-5 fw-bold mb-3">
              SuaVez: a fila do seu restaurante no celular do cliente
            </h1>
            <p className="lead mb-4">
              Fila virtual, cardápio digital e pedidos na mesa em um só serviço. Seu cliente entra na fila
              escaneando um QR code, espera onde quiser e é avisado quando a mesa fica pronta. Você organiza a
              porta, gira as mesas mais rápido e entende como a espera afeta o seu movimento.
            </p>
            <div className="d-flex flex-wrap gap-2">
              <button type="button" className="btn btn-light btn-lg fw-semibold" onClick={onContact}>
                Quero conhecer
              </button>
              {/* A restaurant starts on its own (docs/email.md#sign-up); 'Entrar' in the top bar is for accounts. */}
              <Link href="/cadastro" className="btn btn-outline-light btn-lg fw-semibold">
                Criar conta
              </Link>
              {onPromo && (
                <button type="button" className="btn btn-warning btn-lg fw-semibold" onClick={onPromo}>
                  Oferta de fundadores
                </button>
              )}
            </div>
          </div>
          <div className="col-lg-5">
            <div className="landing-about-card rounded-4 p-4">
              <h2 className="h5 fw-bold">Sobre o SuaVez</h2>
              <p className="mb-2">
                Um serviço web feito para restaurantes brasileiros que têm espera: nada para instalar. O
                cliente usa o navegador do próprio celular; a recepção, o computador ou o tablet da casa.
              </p>
              <p className="mb-0">
                Do primeiro lugar na fila ao fechamento da conta com a taxa de serviço, tudo fica registrado
                para você acompanhar e melhorar.
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
