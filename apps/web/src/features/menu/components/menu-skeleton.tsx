import { useT } from '@/lib/i18n/i18n';

/** What the menu looks like while it loads: the header and a few item rows, as placeholders. */
export function MenuSkeleton() {
  const t = useT();
  return (
    <main className="mx-auto pb-5" style={{ maxWidth: '48rem' }} aria-busy="true">
      <div className="placeholder-glow">
        <div className="d-flex align-items-center gap-3 p-3">
          <span className="placeholder rounded-circle" style={{ width: 64, height: 64 }} />
          <div className="flex-grow-1">
            <h1 className="h4 mb-2">
              <span className="visually-hidden">{t('menu.loading')}</span>
              <span className="placeholder col-7" aria-hidden="true" />
            </h1>
            <span className="placeholder col-10" />
          </div>
        </div>
        <div className="px-3 mb-3">
          <span className="placeholder col-12 rounded" style={{ height: 38 }} />
        </div>
        {[0, 1].map((card) => (
          <div key={card} className="card mx-3 mb-3">
            <div className="card-header">
              <span className="placeholder col-4" />
            </div>
            {[0, 1, 2].map((row) => (
              <div key={row} className="d-flex gap-3 p-3 border-bottom">
                <span className="placeholder rounded" style={{ width: 72, height: 72 }} />
                <div className="flex-grow-1">
                  <span className="placeholder col-6 mb-2" />
                  <span className="placeholder col-10" />
                  <span className="placeholder col-3" />
                </div>
              </div>
            ))}
          </div>
        ))}
      </div>
    </main>
  );
}
