import { Link } from 'wouter';
import { buildWhatsAppUrl, SITE_CONTACT_EMAIL, SITE_INSTAGRAM_URL } from './site-contact';

/** The footer of the public pages: legal links, e-mail, Instagram, WhatsApp and the copyright line. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-dark text-white py-5 mt-auto">
      <div className="container">
        <div className="row g-4">
          <div className="col-md-5">
            <p className="h5 fw-bold mb-2">SuaVez</p>
            <p className="text-white-50 small mb-0">
              Fila virtual e pedidos na mesa para restaurantes brasileiros.
            </p>
          </div>
          <nav className="col-6 col-md-3" aria-label="Jurídico">
            <p className="fw-semibold mb-2">Jurídico</p>
            <ul className="list-unstyled small mb-0">
              <li className="mb-2">
                <Link href="/legal#politica-de-privacidade" className="link-light">
                  Política de privacidade
                </Link>
              </li>
              <li>
                <Link href="/legal#termos-de-uso" className="link-light">
                  Termos de uso
                </Link>
              </li>
            </ul>
          </nav>
          <nav className="col-6 col-md-4" aria-label="Fale com a gente">
            <p className="fw-semibold mb-2">Fale com a gente</p>
            <ul className="list-unstyled small mb-0">
              <li className="mb-2">
                <a href={`mailto:${SITE_CONTACT_EMAIL}`} className="link-light text-break">
                  {SITE_CONTACT_EMAIL}
                </a>
              </li>
              <li className="mb-2">
                <a href={SITE_INSTAGRAM_URL} className="link-light" target="_blank" rel="noopener noreferrer">
                  Instagram
                </a>
              </li>
              <li>
                <a href={buildWhatsAppUrl()} className="link-light" target="_blank" rel="noopener noreferrer">
                  WhatsApp
                </a>
              </li>
            </ul>
          </nav>
        </div>
        <p className="border-top border-secondary pt-3 mt-4 mb-0 small text-white-50">
          © {year} SuaVez. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
