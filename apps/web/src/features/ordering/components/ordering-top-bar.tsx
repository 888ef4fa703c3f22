import { type QueueStatus, queueStatusConsumerDisplay } from '@suavez/shared/domain/queue-status';
import { FallbackImage } from '@/components/ui/fallback-image';

export interface OrderingTopBarProps {
  merchant: { name: string; icon: string | null };
  status: QueueStatus;
  isOwner: boolean;
  onOpenQueue: () => void;
  onShare: () => void;
}

/**
 * The restaurant's name, the table's status as a coloured button (to /queue for the owner only) and
 * 'Compartilhar cardapio'.
 */
export function OrderingTopBar({ merchant, status, isOwner, onOpenQueue, onShare }: OrderingTopBarProps) {
  const display = queueStatusConsumerDisplay[status];
  return (
    <header className="p-3">
      <div className="d-flex align-items-center gap-3 mb-3">
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
          aria-label={`Status da fila: ${display.consumerLabel}${isOwner ? '. Ver detalhes' : ''}`}
          aria-disabled={!isOwner}
          title={isOwner ? undefined : 'Somente o responsável pela fila pode executar a acao'}
          onClick={() => {
            if (isOwner) onOpenQueue();
          }}
        >
          <span aria-hidden="true">{display.icon} </span>
          {display.consumerLabel}
        </button>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onShare}>
          Compartilhar cardapio
        </button>
      </div>
    </header>
  );
}
