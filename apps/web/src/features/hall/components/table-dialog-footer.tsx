import { Button, Modal } from 'react-bootstrap';
import type { FooterButtons, OrderButton } from '../utils/order-buttons';

export interface TableDialogFooterProps {
  /** The order buttons for what the dialog shows; null while the orders load (none). */
  footer: FooterButtons | null;
  /** Id of the line that says why 'Finalizar pedido' is blocked. */
  describedById: string;
  /** The button whose call is on the way ('Processando...'); every button waits meanwhile. */
  pendingKind: OrderButton['kind'] | null;
  onChoose: (button: OrderButton) => void;
}

/**
 * The table dialog's footer: the order buttons (each asks before it acts) and why one is blocked; the dialog
 * closes from its header, so 'Fechar' never stands beside 'Fechar pedido'. Nothing while there is no button.
 */
export function TableDialogFooter({ footer, describedById, pendingKind, onChoose }: TableDialogFooterProps) {
  if (!footer || (footer.buttons.length === 0 && !footer.blockedReason)) return null;
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
    </Modal.Footer>
  );
}
