import type { QueueStatus } from '@suavez/shared/domain/queue-status';
import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/i18n';
import { queueStatusTexts } from '@/lib/queue-status-texts';

/** Statuses the consumer acts on from the queue screen (confirm, check in, leave). */
const actionStatuses: readonly QueueStatus[] = [
  'WAITING_CONFIRMATION',
  'IN_QUEUE',
  'CALLED',
  'ACCEPTED_RESTAURANT_CALL',
];

export interface StatusChangeDialogProps {
  status: QueueStatus | null;
  isOwner: boolean;
  onOpenQueue: () => void;
  onClose: () => void;
}

/**
 * 'Status da fila atualizado': the new status; only the owner may go act on it
 * (docs/access.md#guests-and-the-table-pass).
 */
export function StatusChangeDialog({ status, isOwner, onOpenQueue, onClose }: StatusChangeDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const t = useT();
  const texts = status ? queueStatusTexts[status] : null;
  const needsAction = status !== null && actionStatuses.includes(status);
  return (
    <Dialog isOpen={status !== null} onClose={onClose} labelledBy={titleId} describedBy={bodyId}>
      <div className="modal-header">
        <h2 id={titleId} className="modal-title h5">
          {t('ordering.statusChanged')}
        </h2>
        <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onClose} />
      </div>
      <div className="modal-body" id={bodyId}>
        {texts ? (
          <>
            <p className="fw-semibold mb-1">{t(texts.label)}</p>
            <p className="mb-0">{t(texts.text)}</p>
          </>
        ) : null}
        {needsAction && !isOwner ? (
          <p className="alert alert-warning mt-3 mb-0">{t('ordering.ownerOnly')}</p>
        ) : null}
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('common.close')}
        </button>
        {needsAction && isOwner ? (
          <button type="button" className="btn btn-primary" onClick={onOpenQueue} data-autofocus="">
            {t('ordering.seeDetails')}
          </button>
        ) : null}
      </div>
    </Dialog>
  );
}
