import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';
import { Link } from 'wouter';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useT } from '@/lib/i18n/i18n';

/**
 * The merchant's icon, name and description at the top of the menu, and 'Entrar na fila' while the queue is
 * open: in the header, seen without scrolling on a phone and covering nothing (docs/screens.md#public-menu).
 */
export function MenuHeader({ merchant }: { merchant: PublicMerchant }) {
  const t = useT();
  return (
    <header className="d-flex align-items-center gap-3 p-3">
      <FallbackImage
        src={merchant.icon}
        alt=""
        width={64}
        height={64}
        loading="eager"
        className="rounded-circle border"
      />
      <div className="min-w-0">
        <h1 className="h4 mb-1">{merchant.name}</h1>
        {merchant.description ? (
          <p className="mb-0 small text-body-secondary">{merchant.description}</p>
        ) : null}
        {merchant.isOpen ? (
          <Link
            href={`/queue/join?merchant=${encodeURIComponent(merchant.id)}`}
            className="btn btn-primary mt-2"
          >
            {t('menu.joinQueue')}
          </Link>
        ) : null}
      </div>
    </header>
  );
}
