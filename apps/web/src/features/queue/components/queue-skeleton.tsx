import { useT } from '@/lib/i18n/i18n';

/** Grey blocks where the restaurant's cover, icon and name will be. */
export function MerchantCardSkeleton() {
  return (
    <div className="placeholder-glow" aria-hidden="true">
      <span className="placeholder d-block w-100" style={{ height: '10rem' }} />
      <div className="container mt-3" style={{ maxWidth: '40rem' }}>
        <span className="placeholder col-7 mb-2" style={{ height: '1.75rem' }} />
        <span className="placeholder col-10 mb-2" />
        <span className="placeholder col-9" />
      </div>
    </div>
  );
}

/** The queue screen while it loads: the restaurant and the status card as grey blocks. */
export function QueueStatusSkeleton() {
  const t = useT();
  return (
    <main aria-busy="true">
      <h1 className="visually-hidden">{t('queue.loadingQueue')}</h1>
      <MerchantCardSkeleton />
      <div className="container placeholder-glow mt-4" style={{ maxWidth: '40rem' }} aria-hidden="true">
        <span className="placeholder col-12 rounded-3 mb-3" style={{ height: '9rem' }} />
        <span className="placeholder col-6 mb-2" />
        <span className="placeholder col-8 mb-2" />
        <span className="placeholder col-5" />
      </div>
    </main>
  );
}
