import { useId, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { ItemActionRequest } from '../hooks/use-item-actions';
import type { GroupedOrderItem, ItemStatusGroup } from '../utils/group-order-items';
import { type ItemAction, isSelectableStatus } from '../utils/item-actions';
import { type ItemSelection, isGroupSelected, isRowSelected } from '../utils/item-selection';
import { ItemRow } from './item-row';

export interface ItemStatusSectionProps {
  group: ItemStatusGroup;
  selection: ItemSelection;
  pending: ItemActionRequest | null;
  onToggleRow: (row: GroupedOrderItem) => void;
  onToggleGroup: (group: ItemStatusGroup) => void;
  onRowAction: (row: GroupedOrderItem, action: ItemAction) => void;
}

/**
 * One status group: a heading button that collapses it (showing the unit count while collapsed),
 * 'Selecionar todos'/'Desmarcar todos' (not for refused and canceled), and its rows.
 */
export function ItemStatusSection({
  group,
  selection,
  pending,
  onToggleRow,
  onToggleGroup,
  onRowAction,
}: ItemStatusSectionProps) {
  const [isOpen, setIsOpen] = useState(true);
  const id = useId();
  const isSelectable = isSelectableStatus(group.status);
  const isNothingSelected = selection.unitIds.length === 0;
  return (
    <section className="mb-3" aria-labelledby={`${id}-heading`}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h3 id={`${id}-heading`} className="h6 mb-0">
          <button
            type="button"
            className="btn btn-link p-0 fw-bold text-decoration-none text-body"
            aria-expanded={isOpen}
            aria-controls={`${id}-rows`}
            onClick={() => setIsOpen((open) => !open)}
          >
            <span aria-hidden="true" className="me-1">
              {isOpen ? '▾' : '▸'}
            </span>
            {group.label}
            {!isOpen && (
              <span className="badge rounded-pill text-bg-secondary ms-2">
                {group.unitCount}
                <span className="visually-hidden"> {group.unitCount === 1 ? 'item' : 'itens'}</span>
              </span>
            )}
          </button>
        </h3>
        {isSelectable && isOpen && (
          <Button
            size="sm"
            variant="outline-secondary"
            aria-label={`${isGroupSelected(selection, group) ? 'Desmarcar todos' : 'Selecionar todos'}: ${group.label}`}
            onClick={() => onToggleGroup(group)}
            disabled={pending !== null}
          >
            {isGroupSelected(selection, group) ? 'Desmarcar todos' : 'Selecionar todos'}
          </Button>
        )}
      </div>
      <ul id={`${id}-rows`} className="list-group" hidden={!isOpen}>
        {group.rows.map((row, index) => (
          <ItemRow
            key={row.key}
            row={row}
            checkboxId={`${id}-row-${index}`}
            isSelectable={isSelectable}
            isSelected={selection.status === group.status && isRowSelected(selection, row)}
            showButtons={isNothingSelected}
            pending={pending}
            onToggle={() => onToggleRow(row)}
            onAction={(action) => onRowAction(row, action)}
          />
        ))}
      </ul>
    </section>
  );
}
