import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/i18n';

export interface MerchantCardProps {
  merchant: {
    name: string;
    address: string;
    description: string;
    cover: string | null;
    icon: string | null;
  };
  /** Shown under the description (e.g. 'Ver cardápio'). */
  children?: ReactNode;
}

/** The restaurant's cover, icon, name (the page's h1), address (a link to the map) and description. */
export function MerchantCard({ merchant, children }: MerchantCardProps) {
  const t = useT();
  return (
    <header className="mb-3">
      {merchant.cover ? (
        // A band of fixed height, the photo cropped around its centre: on a 360 px phone as on a desktop, the
        // page below never moves while it loads (the server's skeleton has the same band).
        <img
          src={merchant.cover}
          alt=""
          width={640}
          height={160}
          className="merchant-cover d-block w-100 object-fit-cover bg-body-secondary"
          style={{ height: '10rem', objectPosition: 'center' }}
          fetchPriority="high"
        />
      ) : null}
      <div className="container" style={{ maxWidth: '40rem' }}>
        {/* Only the icon overlaps the cover: the name starts below it, so a long name that wraps on a narrow
            phone never runs onto the photo. */}
        <div className={`d-flex gap-3 ${merchant.cover ? 'align-items-start' : 'align-items-center'}`}>
          {merchant.icon ? (
            <img
              src={merchant.icon}
              alt=""
              width={72}
              height={72}
              className="rounded-circle border border-3 border-white bg-white shadow-sm flex-shrink-0"
              style={merchant.cover ? { marginTop: '-2rem' } : undefined}
            />
          ) : null}
          <h1 className={`h3 mb-1 text-break ${merchant.cover ? 'mt-2' : ''}`}>{merchant.name}</h1>
        </div>
        {merchant.address ? (
          <p className="small mt-2 mb-1">
            <a
              href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(merchant.address)}`}
              target="_blank"
              rel="noopener noreferrer"
              className="link-secondary"
            >
              {merchant.address}
              <span className="visually-hidden">{t('common.mapLink')}</span>
            </a>
          </p>
        ) : null}
        {merchant.description ? <p className="mb-2">{merchant.description}</p> : null}
        {children}
      </div>
    </header>
  );
}
