import { Button, Modal } from 'react-bootstrap';
import type { FooterButtons, OrderButton } from '../utils/order-buttons';
import type { TableMainAction } from '../utils/table-main-action';

export interface TableDialogFooterProps {
  /** The order buttons for what the dialog shows; null while the orders load (none). */
  footer: FooterButtons | null;
  /** What the table needs next: the footer's one solid, wide button; null when nothing is next. */
  main: TableMainAction | null;
  /** Id of the line that says why 'Finalizar pedido' is blocked. */
  describedById: string;
  /** The button whose call is on the way ('Processando...'); every button waits meanwhile. */
  pendingKind: OrderButton['kind'] | null;
  /** Whether the main action's own call runs ('Aceitar tudo'). */
  isMainPending: boolean;
  onChoose: (button: OrderButton) => void;
  onMain: (action: TableMainAction) => void;
}

/**
 * The table dialog's footer: one main action for what the table needs next (Aceitar tudo → Registrar
 * pagamento → Encerrar mesa), wide and solid, and the order's other buttons beside it in outline (each asks
 * before it acts), with why one is blocked. The dialog closes from its header, so 'Fechar' never stands
 * beside 'Fechar pedido'. Nothing while there is no button.
 */
export function TableDialogFooter({
  footer,
  main,
  describedById,
  pendingKind,
  isMainPending,
  onChoose,
  onMain,
}: TableDialogFooterProps) {
  if (!footer) return null;
  const others = footer.buttons.filter((button) => main?.kind !== 'order' || button !== main.button);
  if (!main && others.length === 0 && !footer.blockedReason) return null;
  const isBusy = pendingKind !== null || isMainPending;
  return (
    <Modal.Footer className="table-dialog-footer flex-wrap">
      {footer.blockedReason && (
        <p id={describedById} className="small text-body-secondary w-100 mb-1">
          {footer.blockedReason}
        </p>
      )}
      {others.map((button) => {
        const isBlocked = button.kind === 'requestPayment' && footer.blockedReason !== null;
        return (
          <Button
            key={button.kind}
            variant="outline-secondary"
            disabled={isBusy || isBlocked}
            aria-describedby={isBlocked ? describedById : undefined}
            onClick={() => onChoose(button)}
          >
            {pendingKind === button.kind ? 'Processando...' : button.label}
          </Button>
        );
      })}
      {main && (
        <Button
          variant={mainVariant(main)}
          size="lg"
          className="table-dialog-main-action"
          disabled={isBusy}
          onClick={() => onMain(main)}
        >
          {(main.kind === 'order' && pendingKind === main.button.kind) ||
          (main.kind === 'acceptAll' && isMainPending)
            ? 'Processando...'
            : main.label}
        </Button>
      )}
    </Modal.Footer>
  );
}

function mainVariant(main: TableMainAction): string {
  if (main.kind === 'order') return main.button.kind === 'checkout' ? 'success' : 'primary';
  return main.kind === 'registerPayment' ? 'success' : 'primary';
}
