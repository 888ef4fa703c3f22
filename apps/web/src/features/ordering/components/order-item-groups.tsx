import { formatMoney } from '@/lib/i18n/format-money';
import { useT } from '@/lib/i18n/i18n';
import { findCancelableUnit, findUnitToRemove, isQuantityEditable } from '../utils/cart-line-units';
import type { GroupedOrderItem, OrderStatusGroup } from '../utils/group-order-items';
import { lineLabel, OrderLineDetails } from './order-line-details';

export interface OrderItemGroupsProps {
  groups: readonly OrderStatusGroup[];
  /** Whether the cart can still change (order OPEN, table checked in); without it the list is read-only. */
  isEditable: boolean;
  isBusy: boolean;
  onIncrease: (line: GroupedOrderItem) => void;
  onDecrease: (orderItemId: string) => void;
  onRequestCancel: (orderItemId: string) => void;
}

/** The cart drawer's units, one section per status in the consumer's order, one line per menu item. */
export function OrderItemGroups({
  groups,
  isEditable,
  isBusy,
  onIncrease,
  onDecrease,
  onRequestCancel,
}: OrderItemGroupsProps) {
  const t = useT();
  return (
    <>
      {groups.map((group) => {
        const headingId = `grupo-${group.status}`;
        return (
          <section key={group.status} aria-labelledby={headingId} className="mb-3">
            <h3 id={headingId} className="h6 text-body-secondary text-uppercase small mb-2">
              {t('ordering.itemStatus', { status: group.status })} ({group.quantity})
            </h3>
            <ul className="list-group">
              {group.lines.map((line) => (
                <li key={line.key} className="list-group-item d-flex align-items-center gap-2 flex-wrap">
                  <div className="flex-grow-1" style={{ minWidth: '8rem' }}>
                    <div className="fw-semibold">{line.item.name}</div>
                    <OrderLineDetails line={line} />
                    <div className="small text-body-secondary">{formatMoney(line.totalCents)}</div>
                  </div>
                  <LineControls
                    line={line}
                    isEditable={isEditable}
                    isBusy={isBusy}
                    onIncrease={onIncrease}
                    onDecrease={onDecrease}
                    onRequestCancel={onRequestCancel}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

function LineControls({
  line,
  isEditable,
  isBusy,
  onIncrease,
  onDecrease,
  onRequestCancel,
}: Omit<OrderItemGroupsProps, 'groups'> & { line: GroupedOrderItem }) {
  const t = useT();
  const status = line.orderItemIds[0]?.status;
  const name = lineLabel(line);
  if (isEditable && status && isQuantityEditable(status)) {
    const unitToRemove = findUnitToRemove(line);
    return (
      // biome-ignore lint/a11y/useSemanticElements: a group of buttons with a visible count, not a form fieldset.
      <div
        className="d-flex align-items-center gap-2"
        role="group"
        aria-label={t('ordering.lineQuantity', { name })}
      >
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          style={{ minWidth: '2.5rem', minHeight: '2.5rem' }}
          aria-label={t('ordering.removeOne', { name })}
          disabled={isBusy || unitToRemove === null}
          onClick={() => unitToRemove && onDecrease(unitToRemove)}
        >
          −
        </button>
        <span className="fw-semibold text-center" style={{ minWidth: '1.5rem' }} aria-live="polite">
          {line.quantity}
        </span>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          style={{ minWidth: '2.5rem', minHeight: '2.5rem' }}
          aria-label={t('ordering.addOne', { name })}
          disabled={isBusy}
          onClick={() => onIncrease(line)}
        >
          +
        </button>
      </div>
    );
  }
  const cancelable = isEditable ? findCancelableUnit(line) : null;
  return (
    <div className="d-flex align-items-center gap-2">
      <span className="fw-semibold">{line.quantity}×</span>
      {cancelable ? (
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          aria-label={t('ordering.requestCancelOf', { name })}
          disabled={isBusy}
          onClick={() => onRequestCancel(cancelable)}
        >
          {t('ordering.requestCancel')}
        </button>
      ) : null}
    </div>
  );
}
