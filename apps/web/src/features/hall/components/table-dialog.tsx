import type { HallEntry, OrderItem } from '@suavez/shared/contracts/order.contract';
import { tableLabelText } from '@suavez/shared/domain/table-label';
import { useId, useMemo, useState } from 'react';
import { Modal, Spinner } from 'react-bootstrap';
import { StaffActions } from '@/components/ui/staff-actions';
import { useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { notify } from '@/lib/notify';
import { useQueueOrdersQuery } from '../api/list-queue-orders.api';
import { hallMessages } from '../hall-messages';
import { useConfirmPayment } from '../hooks/use-confirm-payment';
import { type ItemActionRequest, useItemActions } from '../hooks/use-item-actions';
import { useMarkSoldOut } from '../hooks/use-mark-sold-out';
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
import { type TableMainAction, tableMainAction } from '../utils/table-main-action';
import { BatchBar } from './batch-bar';
import { BillTotals } from './bill-totals';
import { ConfirmDialog } from './confirm-dialog';
import { ItemStatusSection } from './item-status-section';
import { OrderSummary } from './order-summary';
import { PaymentDialog, type PaymentTarget } from './payment-dialog';
import { PersonFilter } from './person-filter';
import { RefuseDialog } from './refuse-dialog';
import { TableDialogFooter } from './table-dialog-footer';
import { TableLabelForm } from './table-label-form';

export interface TableDialogProps {
  entry: HallEntry;
  merchantId: string;
  /** The restaurant's time zone: the times of 'Quem atendeu'. */
  timeZone: string;
  show: boolean;
  onClose: () => void;
  onExited: () => void;
}

/**
 * 'Mesa de {nome}': the table's orders (refetched every 5 s while open and after every action), the
 * person filter, the summary, the items by status with selection and actions, the totals and the order
 * buttons with their confirmation. Full screen below 576 px, for the waiter's phone.
 */
export function TableDialog({ entry, merchantId, timeZone, show, onClose, onExited }: TableDialogProps) {
  const id = useId();
  const queueId = entry.queue.id;
  const orders = useQueueOrdersQuery(show ? queueId : null);
  useMerchantQueryError(orders, hallMessages.ordersLoadFailed);
  const [isGrouped, setIsGrouped] = useState(false);
  const [personOrderId, setPersonOrderId] = useState<string | null>(null);
  const [rawSelection, setSelection] = useState<ItemSelection>(emptySelection);
  const [confirming, setConfirming] = useState<OrderButton | null>(null);
  // A refusal asks first, with a reason the diner reads.
  const [refusing, setRefusing] = useState<ItemActionRequest | null>(null);
  // Cancelling what was already served takes it off the bill: it asks first.
  const [cancellingServed, setCancellingServed] = useState<ItemActionRequest | null>(null);

  const persons = useMemo(() => groupOrdersByPerson(orders.data ?? []), [orders.data]);
  const person = isGrouped ? (persons.find((p) => p.order.id === personOrderId) ?? null) : null;
  const shownOrders = person ? [person.order] : persons.map((p) => p.order);
  const groups = groupItemsByStatus(allItemsOf(shownOrders));
  // Units that changed status on a refetch (or belong to another person's view) drop out.
  const selection = pruneSelection(rawSelection, groups);
  const footer = footerButtonsFor(person?.order ?? null, shownOrders);
  const main = orders.isPending ? null : tableMainAction(person ? [person] : persons, footer);

  const itemActions = useItemActions(queueId, merchantId, () => setSelection(emptySelection));
  const orderActions = useOrderActions(queueId, merchantId, onClose);
  const pendingItem = itemActions.isPending ? itemActions.variables : null;
  const markSoldOut = useMarkSoldOut();
  const refusedItems = menuItemsOf(allItemsOf(orders.data ?? []), refusing?.unitIds ?? []);
  // 'Registrar pagamento' asks how the bill was received (rules §10).
  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const payment = useConfirmPayment(queueId, merchantId, () => setPaying(null));

  const runBatch = (action: ItemAction) => {
    if (selection.unitIds.length === 0) {
      notify('warning', hallMessages.nothingSelected);
      return;
    }
    const request = { action, unitIds: selection.unitIds, mode: 'batch' } as const;
    if (action === 'refuse') setRefusing(request);
    else if (action === 'cancel' && selection.status === 'COMPLETED') setCancellingServed(request);
    else itemActions.mutate(request);
  };
  const runMain = (action: TableMainAction) => {
    if (action.kind === 'acceptAll')
      itemActions.mutate({ action: 'accept', unitIds: action.unitIds, mode: 'batch' });
    else if (action.kind === 'registerPayment') setPaying(action.target);
    else setConfirming(action.button);
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
      {/* The dialog closes from its corner, never from a 'Fechar' beside 'Fechar pedido'. */}
      <Modal.Header closeButton closeLabel="Fechar">
        <Modal.Title id={`${id}-title`} as="h2" className="h5 text-break">
          {entry.queue.table
            ? `${tableLabelText(entry.queue.table)} · ${entry.queue.consumer.name}`
            : `Mesa de ${entry.queue.consumer.name}`}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body aria-busy={orders.isFetching}>
        {entry.staffActions.length > 0 && (
          <details className="table-dialog-history mb-2">
            <summary>Histórico da mesa</summary>
            <StaffActions actions={entry.staffActions} timeZone={timeZone} className="mt-1 mb-0" />
          </details>
        )}
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
            <TableLabelForm
              key={entry.queue.table ?? ''}
              queueId={queueId}
              merchantId={merchantId}
              table={entry.queue.table}
            />
            <OrderSummary slot={entry.queue.slot} persons={persons} onRegisterPayment={setPaying} />
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
                    if (!unit) return;
                    const request = { action, unitIds: [unit.id], mode: 'single', rowKey: row.key } as const;
                    if (action === 'refuse') setRefusing(request);
                    else if (action === 'cancel' && group.status === 'COMPLETED')
                      setCancellingServed(request);
                    else itemActions.mutate(request);
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
      <TableDialogFooter
        footer={orders.isPending ? null : footer}
        main={main}
        describedById={`${id}-blocked`}
        pendingKind={orderActions.isPending ? orderActions.variables.button.kind : null}
        isMainPending={
          itemActions.isPending &&
          itemActions.variables.mode === 'batch' &&
          itemActions.variables.action === 'accept' &&
          selection.unitIds.length === 0
        }
        onChoose={setConfirming}
        onMain={runMain}
      />
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
      <ConfirmDialog
        show={cancellingServed !== null}
        question={
          cancellingServed?.unitIds.length === 1
            ? 'Cancelar este item já entregue? Ele sai da conta.'
            : `Cancelar ${cancellingServed?.unitIds.length ?? 0} itens já entregues? Eles saem da conta.`
        }
        isPending={itemActions.isPending}
        onCancel={() => setCancellingServed(null)}
        onConfirm={() => {
          if (!cancellingServed) return;
          itemActions.mutate(cancellingServed, { onSettled: () => setCancellingServed(null) });
        }}
      />
      <PaymentDialog
        target={paying}
        pendingMethod={payment.isPending ? payment.variables.method : null}
        onCancel={() => setPaying(null)}
        onConfirm={(method) => paying && payment.mutate({ orderId: paying.orderId, method })}
      />
      <RefuseDialog
        show={refusing !== null}
        count={refusing?.unitIds.length ?? 1}
        items={refusedItems}
        isPending={itemActions.isPending}
        onCancel={() => setRefusing(null)}
        onConfirm={(reason, soldOutItemIds) => {
          if (!refusing) return;
          itemActions.mutate(
            { ...refusing, ...(reason ? { reason } : {}) },
            {
              onSettled: () => {
                setRefusing(null);
                // After the refusal, so its toast is the one left on screen (one toast at a time).
                if (soldOutItemIds.length > 0) markSoldOut.mutate(soldOutItemIds);
              },
            },
          );
        }}
      />
    </Modal>
  );
}

/** The menu items of `unitIds`, once each, in the order of the units. */
function menuItemsOf(units: readonly OrderItem[], unitIds: readonly string[]) {
  const wanted = new Set(unitIds);
  const items = new Map<string, { id: string; name: string }>();
  for (const unit of units) {
    if (wanted.has(unit.id)) items.set(unit.item.id, { id: unit.item.id, name: unit.item.name });
  }
  return [...items.values()];
}
