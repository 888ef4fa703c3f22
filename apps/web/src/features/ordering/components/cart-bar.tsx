import { useLayoutEffect, useRef } from 'react';

export interface CartBarProps {
  /** 'Carrinho vazio' or 'N itens | Total a pagar: R$ x'. */
  label: string;
  /** 'Ver pedido' opens the drawer; inside the drawer the same bar says 'Voltar'. */
  buttonLabel: 'Ver pedido' | 'Voltar';
  onClick: () => void;
  /** Fixed to the bottom of the page, or in the drawer's flow. */
  isFixed?: boolean;
}

/**
 * The CSS variable a bar fixed to the bottom of the screen publishes with its height while it is on screen,
 * so that what rises from the bottom edge (the phone's toasts, app/toast-host.css) stops above it.
 */
export const bottomBarHeightVariable = '--bottom-bar-height';

/** The bar at the bottom with the cart's count and total. */
export function CartBar({ label, buttonLabel, onClick, isFixed = true }: CartBarProps) {
  const barRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!isFixed || !bar) return;
    const root = document.documentElement.style;
    const publish = () => root.setProperty(bottomBarHeightVariable, `${bar.offsetHeight}px`);
    publish();
    // The label may wrap to a second line as the total grows.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.removeProperty(bottomBarHeightVariable);
    };
  }, [isFixed]);

  return (
    <div
      ref={barRef}
      className={`bg-body border-top shadow d-flex align-items-center gap-2 px-3 py-2 ${isFixed ? 'fixed-bottom' : ''}`}
      style={isFixed ? { zIndex: 1030 } : undefined}
    >
      <p className="flex-grow-1 mb-0 fw-semibold small" role="status">
        {label.replace(/R\$ /g, 'R$\u00a0') /* the amount never splits from 'R$' */}
      </p>
      <button type="button" className="btn btn-primary flex-shrink-0" onClick={onClick}>
        {buttonLabel}
      </button>
    </div>
  );
}
