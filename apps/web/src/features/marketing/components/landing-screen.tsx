import './marketing.css';
import { useEffect, useState } from 'react';
import { SiteFooter } from '@/components/ui/site-footer';
import { hasPromoCookie } from '@/lib/cookies';
import { usePageMeta } from '@/lib/use-page-meta';
import { useContactConversion } from '../hooks/use-analytics';
import { useLandingQuery } from '../hooks/use-landing-query';
import { ContactModal } from './contact-modal';
import { ContactSection } from './contact-section';
import { FeaturesSection } from './features-section';
import { LandingHero } from './landing-hero';
import { LandingNavbar } from './landing-navbar';
import { PromoModal } from './promo-modal';
import { ResearchSection } from './research-section';

/** Query value of `t` that opens the contact modal instead of scrolling. */
const contactTarget = 'contato';

/** Landing page: about, features, research, contact, footer; both modals. */
export function LandingScreen() {
  usePageMeta({
    title: null,
    description:
      'SuaVez: fila virtual, cardápio digital e pedidos na mesa para restaurantes. Seus clientes esperam onde quiserem e você acompanha a fila e os pedidos em tempo real.',
  });
  const query = useLandingQuery();
  const [isPromo] = useState(hasPromoCookie);
  const [isContactOpen, setContactOpen] = useState(query.target === contactTarget);
  // The promo modal greets promo visitors, unless the link asked for the contact modal.
  const [isPromoOpen, setPromoOpen] = useState(isPromo && query.target !== contactTarget);
  const trackConversion = useContactConversion(query.isConversionCampaign);

  useEffect(() => {
    if (!query.target) return;
    if (query.target === contactTarget) {
      setContactOpen(true);
      return;
    }
    document.getElementById(query.target)?.scrollIntoView();
  }, [query.target]);

  return (
    <div className="landing-page d-flex flex-column min-vh-100">
      <LandingNavbar />
      <main className="flex-grow-1">
        <LandingHero
          onContact={() => setContactOpen(true)}
          onPromo={isPromo ? () => setPromoOpen(true) : undefined}
        />
        <FeaturesSection />
        <ResearchSection />
        <ContactSection onContact={() => setContactOpen(true)} isPromo={isPromo} />
      </main>
      <SiteFooter />
      <PromoModal isOpen={isPromoOpen} onClose={() => setPromoOpen(false)} />
      <ContactModal
        isOpen={isContactOpen}
        onClose={() => setContactOpen(false)}
        isPromo={isPromo}
        onSent={trackConversion}
      />
    </div>
  );
}
