import { useRef } from 'react';
import { useBottomBarHeight } from '@/hooks/use-bottom-bar-height';

export interface CartBarProps {
  /** 'Carrinho vazio' or 'N itens | Total a pagar: R$ x'. */
  label: string;
  /** 'Ver pedido' opens the drawer; inside the drawer the same bar says 'Voltar' (in the page's language). */
  buttonLabel: string;
  onClick: () => void;
  /** Fixed to the bottom of the page, or in the drawer's flow. */
  isFixed?: boolean;
  /** The next step, large and across the bar ('Fazer pedido' while the cart holds units not sent). */
  action?: { label: string; onClick: () => void };
  /** A line under the label: what to do while the cart is empty. */
  hint?: string;
}

/**
 * The bar at the bottom with the cart's count and total, and the next step: a full-width 'Fazer pedido'
 * when there is something to send, or a hint while the cart is empty.
 */
export function CartBar({ label, buttonLabel, onClick, isFixed = true, action, hint }: CartBarProps) {
  const barRef = useRef<HTMLDivElement>(null);

  useBottomBarHeight(barRef, isFixed);

  return (
    <div
      ref={barRef}
      className={`bg-body border-top shadow px-3 py-2 ${isFixed ? 'fixed-bottom' : ''}`}
      style={isFixed ? { zIndex: 1030 } : undefined}
    >
      <div className="d-flex align-items-center gap-2">
        <div className="flex-grow-1">
          <p className="mb-0 fw-semibold small" role="status">
            {label.replace(/R\$ /g, 'R$\u00a0') /* the amount never splits from 'R$' */}
          </p>
          {hint ? <p className="mb-0 small text-body-secondary">{hint}</p> : null}
        </div>
        <button
          type="button"
          className={`btn flex-shrink-0 ${action ? 'btn-outline-primary' : 'btn-primary'}`}
          onClick={onClick}
        >
          {buttonLabel}
        </button>
      </div>
      {action ? (
        <button type="button" className="btn btn-primary btn-lg w-100 mt-2" onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
}
