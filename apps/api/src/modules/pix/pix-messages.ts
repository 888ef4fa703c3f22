// The pt-BR answers of the Pix calls (docs/pix.md), in one place so the tests and the screens read the same words.

/** The restaurant has no Pix key. */
export const NO_PIX_KEY_MESSAGE = 'O restaurante ainda não recebe Pix por aqui.';
/** One person's bill is still OPEN: its service fee is not chosen yet. */
export const ORDER_STILL_OPEN_FOR_PIX_MESSAGE =
  'Peça a conta antes de pagar: a taxa de serviço ainda não foi escolhida.';
/** The bill is paid already. */
export const ALREADY_PAID_MESSAGE = 'Esta conta já está paga.';
/** Someone at the table has an order with something to pay and has not asked for the bill. */
export const TABLE_STILL_OPEN_MESSAGE = 'Alguém da mesa ainda não pediu a conta.';
/** The bill sums to nothing. */
export const NOTHING_TO_PAY_MESSAGE = 'Não há valor a pagar.';
/** No bill of the table was asked for yet (nothing to pay, nothing paid). */
export const NO_BILL_REQUESTED_MESSAGE = 'Nenhuma conta desta mesa foi pedida ainda.';
/** 'Já paguei' on bills that are not waiting for a payment. */
export const NOTHING_TO_REPORT_MESSAGE = 'Não há conta aguardando pagamento para informar.';
/** The host records a payment of an order still OPEN. */
export const CONFIRM_OPEN_ORDER_MESSAGE =
  'O pedido ainda está aberto: finalize-o antes de registrar o pagamento.';
/** The order's status does not take a payment (a provider's pending or failed charge). */
export const CANNOT_PAY_MESSAGE = 'Este pedido não pode receber pagamento agora.';
/** The table's bill is all covered by the deposit its booking paid (docs/bookings.md#deposit). */
export const DEPOSIT_COVERS_BILL_MESSAGE = 'O sinal da reserva já cobre a conta da mesa.';
