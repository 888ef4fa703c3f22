import type { PublicMerchant } from '@suavez/shared/contracts/merchant-public.contract';
import { FallbackImage } from '@/components/ui/fallback-image';

/** The merchant's icon, name and description at the top of the menu. */
export function MenuHeader({ merchant }: { merchant: PublicMerchant }) {
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
      </div>
    </header>
  );
}
