import './marketing.css';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { PublicNavbar } from '@/components/ui/public-navbar';
import { SiteFooter } from '@/components/ui/site-footer';
import { usePageMeta } from '@/lib/use-page-meta';
import { useLocationHash } from '../hooks/use-location-hash';
import { PrivacyPolicy } from './privacy-policy';
import { TermsOfUse } from './terms-of-use';

const tabs = [
  { id: 'politica-de-privacidade', label: 'Política de privacidade', Content: PrivacyPolicy },
  { id: 'termos-de-uso', label: 'Termos de uso', Content: TermsOfUse },
] as const;

type TabId = (typeof tabs)[number]['id'];

function isTabId(value: string): value is TabId {
  return tabs.some((tab) => tab.id === value);
}

/** Legal page: 'JURÍDICO', privacy policy and terms of use in two tabs. */
export function LegalScreen() {
  usePageMeta({
    title: 'Política de privacidade e termos de uso',
    description:
      'Como o SuaVez trata os dados pessoais de clientes, restaurantes e visitantes conforme a LGPD, e os termos de uso do serviço.',
  });
  const hash = useLocationHash();
  // The address decides the tab ('/legal#termos-de-uso'); without a fragment, the privacy policy.
  const selected: TabId = isTabId(hash) ? hash : 'politica-de-privacidade';
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const isTabClick = useRef(false);

  useEffect(() => {
    // A link to '#termos-de-uso' shows that text; a click on a tab leaves the page where it is.
    if (isTabClick.current) isTabClick.current = false;
    else if (isTabId(hash)) document.getElementById(hash)?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [hash]);

  function select(id: TabId, { focus = false } = {}) {
    // The fragment is the state: a shared link or a reload lands on the same tab.
    isTabClick.current = id !== hash;
    window.history.replaceState(window.history.state, '', `#${id}`);
    if (focus) tabRefs.current[id]?.focus();
  }

  function onTabKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next) select(next.id, { focus: true });
  }

  return (
    <div className="d-flex flex-column min-vh-100">
      <PublicNavbar>
        <Link href="/login/merchant" className="btn btn-outline-primary btn-sm">
          Entrar
        </Link>
      </PublicNavbar>
      <main className="container py-5 flex-grow-1">
        <h1 className="fw-bold mb-2">JURÍDICO</h1>
        <p className="text-body-secondary mb-4">
          Como cuidamos dos seus dados e as regras de uso do SuaVez, em linguagem direta.
        </p>
        <div className="nav nav-tabs mb-4" role="tablist" aria-label="Documentos">
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`${tab.id}-tab`}
              aria-controls={tab.id}
              aria-selected={selected === tab.id}
              tabIndex={selected === tab.id ? 0 : -1}
              className={`nav-link${selected === tab.id ? ' active' : ''}`}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {tabs.map(({ id, Content }) => (
          <div
            key={id}
            id={id}
            role="tabpanel"
            aria-labelledby={`${id}-tab`}
            hidden={selected !== id}
            className="landing-section"
          >
            <Content />
          </div>
        ))}
      </main>
      <SiteFooter />
    </div>
  );
}
