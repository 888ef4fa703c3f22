import type { Db } from '#api/db/client';
import { AppError } from '#api/lib/app-error';
import { ownedRow } from '#api/lib/owned-row';
import { deleteCreatedItem, findOrderItemContext } from './order-item.repository';

/** The pt-BR answer when the unit already left the cart. */
export const NOT_IN_CART_MESSAGE = 'Só é possível remover itens que ainda não foram enviados.';

/** `DELETE /order/item`: the consumer takes one CREATED unit out of its own cart (the row is deleted). */
export async function removeOrderItem(options: { db: Db; consumerId: string; orderItemId: string }) {
  // An unknown unit answers as another consumer's does (docs/access.md#unknown-ids).
  const context = ownedRow(
    await findOrderItemContext(options.db, options.orderItemId),
    (found) => found.orderConsumerId === options.consumerId,
  );
  // The delete itself checks CREATED: a unit sent meanwhile is not removed.
  const isDeleted = await deleteCreatedItem(options.db, context.item);
  if (!isDeleted) throw new AppError('INVALID_TRANSITION', NOT_IN_CART_MESSAGE);
}
