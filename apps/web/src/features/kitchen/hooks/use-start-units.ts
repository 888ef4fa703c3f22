import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { kitchenKey } from '../api/list-kitchen.api';
import { startUnit } from '../api/start-unit.api';
import { kitchenMessages } from '../kitchen-messages';
import { useKitchenErrorHandler } from './use-kitchen-error';

/**
 * 'Começar' (docs/kitchen.md#started). A unit started here shows 'Em preparo' at once, before the list is
 * read again; its button stays disabled while the call runs. A 409 (another screen started, delivered or
 * cancelled it first) says the server's words, and the list is read again either way.
 */
export function useStartUnits(merchantId: string) {
  const queryClient = useQueryClient();
  const handleError = useKitchenErrorHandler();
  const [startedIds, setStartedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [startingIds, setStartingIds] = useState<ReadonlySet<string>>(() => new Set());

  const start = useCallback(
    async (id: string) => {
      setStartingIds((ids) => new Set(ids).add(id));
      try {
        await startUnit(id, merchantId);
        setStartedIds((ids) => new Set(ids).add(id));
      } catch (error) {
        handleError(error, kitchenMessages.startFailed);
      } finally {
        setStartingIds((ids) => {
          const next = new Set(ids);
          next.delete(id);
          return next;
        });
        void queryClient.invalidateQueries({ queryKey: kitchenKey(merchantId) });
      }
    },
    [merchantId, handleError, queryClient],
  );

  return { startedIds, startingIds, start };
}
