import { closeOrder } from '../api/close-order.api';
import { removeOrderItem } from '../api/remove-order-item.api';
import { requestItemCancel } from '../api/request-item-cancel.api';
import { sendOrder } from '../api/send-order.api';
import type { RunOrderAction } from './use-order-actions';

/** The cart's and the bill's order calls, each through `run` with its toasts (docs/screens.md#texts). */
export function createOrderEdits(run: RunOrderAction, queueId: string) {
  return {
    remove: (orderItemId: string) =>
      run('remove', () => removeOrderItem(orderItemId), 'Erro ao remover um item do pedido'),
    requestCancel: (orderItemId: string) =>
      run(
        'cancel',
        () => requestItemCancel(orderItemId),
        'Erro ao solicitar cancelamento.',
        'Solicitação de cancelamento enviada com sucesso.',
      ),
    send: () => run('send', sendOrder, 'Erro ao enviar o pedido.', 'Pedido enviado com sucesso.'),
    close: (serviceFee: number) =>
      run(
        'close',
        (orderId) => closeOrder({ orderId, queueId, serviceFee }),
        'Erro ao finalizar o pedido.',
        'Pedido finalizado com sucesso.',
      ),
  };
}
