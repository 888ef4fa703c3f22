import { useEffect } from 'react';
import { toastApiError } from '@/lib/api-errors';
import { getCookie } from '@/lib/cookies';
import { useOrderQuery } from '../api/get-order.api';
import { useOrderingMenuQuery } from '../api/get-ordering-menu.api';
import { useTableQueueQuery } from '../api/get-table-queue.api';
import { CREATE_ORDER_ERROR, useOrderId } from './use-order-id';
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
    if (queue.isError) toastApiError(queue.error, 'Erro para encontrar a fila');
  }, [queue.isError, queue.error]);
  useEffect(() => {
    if (menu.isError) toastApiError(menu.error, 'Erro para encontrar o cardápio');
  }, [menu.isError, menu.error]);
  useEffect(() => {
    if (orderId.isError) toastApiError(orderId.error, CREATE_ORDER_ERROR);
  }, [orderId.isError, orderId.error]);
  useEffect(() => {
    // A failed read of the order's details says so and empties the lists.
    if (order.isError) toastApiError(order.error, 'Erro ao buscar detalhes do pedido');
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
