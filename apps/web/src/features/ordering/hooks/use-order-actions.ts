import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { toastApiError } from '@/lib/api-errors';
import { t } from '@/lib/i18n/i18n';
import { notify } from '@/lib/notify';
import type { UnitChoice } from '../api/add-order-item.api';
import { orderKey } from '../api/get-order.api';

/** What an action is busy with, so its button shows a spinner and a double tap does nothing. */
export type PendingAction = 'add' | 'remove' | 'cancel' | 'send' | 'close' | null;

/**
 * Runs one order call with its toasts (docs/screens.md#texts): nothing while another runs or without an
 * order; answers whether it succeeded; the order is read again after every call.
 */
export type RunOrderAction = (
  kind: Exclude<PendingAction, null>,
  call: (orderId: string) => Promise<void>,
  errorMessage: string,
  success?: string,
  /** A refusal (4xx) shows the server's own words ('Item esgotado.'); other failures the screen's message. */
  showsRefusal?: boolean,
) => Promise<boolean>;

/**
 * The consumer's order calls: `add` (the item drawer's 'Adicionar ao pedido') and `run`, which the cart's
 * own calls go through (`order-edits.ts`, in the overlays' chunk: the menu's first paint does not need them).
 */
export function useOrderActions(orderId: string | null) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingAction>(null);

  const run: RunOrderAction = async (kind, call, errorMessage, success, showsRefusal) => {
    if (!orderId || pending) return false;
    setPending(kind);
    try {
      await call(orderId);
      if (success) notify('success', success);
      return true;
    } catch (error) {
      const isRefusal = error instanceof ApiError && error.status >= 400 && error.status < 500;
      toastApiError(error, errorMessage, { preferServerMessage: showsRefusal && isRefusal });
      return false;
    } finally {
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: orderKey(orderId) });
    }
  };

  return {
    pending,
    run,
    /**
     * Adds `quantity` units with the same options and note, one `PUT /order` each (the API adds one unit per
     * call), and says `success` once all are in. A refusal shows the server's words ('Item esgotado.', the
     * group whose choice is wrong).
     */
    add: (itemId: string, choice: UnitChoice = {}, quantity = 1, success?: string) =>
      run(
        'add',
        async (id) => {
          // Its own chunk (the item drawer's form loads it first): the menu's first paint does not need it.
          const { addOrderItem } = await import('../api/add-order-item.api');
          for (let unit = 0; unit < quantity; unit += 1) await addOrderItem(id, itemId, choice);
        },
        t('ordering.addError'),
        success,
        true,
      ),
  };
}

/** The order calls as the screen hands them to its overlays. */
export type OrderActions = ReturnType<typeof useOrderActions>;
