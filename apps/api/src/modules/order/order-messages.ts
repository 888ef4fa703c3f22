// The pt-BR answers of the order calls, in one place so the tests and the screens read the same words.

/** The consumer has no order at that table yet (`GET /order/info`). */
export const NO_ORDER_MESSAGE = 'Você ainda não tem um pedido nesta mesa.';
/** The order id is unknown. */
export const ORDER_NOT_FOUND_MESSAGE = 'Pedido não encontrado.';
/** The queue entry is unknown. */
export const QUEUE_NOT_FOUND_MESSAGE = 'Fila não encontrada.';
/** Ordering happens only at the table (queue entry CHECK_IN). */
export const NOT_SEATED_MESSAGE = 'Os pedidos só podem ser feitos depois do check-in na mesa.';
/** The order is no longer open to changes. */
export const ORDER_NOT_OPEN_MESSAGE = 'O pedido já foi finalizado.';
/** The menu item cannot be ordered (inactive, deleted, or of another restaurant). */
export const ITEM_UNAVAILABLE_MESSAGE = 'Este item não está disponível no cardápio.';
/** The menu item is sold out ('Esgotado'): still listed, not orderable. */
export const ITEM_SOLD_OUT_MESSAGE = 'Item esgotado';
/** A delivery is taken back only within a few seconds. */
export const UNDO_DELIVERY_EXPIRED_MESSAGE = 'Não é mais possível desfazer a entrega deste item.';
/** Nothing in the cart to send. */
export const EMPTY_CART_MESSAGE = 'Seu carrinho está vazio.';
/** The consumer asks for the bill while units are still being handled. */
export const CANNOT_CLOSE_MESSAGE =
  'Só é possível pedir a conta quando todos os itens foram entregues, recusados ou cancelados.';
/** The body's queue id is not the order's. */
export const ORDER_NOT_IN_QUEUE_MESSAGE = 'Este pedido não pertence a esta fila.';
/** Checkout while some order of the table is not closed. */
export const OPEN_ORDERS_AT_CHECKOUT_MESSAGE =
  'Há pedidos não fechados nesta mesa: feche todos os pedidos antes do checkout.';
