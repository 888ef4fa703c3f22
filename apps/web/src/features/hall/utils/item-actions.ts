import { orderItemEventsFrom } from '@suavez/shared/domain/order-item-machine';
import type { OrderItemStatus } from '@suavez/shared/domain/order-item-status';
import { agree, countOf } from '@suavez/shared/domain/plural';

/** The merchant's four item calls, `PATCH /order/item/{action}`. */
export const itemActions = ['accept', 'refuse', 'deliver', 'cancel'] as const;

/** One of the merchant's item calls. */
export type ItemAction = (typeof itemActions)[number];

interface ItemActionText {
  /** Button label. */
  label: string;
  variant: string;
  /** Single-unit toasts (docs/orders-and-bills.md#table-dialog). */
  done: string;
  failed: string;
  /** The batch's toast: '{n} itens {participles}' and/or 'Falha ao {infinitive} {n} itens' (real plurals). */
  participle: string;
  participles: string;
  infinitive: string;
}

/** Labels and toasts of each item action (exact strings: docs/orders-and-bills.md#table-dialog). */
export const itemActionText: Readonly<Record<ItemAction, ItemActionText>> = {
  accept: {
    label: 'Aceitar',
    variant: 'success',
    done: 'Item aceito com sucesso',
    failed: 'Erro ao aceitar o item',
    participle: 'aceito',
    participles: 'aceitos',
    infinitive: 'aceitar',
  },
  refuse: {
    label: 'Recusar',
    variant: 'outline-danger',
    done: 'Item recusado com sucesso',
    failed: 'Erro ao recusar o item',
    participle: 'recusado',
    participles: 'recusados',
    infinitive: 'recusar',
  },
  deliver: {
    label: 'Entregar',
    variant: 'primary',
    done: 'Item entregue com sucesso',
    failed: 'Erro ao marcar o item como entregue',
    participle: 'entregue',
    participles: 'entregues',
    infinitive: 'entregar',
  },
  cancel: {
    label: 'Cancelar',
    variant: 'outline-danger',
    done: 'Item cancelado com sucesso',
    failed: 'Erro ao cancelar o item',
    participle: 'cancelado',
    participles: 'cancelados',
    infinitive: 'cancelar',
  },
};

/**
 * A button's label for units in `status`. On a cancel request the plain verbs would mislead ('Aceitar'
 * accepts the item, not the request; 'Cancelar' reads like dismissing the dialog), so they say what happens
 * to the item: 'Manter item' (accept: the request is denied and the item served) and 'Aprovar cancelamento'
 * (cancel: the request is granted). The toasts stay the specification's.
 */
export function itemActionLabel(action: ItemAction, status: OrderItemStatus): string {
  if (status === 'CANCEL_REQUEST' && action === 'accept') return 'Manter item';
  if (status === 'CANCEL_REQUEST' && action === 'cancel') return 'Aprovar cancelamento';
  return itemActionText[action].label;
}

/**
 * The item buttons a merchant gets for units in `status`, straight from the shared item machine: SENT
 * accept/refuse, CANCEL_REQUEST accept (denies the request)/cancel (grants it), ACCEPTED and PREPARING
 * deliver/cancel, COMPLETED cancel; CREATED (the consumer's cart), REFUSED and CANCELED none.
 */
export function itemActionsFor(status: OrderItemStatus): ItemAction[] {
  const events = new Set<string>(orderItemEventsFrom(status, 'merchant'));
  return itemActions.filter((action) => events.has(action));
}

/** Whether a status group has checkboxes and 'Selecionar todos': only when some action applies to it. */
export function isSelectableStatus(status: OrderItemStatus): boolean {
  return itemActionsFor(status).length > 0;
}

/** A toast to show. */
export interface HallToast {
  kind: 'success' | 'error';
  message: string;
}

/**
 * The toast after a batch, one (toasts come one at a time: docs/screens.md#fixed-values): the successes and
 * the failures, each only when non-zero, in one message; an error when anything failed.
 */
export function batchResultToast(action: ItemAction, succeeded: number, failed: number): HallToast | null {
  const text = itemActionText[action];
  const parts: string[] = [];
  if (succeeded > 0) {
    const word = agree(succeeded, text.participle, text.participles);
    parts.push(`${countOf(succeeded, 'item', 'itens')} ${word}`);
  }
  if (failed > 0) parts.push(`Falha ao ${text.infinitive} ${countOf(failed, 'item', 'itens')}`);
  if (parts.length === 0) return null;
  return { kind: failed > 0 ? 'error' : 'success', message: parts.join('. ') };
}
