import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { SESSION_LOST_MESSAGE } from '@/hooks/use-merchant-logout';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { hallKey } from '../api/list-hall-entries.api';
import { queueOrdersKey } from '../api/list-queue-orders.api';
import { runOrderItemAction } from '../api/run-order-item-action.api';
import { batchResultToast, type ItemAction, itemActionText } from '../utils/item-actions';

/** What is being sent: one unit from a row's button, or the selected units from a batch button. */
export interface ItemActionRequest {
  action: ItemAction;
  unitIds: readonly string[];
  mode: 'single' | 'batch';
  /** The row whose button was pressed (single mode), to show 'Processando...' there. */
  rowKey?: string;
  /** Why the units are refused (refuse only); the diner reads it. */
  reason?: string;
}

/**
 * The item buttons of the table dialog. A batch sends one call per unit
 * (docs/orders-and-bills.md#table-dialog), all at once, then reports how many succeeded and how many failed;
 * a single button toasts its own message. Either way the table and the hall are fetched again, so a lost race
 * shows what the server now holds.
 */
export function useItemActions(queueId: string, merchantId: string, onBatchDone: () => void) {
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  return useMutation({
    mutationFn: async ({ action, unitIds, mode, reason }: ItemActionRequest) => {
      if (mode === 'single') {
        const [unitId] = unitIds;
        if (unitId) await runOrderItemAction(action, unitId, merchantId, reason);
        return { succeeded: 1, failed: 0, firstError: null as unknown };
      }
      const results = await Promise.allSettled(
        unitIds.map((unitId) => runOrderItemAction(action, unitId, merchantId, reason)),
      );
      const failures = results.filter((result) => result.status === 'rejected');
      return {
        succeeded: results.length - failures.length,
        failed: failures.length,
        firstError: failures[0]?.reason as unknown,
      };
    },
    onSuccess: ({ succeeded, failed, firstError }, { action, mode }) => {
      if (mode === 'single') {
        notify('success', itemActionText[action].done);
        return;
      }
      onBatchDone();
      if (isApiError(firstError, 401)) {
        handleError(firstError, SESSION_LOST_MESSAGE);
        return;
      }
      const toast = batchResultToast(action, succeeded, failed);
      if (toast) notify(toast.kind, toast.message);
    },
    onError: (error, { action }) => handleError(error, itemActionText[action].failed),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queueOrdersKey(queueId) }),
        queryClient.invalidateQueries({ queryKey: hallKey(merchantId), exact: true }),
      ]),
  });
}
