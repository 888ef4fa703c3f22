import { formatCents } from '@suavez/shared/domain/money-format';
import { orderItemStatusLabels } from '@suavez/shared/domain/order-item-status';
import { Button, Form } from 'react-bootstrap';
import type { ItemActionRequest } from '../hooks/use-item-actions';
import type { GroupedOrderItem } from '../utils/group-order-items';
import { type ItemAction, itemActionLabel, itemActionsFor, itemActionText } from '../utils/item-actions';
import { itemStatusBadgeClass } from './status-badges';

export interface ItemRowProps {
  row: GroupedOrderItem;
  checkboxId: string;
  isSelectable: boolean;
  isSelected: boolean;
  /** Per-item buttons only when nothing is selected (docs/orders-and-bills.md#table-dialog). */
  showButtons: boolean;
  pending: ItemActionRequest | null;
  onToggle: () => void;
  onAction: (action: ItemAction) => void;
}

/**
 * One row of identical units: checkbox (named by the item), status badge, unit price, quantity, and the
 * buttons of its status. A row's button acts on one unit (its oldest); a batch acts on every selected unit.
 */
export function ItemRow(props: ItemRowProps) {
  const { row, pending } = props;
  const actions = props.showButtons ? itemActionsFor(row.status) : [];
  const name = row.item.name;
  return (
    <li className="list-group-item">
      <div className="d-flex flex-wrap align-items-center column-gap-2 row-gap-1">
        {props.isSelectable ? (
          <Form.Check
            id={props.checkboxId}
            className="mb-0 me-auto text-break"
            checked={props.isSelected}
            onChange={props.onToggle}
            label={name}
          />
        ) : (
          <span className="me-auto text-break">{name}</span>
        )}
        <span className={`badge ${itemStatusBadgeClass[row.status]}`}>
          {orderItemStatusLabels[row.status]}
        </span>
        <span className="text-nowrap">{formatCents(row.priceCents)}</span>
        <span className="text-body-secondary text-nowrap">Quantidade: {row.quantity}</span>
      </div>
      {(row.options.length > 0 || row.note) && (
        <div className="small mt-1">
          {row.options.length > 0 && (
            <div className="text-break">
              {row.options.map((option) => `${option.group}: ${option.name}`).join(' · ')}
            </div>
          )}
          {row.note && <div className="text-break fst-italic">Obs.: {row.note}</div>}
        </div>
      )}
      {actions.length > 0 && (
        <div className="d-flex flex-wrap gap-2 mt-2">
          {actions.map((action) => {
            const isThis =
              pending?.mode === 'single' && pending.rowKey === row.key && pending.action === action;
            const label = itemActionLabel(action, row.status);
            return (
              <Button
                key={action}
                size="sm"
                variant={itemActionText[action].variant}
                disabled={pending !== null}
                aria-label={isThis ? undefined : `${label} ${name}`}
                onClick={() => props.onAction(action)}
              >
                {isThis ? 'Processando...' : label}
              </Button>
            );
          })}
        </div>
      )}
    </li>
  );
}
