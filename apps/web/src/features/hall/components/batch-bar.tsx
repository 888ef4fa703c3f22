import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import { countOf } from '@suavez/shared/domain/plural';
import { Button } from 'react-bootstrap';
import type { ItemActionRequest } from '../hooks/use-item-actions';
import { type ItemAction, itemActionLabel, itemActionsFor, itemActionText } from '../utils/item-actions';

export interface BatchBarProps {
  status: OrderItemStatus;
  count: number;
  pending: ItemActionRequest | null;
  onAction: (action: ItemAction) => void;
}

/** The batch buttons with the number of selected units, shown while something is selected. */
export function BatchBar({ status, count, pending, onAction }: BatchBarProps) {
  return (
    <div
      role="toolbar"
      aria-label="Ações dos itens selecionados"
      className="d-flex flex-wrap align-items-center gap-2 p-2 mb-3 border rounded bg-body-tertiary"
    >
      <span className="flex-grow-1" aria-live="polite">
        {countOf(count, 'item selecionado', 'itens selecionados')}
      </span>
      <span className="d-flex flex-wrap gap-2">
        {itemActionsFor(status).map((action) => {
          const isThis = pending?.mode === 'batch' && pending.action === action;
          return (
            <Button
              key={action}
              size="sm"
              variant={itemActionText[action].variant}
              disabled={pending !== null}
              onClick={() => onAction(action)}
            >
              {isThis ? 'Processando...' : `${itemActionLabel(action, status)} (${count})`}
            </Button>
          );
        })}
      </span>
    </div>
  );
}
