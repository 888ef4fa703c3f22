import type { KitchenUnit } from '@suavez/shared/contracts/kitchen.contract';
import { UNDO_DELIVERY_WINDOW_MS } from '@suavez/shared/domain/order-item-machine';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { kitchenKey } from '../api/list-kitchen.api';
import { markUnitReady } from '../api/mark-unit-ready.api';
import { kitchenMessages } from '../kitchen-messages';
import { useKitchenErrorHandler } from './use-kitchen-error';

/**
 * How long 'Desfazer' stays: the server's window less 2 s for the trip, so a press the screen offers is
 * one the server still takes (docs/kitchen.md#ready-and-undo).
 */
export const UNDO_SHOWN_MS = UNDO_DELIVERY_WINDOW_MS - 2_000;

/** A unit just marked ready, with the table it was for, while it can be undone. */
export interface ReadyUnit {
  unit: KitchenUnit;
  tableName: string;
}

/**
 * 'Pronto' and 'Desfazer'. A unit marked ready leaves the screen at once (before the list is read again)
 * and is offered back for `UNDO_SHOWN_MS`; an undone one comes back with the next read.
 */
export function useReadyUnits(merchantId: string) {
  const queryClient = useQueryClient();
  const handleError = useKitchenErrorHandler();
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<string>>(() => new Set());
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(() => new Set());
  const [recent, setRecent] = useState<readonly ReadyUnit[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const setBusy = useCallback((id: string, isBusy: boolean) => {
    setBusyIds((ids) => toggled(ids, id, isBusy));
  }, []);

  const forget = useCallback((id: string) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setRecent((units) => units.filter((ready) => ready.unit.id !== id));
  }, []);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: kitchenKey(merchantId) }),
    [queryClient, merchantId],
  );

  const markReady = useCallback(
    async (ready: ReadyUnit) => {
      const { id } = ready.unit;
      setBusy(id, true);
      try {
        await markUnitReady(id, merchantId);
        setHiddenIds((ids) => toggled(ids, id, true));
        setRecent((units) => [...units.filter((other) => other.unit.id !== id), ready]);
        timers.current.set(
          id,
          setTimeout(() => forget(id), UNDO_SHOWN_MS),
        );
      } catch (error) {
        handleError(error, kitchenMessages.readyFailed);
      } finally {
        setBusy(id, false);
        void refresh();
      }
    },
    [merchantId, handleError, refresh, forget, setBusy],
  );

  const undo = useCallback(
    async (id: string) => {
      setBusy(id, true);
      try {
        await markUnitReady(id, merchantId, true);
        setHiddenIds((ids) => toggled(ids, id, false));
      } catch (error) {
        handleError(error, kitchenMessages.undoFailed);
      } finally {
        forget(id);
        setBusy(id, false);
        void refresh();
      }
    },
    [merchantId, handleError, refresh, forget, setBusy],
  );

  return { hiddenIds, busyIds, recent, markReady, undo };
}

function toggled(ids: ReadonlySet<string>, id: string, isIn: boolean): ReadonlySet<string> {
  const next = new Set(ids);
  if (isIn) next.add(id);
  else next.delete(id);
  return next;
}
