import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastApiError } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { addOrderItem } from '../api/add-order-item.api';
import { closeOrder } from '../api/close-order.api';
import { orderKey } from '../api/get-order.api';
import { removeOrderItem } from '../api/remove-order-item.api';
import { requestItemCancel } from '../api/request-item-cancel.api';
import { sendOrder } from '../api/send-order.api';

/** What an action is busy with, so its button shows a spinner and a double tap does nothing. */
export type PendingAction = 'add' | 'remove' | 'cancel' | 'send' | 'close' | null;

/**
 * The consumer's order calls with their toasts (docs/screens.md#texts). Each answers whether
 * it succeeded; the order is read again after every call.
 */
export function useOrderActions(orderId: string | null, queueId: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingAction>(null);

  async function run(
    kind: Exclude<PendingAction, null>,
    call: () => Promise<void>,
    errorMessage: string,
    success?: string,
  ) {
    if (!orderId || pending) return false;
    setPending(kind);
    try {
      await call();
      if (success) notify('success', success);
      return true;
    } catch (error) {
      toastApiError(error, errorMessage);
      return false;
    } finally {
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: orderKey(orderId) });
    }
  }

  return {
    pending,
    add: (itemId: string) =>
      run('add', () => addOrderItem(orderId ?? '', itemId), 'Erro para adicionar um item ao pedido'),
    remove: (orderItemId: string) =>
      run('remove', () => removeOrderItem(orderItemId), 'Erro ao remover um item do pedido'),
    requestCancel: (orderItemId: string) =>
      run(
        'cancel',
        () => requestItemCancel(orderItemId),
        'Erro ao solicitar cancelamento.',
        'Solicitação de cancelamento enviada com sucesso.',
      ),
    send: () =>
      run('send', () => sendOrder(orderId ?? ''), 'Erro ao enviar o pedido.', 'Pedido enviado com sucesso.'),
    close: (serviceFee: number) =>
      run(
        'close',
        () => closeOrder({ orderId: orderId ?? '', queueId, serviceFee }),
        'Erro ao finalizar o pedido.',
        'Pedido finalizado com sucesso.',
      ),
  };
}
