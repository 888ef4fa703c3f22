import type { HallEntry } from '@suavez/shared/contracts/order.contract';
import { useId, useMemo, useState } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { notify } from '@/lib/notify';
import { useQueueOrdersQuery } from '../api/list-queue-orders.api';
import { hallMessages } from '../hall-messages';
import { useItemActions } from '../hooks/use-item-actions';
import { useOrderActions } from '../hooks/use-order-actions';
import { groupOrdersByPerson } from '../utils/group-by-person';
import { allItemsOf, groupItemsByStatus } from '../utils/group-order-items';
import { computePersonTotals, computeTableTotals } from '../utils/hall-totals';
import type { ItemAction } from '../utils/item-actions';
import {
  emptySelection,
  type ItemSelection,
  pruneSelection,
  toggleGroup,
  toggleRow,
} from '../utils/item-selection';
import { footerButtonsFor, type OrderButton } from '../utils/order-buttons';
import { BatchBar } from './batch-bar';
import { BillTotals } from './bill-totals';
import { ConfirmDialog } from './confirm-dialog';
import { ItemStatusSection } from './item-status-section';
import { OrderSummary } from './order-summary';
import { PersonFilter } from './person-filter';

export interface TableDialogProps {
  entry: HallEntry;
  merchantId: string;
  show: boolean;
  onClose: () => void;
  onExited: () => void;
}

/**
 * 'Mesa de {nome}': the table's orders (refetched every 5 s while open and after every action), the
 * person filter, the summary, the items by status with selection and actions, the totals and the order
 * buttons with their confirmation. Full screen below 576 px, for the waiter's phone.
 */
export function TableDialog({ entry, merchantId, show, onClose, onExited }: TableDialogProps) {
  const id = useId();
  const queueId = entry.queue.id;
  const orders = useQueueOrdersQuery(show ? queueId : null);
  useMerchantQueryError(orders, hallMessages.ordersLoadFailed);
  const [isGrouped, setIsGrouped] = useState(false);
  const [personOrderId, setPersonOrderId] = useState<string | null>(null);
  const [rawSelection, setSelection] = useState<ItemSelection>(emptySelection);
  const [confirming, setConfirming] = useState<OrderButton | null>(null);

  const persons = useMemo(() => groupOrdersByPerson(orders.data ?? []), [orders.data]);
  const person = isGrouped ? (persons.find((p) => p.order.id === personOrderId) ?? null) : null;
  const shownOrders = person ? [person.order] : persons.map((p) => p.order);
  const groups = groupItemsByStatus(allItemsOf(shownOrders));
  // Units that changed status on a refetch (or belong to another person's view) drop out.
  const selection = pruneSelection(rawSelection, groups);
  const footer = footerButtonsFor(person?.order ?? null, shownOrders);

  const itemActions = useItemActions(queueId, merchantId, () => setSelection(emptySelection));
  const orderActions = useOrderActions(queueId, merchantId, onClose);
  const pendingItem = itemActions.isPending ? itemActions.variables : null;

  const runBatch = (action: ItemAction) => {
    if (selection.unitIds.length === 0) {
      notify('warning', hallMessages.nothingSelected);
      return;
    }
    itemActions.mutate({ action, unitIds: selection.unitIds, mode: 'batch' });
  };
  const selectPerson = (orderId: string | null) => {
    setPersonOrderId(orderId);
    setSelection(emptySelection);
  };

  return (
    <Modal
      show={show}
      onHide={onClose}
      onExited={onExited}
      size="lg"
      fullscreen="sm-down"
      scrollable
      aria-labelledby={`${id}-title`}
    >
      <Modal.Header>
        <Modal.Title id={`${id}-title`} as="h2" className="h5 text-break">
          Mesa de {entry.queue.consumer.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body aria-busy={orders.isFetching}>
        {orders.isPending ? (
          <p className="d-flex align-items-center gap-2 mb-0" role="status">
            <Spinner as="span" size="sm" aria-hidden="true" /> Carregando pedidos...
          </p>
        ) : (
          <>
            <PersonFilter
              switchId={`${id}-group`}
              isGrouped={isGrouped}
              persons={persons}
              selectedOrderId={person?.order.id ?? null}
              onGroupedChange={(on) => {
                setIsGrouped(on);
                selectPerson(null);
              }}
              onSelect={selectPerson}
            />
            <OrderSummary slot={entry.queue.slot} persons={persons} />
            {selection.status !== null && (
              <BatchBar
                status={selection.status}
                count={selection.unitIds.length}
                pending={pendingItem}
                onAction={runBatch}
              />
            )}
            {groups.length === 0 ? (
              <p className="text-body-secondary">Nenhum item pedido.</p>
            ) : (
              groups.map((group) => (
                <ItemStatusSection
                  key={group.status}
                  group={group}
                  selection={selection}
                  pending={pendingItem}
                  onToggleRow={(row) => setSelection(toggleRow(selection, row))}
                  onToggleGroup={(g) => setSelection(toggleGroup(selection, g))}
                  onRowAction={(row, action) => {
                    const unit = row.orderItemIds[0];
                    if (unit)
                      itemActions.mutate({ action, unitIds: [unit.id], mode: 'single', rowKey: row.key });
                  }}
                />
              ))
            )}
            {person ? (
              <BillTotals scope="person" totals={computePersonTotals(person.order)} />
            ) : (
              <BillTotals scope="table" totals={computeTableTotals(shownOrders)} />
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer className="flex-wrap">
        {!orders.isPending && footer.blockedReason && (
          <p id={`${id}-blocked`} className="small text-body-secondary w-100 mb-1">
            {footer.blockedReason}
          </p>
        )}
        {!orders.isPending &&
          footer.buttons.map((button) => {
            const isThis = orderActions.isPending && orderActions.variables.button.kind === button.kind;
            const isBlocked = button.kind === 'requestPayment' && footer.blockedReason !== null;
            return (
              <Button
                key={button.kind}
                variant={button.variant}
                disabled={orderActions.isPending || isBlocked}
                aria-describedby={isBlocked ? `${id}-blocked` : undefined}
                onClick={() => setConfirming(button)}
              >
                {isThis ? 'Processando...' : button.label}
              </Button>
            );
          })}
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      </Modal.Footer>
      <ConfirmDialog
        show={confirming !== null}
        question={confirming?.question}
        isPending={orderActions.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (!confirming) return;
          orderActions.mutate(
            { button: confirming, order: footer.order },
            { onSettled: () => setConfirming(null) },
          );
        }}
      />
    </Modal>
  );
}
