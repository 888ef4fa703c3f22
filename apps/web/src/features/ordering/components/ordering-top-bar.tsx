import { type QueueStatus, queueStatusConsumerDisplay } from '@suavez/shared/domain/queue-status';
import { Link } from 'wouter';
import { FallbackImage } from '@/components/ui/fallback-image';
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
            aria-label="Voltar para a fila"
            title="Voltar para a fila"
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
          aria-label={`Status da fila: ${label}${isOwner ? '. Ver detalhes' : ''}`}
          aria-disabled={!isOwner}
          title={isOwner ? undefined : 'Somente o responsável pela fila pode executar a ação'}
          onClick={() => {
            if (isOwner) onOpenQueue();
          }}
        >
          <span aria-hidden="true">{display.icon} </span>
          {label}
        </button>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onShare}>
          Compartilhar cardápio
        </button>
      </div>
    </header>
  );
}
