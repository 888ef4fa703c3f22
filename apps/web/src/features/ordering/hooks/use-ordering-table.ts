import { useEffect } from 'react';
import { toastApiError } from '@/lib/api-errors';
import { getCookie } from '@/lib/cookies';
import { t } from '@/lib/i18n/i18n';
import { useOrderQuery } from '../api/get-order.api';
import { useOrderingMenuQuery } from '../api/get-ordering-menu.api';
import { useTableQueueQuery } from '../api/get-table-queue.api';
import { useOrderId } from './use-order-id';
import { useTableLive } from './use-table-live';

/**
 * Everything the ordering catalog reads: the table's entry and the menu, the consumer's order (found or
 * opened once the table is checked in), both polled every 5 s and read again when the server pushes a
 * change, and the toasts of their failures.
 */
export function useOrderingTable(queueId: string) {
  const consumerId = getCookie('user');
  const queue = useTableQueueQuery(queueId);
  const status = queue.data?.status;
  // An order is opened only where ordering is allowed (CHECK_IN); afterwards it is still read.
  const hasOrder = status === 'CHECK_IN' || status === 'CHECK_OUT';
  const orderId = useOrderId(queueId, consumerId, hasOrder);
  const order = useOrderQuery(orderId.data ?? null);
  const menu = useOrderingMenuQuery(queue.data?.merchant.id ?? null);
  useTableLive(queueId, orderId.data ?? null, queue.data !== undefined);

  useEffect(() => {
    if (queue.isError) toastApiError(queue.error, t('ordering.queueError'));
  }, [queue.isError, queue.error]);
  useEffect(() => {
    if (menu.isError) toastApiError(menu.error, t('ordering.menuError'));
  }, [menu.isError, menu.error]);
  useEffect(() => {
    if (orderId.isError) toastApiError(orderId.error, t('ordering.createOrderError'));
  }, [orderId.isError, orderId.error]);
  useEffect(() => {
    // A failed read of the order's details says so and empties the lists.
    if (order.isError) toastApiError(order.error, t('ordering.orderError'));
  }, [order.isError, order.error]);

  return {
    consumerId,
    queue,
    orderId: orderId.data ?? null,
    order: order.isError ? null : (order.data ?? null),
    menu,
    isOwner: queue.data !== undefined && queue.data.consumer.id === consumerId,
  };
}
