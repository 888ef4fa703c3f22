import { useId } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { formatMoney } from '@/lib/i18n/format-money';
import { useT } from '@/lib/i18n/i18n';
import type { GroupedOrderItem } from '../utils/group-order-items';
import { OrderLineDetails } from './order-line-details';

export interface ConfirmOrderDialogProps {
  isOpen: boolean;
  /** The cart's lines (CREATED units). */
  lines: readonly GroupedOrderItem[];
  isSending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Confirmar pedido': what goes to the kitchen, before it is sent. */
export function ConfirmOrderDialog({
  isOpen,
  lines,
  isSending,
  onConfirm,
  onClose,
}: ConfirmOrderDialogProps) {
  const t = useT();
  const titleId = useId();
  const total = lines.reduce((sum, line) => sum + line.totalCents, 0);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} labelledBy={titleId}>
      <div className="modal-header">
        <h2 id={titleId} className="modal-title h5">
          {t('ordering.confirmTitle')}
        </h2>
        <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onClose} />
      </div>
      <div className="modal-body">
        <p>{t('ordering.confirmText')}</p>
        <ul className="list-unstyled mb-2">
          {lines.map((line) => (
            <li key={line.key} className="d-flex justify-content-between">
              <span>
                {line.quantity}× {line.item.name}
                <OrderLineDetails line={line} />
              </span>
              <span className="text-nowrap">{formatMoney(line.totalCents)}</span>
            </li>
          ))}
        </ul>
        <p className="fw-bold d-flex justify-content-between border-top pt-2 mb-0">
          <span>{t('ordering.totalLabel')}</span>
          <span className="text-nowrap">{formatMoney(total)}</span>
        </p>
      </div>
      <div className="modal-footer">
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={isSending}
          onClick={onConfirm}
          data-autofocus=""
        >
          {isSending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {t('common.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
