import type { OrderAnswer } from '@suavez/shared/contracts/order.contract';
import { useEffect, useId, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { buildBillDisplay, RESTAURANT_SERVICE_FEE_PERCENT } from '../utils/order-bill';
import { BillLines } from './bill-lines';

export interface CloseOrderDialogProps {
  isOpen: boolean;
  order: OrderAnswer;
  isClosing: boolean;
  onConfirm: (serviceFee: number) => void;
  onClose: () => void;
}

/**
 * 'Finalizar pedido' ('Pedir a conta'): a switch 'Incluir 12% de serviço (opcional)', on unless the order
 * already went without it, and the bill it makes. On sends the restaurant's percent, off sends 0: the same
 * `serviceFee` of `PATCH /order/close`, without a number field that opens the phone's keyboard.
 */
export function CloseOrderDialog({ isOpen, order, isClosing, onConfirm, onClose }: CloseOrderDialogProps) {
  const titleId = useId();
  const switchId = useId();
  const [isFeeIncluded, setIsFeeIncluded] = useState(true);
  const fee = isFeeIncluded ? RESTAURANT_SERVICE_FEE_PERCENT : 0;

  useEffect(() => {
    if (isOpen) setIsFeeIncluded(order.serviceFee !== 0);
  }, [isOpen, order.serviceFee]);

  const bill = buildBillDisplay(order.items, fee);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} labelledBy={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!isClosing) onConfirm(fee);
        }}
      >
        <div className="modal-header">
          <h2 id={titleId} className="modal-title h5">
            Finalizar pedido
          </h2>
          <button type="button" className="btn-close" aria-label="Fechar" onClick={onClose} />
        </div>
        <div className="modal-body">
          {/* Bootstrap's switch (the markup of React Bootstrap's Form.Check type="switch", without its JS);
              the label, 44 px tall, is the tap area. */}
          <div className="form-check form-switch d-flex align-items-center gap-3 ps-0 mb-3">
            <input
              id={switchId}
              type="checkbox"
              role="switch"
              aria-checked={isFeeIncluded}
              className="form-check-input flex-shrink-0 m-0 fs-4"
              checked={isFeeIncluded}
              onChange={(event) => setIsFeeIncluded(event.target.checked)}
              data-autofocus=""
            />
            <label
              htmlFor={switchId}
              className="form-check-label flex-grow-1 d-flex align-items-center"
              style={{ minHeight: 44 }}
            >
              Incluir {RESTAURANT_SERVICE_FEE_PERCENT}% de serviço (opcional)
            </label>
          </div>
          <BillLines bill={bill} />
        </div>
        <div className="modal-footer">
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-primary" disabled={isClosing}>
            {isClosing ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
            Finalizar
          </button>
        </div>
      </form>
    </Dialog>
  );
}
