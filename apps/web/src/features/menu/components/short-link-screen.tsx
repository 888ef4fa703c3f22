import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { HomeLink } from '@/components/ui/home-link';
import { useT } from '@/lib/i18n/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useShortLinkQuery } from '../api/get-short-link.api';
import { useShortLinkProgress } from '../hooks/use-short-link-progress';

/** Pause at 100 % before opening the menu (docs/screens.md#fixed-values). */
const REDIRECT_DELAY_MS = 500;

/** `/c/{shortId}`: resolves a printed short link and opens the merchant's menu. */
export function ShortLinkScreen({ shortId }: { shortId: string }) {
  const t = useT();
  const query = useShortLinkQuery(shortId);
  const state = query.isSuccess ? 'success' : query.isError ? 'error' : 'pending';
  const progress = useShortLinkProgress(state);
  const [, navigate] = useLocation();
  const merchantId = query.data?.id;
  useDocumentTitle(state === 'error' ? t('menu.notFound') : t('menu.finding'));

  useEffect(() => {
    if (!merchantId) return;
    const timer = setTimeout(() => {
      // Replace: going back from the menu must not land on this page and be sent forward again.
      navigate(`/catalog?merchant=${encodeURIComponent(merchantId)}`, { replace: true });
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [merchantId, navigate]);

  if (state === 'error') {
    return (
      <main className="container py-5 text-center" style={{ maxWidth: '30rem' }}>
        <h1 className="h4 mb-0">{t('menu.notFound')}</h1>
        <HomeLink />
      </main>
    );
  }
  return (
    <main className="container py-5 text-center" style={{ maxWidth: '30rem' }}>
      <h1 className="h4 mb-4">{t('menu.finding')}</h1>
      <div
        className="progress"
        role="progressbar"
        aria-label={t('menu.finding')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className="progress-bar" style={{ width: `${progress}%`, transition: 'width 100ms linear' }} />
      </div>
    </main>
  );
}
