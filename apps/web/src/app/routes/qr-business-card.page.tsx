import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { PageSpinner } from '@/components/ui/page-spinner';
import { setPromoCookie } from '@/lib/cookies';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * QR business-card bypass (docs/screens.md#stored-values): turns the promo flag on for a day, then goes to
 * the landing page.
 */
export function QrBusinessCardPage() {
  const [, navigate] = useLocation();
  useDocumentTitle(null);
  useEffect(() => {
    setPromoCookie();
    navigate('/', { replace: true });
  }, [navigate]);
  return (
    <main className="container">
      <h1 className="visually-hidden">SuaVez</h1>
      <PageSpinner />
    </main>
  );
}
