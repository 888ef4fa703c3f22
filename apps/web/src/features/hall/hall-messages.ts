/**
 * Every toast of the hall. The specification's own are spelled exactly as it gives them
 * (docs/screens.md#texts); the ones marked "ours" cover calls the specification names no message for.
 */
export const hallMessages = {
  hallLoadFailed: 'Erro ao buscar clientes',
  // Ours, borrowed from the consumer's ordering toasts: the specification names no message for the table's
  // orders.
  ordersLoadFailed: 'Erro ao buscar detalhes do pedido',
  nothingSelected: 'Nenhum item selecionado',
  requestPaymentDone: 'Pedido finalizado com sucesso',
  requestPaymentFailed: 'Erro ao finalizar o pedido',
  closeDone: 'Pedido fechado com sucesso',
  closeFailed: 'Erro ao fechar o pedido',
  reopenDone: 'Pedido reaberto com sucesso',
  reopenFailed: 'Erro ao reabrir o pedido',
  checkoutDone: 'Mesa encerrada',
  checkoutFailed: 'Erro ao encerrar a mesa',
  // Ours: the table's label (docs/queue.md#table-labels).
  tableLabelDone: 'Mesa atualizada',
  tableLabelFailed: 'Erro ao atualizar a mesa',
  // Ours: 'Esgotado' from a refusal.
  soldOutDone: 'Item marcado como esgotado',
  soldOutManyDone: 'Itens marcados como esgotados',
  soldOutFailed: 'Erro ao marcar o item como esgotado',
  backOnSaleDone: 'Item disponível novamente',
  menuLoadFailed: 'Erro para encontrar o cardápio',
  // Ours: the host records how a bill was paid (rules §10).
  paymentDone: 'Pagamento registrado',
  paymentFailed: 'Erro ao registrar o pagamento',
} as const;
