import { type QueueStatus, queueStatusConsumerDisplay } from '@suavez/shared/domain/queue-status';
import { Link } from 'wouter';
import { FallbackImage } from '@/components/ui/fallback-image';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { useT } from '@/lib/i18n/i18n';
import { queueStatusTexts } from '@/lib/queue-status-texts';

export interface OrderingTopBarProps {
  merchant: { name: string; icon: string | null };
  status: QueueStatus;
  isOwner: boolean;
  onOpenQueue: () => void;
  onShare: () => void;
}

/**
 * For the owner, '←' back to the status page ('Voltar para a fila'; a guest has no entry of their own to go
 * back to: docs/screens.md#the-tables-menu); the restaurant's name, the table's status as a coloured button
 * (to /queue for the owner only) and 'Compartilhar cardápio'.
 */
export function OrderingTopBar({ merchant, status, isOwner, onOpenQueue, onShare }: OrderingTopBarProps) {
  const t = useT();
  const display = queueStatusConsumerDisplay[status];
  const label = t(queueStatusTexts[status].label);
  return (
    <header className="p-3">
      <div className="d-flex align-items-center gap-3 mb-3">
        {isOwner ? (
          <Link
            href="/queue"
            className="btn btn-link fs-4 lh-1 px-2 text-decoration-none"
            aria-label={t('ordering.backToQueue')}
            title={t('ordering.backToQueue')}
          >
            <span aria-hidden="true">←</span>
          </Link>
        ) : null}
        <FallbackImage
          src={merchant.icon}
          alt=""
          width={48}
          height={48}
          loading="eager"
          className="rounded-circle border"
        />
        <h1 className="h5 mb-0 flex-grow-1">{merchant.name}</h1>
      </div>
      <div className="d-flex gap-2 flex-wrap">
        <button
          type="button"
          className={`btn btn-${display.color} btn-sm`}
          aria-label={t('ordering.statusButton', { label, owner: isOwner ? 'yes' : 'no' })}
          aria-disabled={!isOwner}
          title={isOwner ? undefined : t('ordering.ownerOnly')}
          onClick={() => {
            if (isOwner) onOpenQueue();
          }}
        >
          <span aria-hidden="true">{display.icon} </span>
          {label}
        </button>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onShare}>
          {t('ordering.shareMenu')}
        </button>
        {/* With the actions, which wrap on a narrow phone: beside a long name it would push the page wide. */}
        <LanguageSwitcher className="ms-auto" />
      </div>
    </header>
  );
}
