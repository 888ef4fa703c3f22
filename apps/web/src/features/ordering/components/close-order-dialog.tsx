import type { OrderAnswer } from '@suavez/shared/contracts/order.contract';
import { DEFAULT_SERVICE_FEE_PERCENT } from '@suavez/shared/domain/bill';
import { useEffect, useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { buildBillDisplay, parseServiceFee, SERVICE_FEE_MAX, SERVICE_FEE_MIN } from '../utils/order-bill';
import { BillLines } from './bill-lines';

export interface CloseOrderDialogProps {
  isOpen: boolean;
  order: OrderAnswer;
  isClosing: boolean;
  onConfirm: (serviceFee: number) => void;
  onClose: () => void;
}

/** 'Finalizar pedido': the service fee (default 12 %, 0..100, step 1) and the bill it makes. */
export function CloseOrderDialog({ isOpen, order, isClosing, onConfirm, onClose }: CloseOrderDialogProps) {
  const titleId = useId();
  const feeId = useId();
  const feeHelpId = useId();
  const [feeText, setFeeText] = useState(String(DEFAULT_SERVICE_FEE_PERCENT));
  const fee = parseServiceFee(feeText);

  useEffect(() => {
    if (isOpen) setFeeText(String(order.serviceFee ?? DEFAULT_SERVICE_FEE_PERCENT));
  }, [isOpen, order.serviceFee]);

  const bill = buildBillDisplay(order.items, fee ?? 0);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} labelledBy={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (fee !== null && !isClosing) onConfirm(fee);
        }}
      >
        <div className="modal-header">
          <h2 id={titleId} className="modal-title h5">
            Finalizar pedido
          </h2>
          <button type="button" className="btn-close" aria-label="Fechar" onClick={onClose} />
        </div>
        <div className="modal-body">
          <div className="mb-3">
            <label htmlFor={feeId} className="form-label">
              Taxa de serviço (%)
            </label>
            <input
              id={feeId}
              type="number"
              inputMode="numeric"
              min={SERVICE_FEE_MIN}
              max={SERVICE_FEE_MAX}
              step={1}
              className={`form-control ${fee === null ? 'is-invalid' : ''}`}
              value={feeText}
              aria-invalid={fee === null}
              aria-describedby={feeHelpId}
              onChange={(event) => setFeeText(event.target.value)}
              data-autofocus=""
            />
            <div id={feeHelpId} className={fee === null ? 'invalid-feedback d-block' : 'form-text'}>
              {fee === null ? 'Informe uma taxa inteira de 0 a 100.' : 'A taxa vai de 0 a 100%.'}
            </div>
          </div>
          <BillLines bill={bill} />
        </div>
        <div className="modal-footer">
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-primary" disabled={fee === null || isClosing}>
            {isClosing ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            Finalizar
          </button>
        </div>
      </form>
    </Dialog>
  );
}
