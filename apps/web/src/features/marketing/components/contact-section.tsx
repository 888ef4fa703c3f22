import { buildWhatsAppUrl } from '@/components/ui/site-contact';
import { buildContactWhatsAppMessage } from '../utils/promo-code';

/** The 'contato' section: the way into the contact modal, and WhatsApp for who prefers it. */
export function ContactSection({ onContact, isPromo }: { onContact: () => void; isPromo: boolean }) {
  return (
    <section id="contato" className="landing-section py-5" aria-labelledby="contato-title">
      <div className="container">
        <div className="col-lg-8 mx-auto text-center">
          <h2 id="contato-title" className="fw-bold mb-3">
            Vamos conversar?
          </h2>
          <p className="lead mb-4">
            Conte como funciona a espera no seu restaurante. A gente mostra o SuaVez rodando com a sua fila e
            o seu cardápio, sem compromisso.
          </p>
          <div className="d-flex flex-column flex-sm-row justify-content-center gap-2">
            <button type="button" className="btn btn-primary btn-lg" onClick={onContact}>
              Deixar meu contato
            </button>
            <a
              href={buildWhatsAppUrl(buildContactWhatsAppMessage({ isPromo, now: new Date() }))}
              className="btn btn-outline-success btn-lg"
              target="_blank"
              rel="noopener noreferrer"
            >
              Chamar no WhatsApp
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
