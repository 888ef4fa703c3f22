import type { TableQueueEntry } from '@suavez/shared/contracts/order.contract';
import { reaisToCents } from '@suavez/shared/domain/bill';
import { useId } from 'react';
import { Link } from 'wouter';
import { BottomDrawer } from '@/components/ui/bottom-drawer';
import { formatMoney } from '@/lib/i18n/format-money';
import { useT } from '@/lib/i18n/i18n';
import type { GroupedOrderItem, OrderStatusGroup } from '../utils/group-order-items';
import { CartBar } from './cart-bar';
import { OrderItemGroups } from './order-item-groups';

/** The order drawer closes on a downward drag over 30 px (docs/screens.md#fixed-values). */
const CART_DRAWER_CLOSE_PX = 30;

export interface CartDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  groups: readonly OrderStatusGroup[];
  cartLabel: string;
  /** The whole table's bill so far; shown when the table holds more orders than this one. */
  tableTotal?: TableQueueEntry['tableTotal'];
  /** Order OPEN and table checked in: quantities, sending and cancel requests apply. */
  isEditable: boolean;
  /** The order is past OPEN: 'O pedido já foi finalizado.'. */
  isFinished: boolean;
  /** The bill's page ('Ver a conta': its total, and 'Pagar com Pix' where the restaurant takes it). */
  billHref?: string | undefined;
  canSend: boolean;
  canAskForBill: boolean;
  isBusy: boolean;
  onIncrease: (line: GroupedOrderItem) => void;
  onDecrease: (orderItemId: string) => void;
  onRequestCancel: (orderItemId: string) => void;
  onSend: () => void;
  onAskForBill: () => void;
}

/** The 85vh order drawer: units by status, quantity controls, send and 'Pedir a conta'. */
export function CartDrawer(props: CartDrawerProps) {
  const t = useT();
  const titleId = useId();
  const { groups, isFinished } = props;
  return (
    <BottomDrawer
      isOpen={props.isOpen}
      onClose={props.onClose}
      labelledBy={titleId}
      closeThreshold={CART_DRAWER_CLOSE_PX}
      height="85vh"
    >
      <div className="d-flex flex-column" style={{ minHeight: 'calc(85vh - 2rem)' }}>
        <div className="px-3 pt-3 flex-grow-1">
          <h2 id={titleId} className="h5 mb-3 pe-5">
            {t('ordering.yourOrder')}
          </h2>
          {isFinished ? (
            <p className="alert alert-info">
              {t('ordering.orderFinished')}{' '}
              {props.billHref ? (
                <Link href={props.billHref} className="alert-link">
                  {t('ordering.viewBill')}
                </Link>
              ) : null}
            </p>
          ) : null}
          {groups.length === 0 ? <p className="text-body-secondary">{t('ordering.noItems')}</p> : null}
          <OrderItemGroups
            groups={groups}
            isEditable={props.isEditable}
            isBusy={props.isBusy}
            onIncrease={props.onIncrease}
            onDecrease={props.onDecrease}
            onRequestCancel={props.onRequestCancel}
          />
          {props.tableTotal && props.tableTotal.orders > 1 ? (
            <p className="d-flex justify-content-between gap-2 border-top pt-2 mb-0">
              <span>
                {t('ordering.tableTotal', { orders: props.tableTotal.orders })}
                <span className="d-block small text-body-secondary">{t('ordering.tableTotalHint')}</span>
              </span>
              <span className="fw-semibold text-nowrap">
                {formatMoney(reaisToCents(props.tableTotal.subtotal))}
              </span>
            </p>
          ) : null}
          {props.tableTotal?.deposit ? (
            <p
              className="d-flex justify-content-between gap-2 border-top pt-2 mb-0"
              data-testid="table-deposit"
            >
              <span>
                {t('ordering.deposit')}
                <span className="d-block small text-body-secondary">{t('ordering.depositHint')}</span>
              </span>
              <span className="fw-semibold text-nowrap">
                −{formatMoney(reaisToCents(props.tableTotal.deposit))}
              </span>
            </p>
          ) : null}
          <div className="d-grid gap-2 my-3">
            {props.canSend ? (
              <button
                type="button"
                className="btn btn-success"
                disabled={props.isBusy}
                onClick={props.onSend}
              >
                {t('ordering.send')}
              </button>
            ) : null}
            {props.canAskForBill ? (
              <button
                type="button"
                className="btn btn-primary"
                disabled={props.isBusy}
                onClick={props.onAskForBill}
              >
                {t('ordering.askBill')}
              </button>
            ) : null}
          </div>
        </div>
        <div className="position-sticky bottom-0">
          <CartBar
            label={props.cartLabel}
            buttonLabel={t('common.back')}
            onClick={props.onClose}
            isFixed={false}
          />
        </div>
      </div>
    </BottomDrawer>
  );
}
