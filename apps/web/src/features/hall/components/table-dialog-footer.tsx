import { Button, Modal } from 'react-bootstrap';
import type { FooterButtons, OrderButton } from '../utils/order-buttons';

export interface TableDialogFooterProps {
  /** The order buttons for what the dialog shows; null while the orders load (only 'Fechar'). */
  footer: FooterButtons | null;
  /** Id of the line that says why 'Finalizar pedido' is blocked. */
  describedById: string;
  /** The button whose call is on the way ('Processando...'); every button waits meanwhile. */
  pendingKind: OrderButton['kind'] | null;
  onChoose: (button: OrderButton) => void;
  onClose: () => void;
}

/** The table dialog's footer: the order buttons (each asks before it acts), why one is blocked, 'Fechar'. */
export function TableDialogFooter({
  footer,
  describedById,
  pendingKind,
  onChoose,
  onClose,
}: TableDialogFooterProps) {
  return (
    <Modal.Footer className="flex-wrap">
      {footer?.blockedReason && (
        <p id={describedById} className="small text-body-secondary w-100 mb-1">
          {footer.blockedReason}
        </p>
      )}
      {footer?.buttons.map((button) => {
        const isBlocked = button.kind === 'requestPayment' && footer.blockedReason !== null;
        return (
          <Button
            key={button.kind}
            variant={button.variant}
            disabled={pendingKind !== null || isBlocked}
            aria-describedby={isBlocked ? describedById : undefined}
            onClick={() => onChoose(button)}
          >
            {pendingKind === button.kind ? 'Processando...' : button.label}
          </Button>
        );
      })}
      <Button variant="secondary" onClick={onClose}>
        Fechar
      </Button>
    </Modal.Footer>
  );
}
