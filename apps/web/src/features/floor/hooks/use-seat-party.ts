import type { MerchantQueueEntry } from '@suavez/shared/contracts/queue-merchant.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { currentQueueKeyPrefix } from '@/api/list-current-queue.api';
import { tablesKey } from '@/api/list-tables.api';
import { runQueueAction } from '@/api/run-queue-action.api';
import { useMerchantErrorHandler } from '@/hooks/use-merchant-error-handler';
import { isApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';

/** What the seat dialog confirms: this party at this table (its label), over a booking's hold if `force`. */
export interface SeatRequest {
  entry: MerchantQueueEntry;
  table: string;
  /** The host said 'Sentar mesmo assim' at a held table (rules §13 'Held tables'). */
  force?: boolean;
}

/**
 * Seats a waiting party at a free table with the queue card's own check-in (`POST /queue/checkin?queueId&
 * table`, docs/tables.md#seating). A party still in line is called first (`POST /queue/call`): the check-in
 * takes a called party, and a host seating someone at the door has called them. A refusal the dialog can
 * explain ('Mesa ocupada.', 'Mesa reservada às 20:00.', a party that left) shows in it as `problem`; anything
 * else is a toast. A party this dialog called is not called again when the host retries (with `force` after a
 * hold's refusal) before the queue's list says it is called.
 */
export function useSeatParty(merchantId: string, onSeated: () => void) {
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  const [problem, setProblem] = useState<string | null>(null);
  const calledIds = useRef(new Set<string>());
  const mutation = useMutation({
    mutationFn: async ({ entry, table, force }: SeatRequest) => {
      if (entry.status === 'IN_QUEUE' && !calledIds.current.has(entry.id)) {
        await runQueueAction('call', entry.id);
        calledIds.current.add(entry.id);
      }
      return runQueueAction('checkin', entry.id, undefined, table, force);
    },
    onMutate: () => setProblem(null),
    onSuccess: (_answer, { entry }) => {
      notify('success', `Check-in de ${entry.consumer.name} feito`);
      onSeated();
    },
    onError: (error) => {
      if (isApiError(error, 409)) setProblem(error.message);
      else handleError(error, 'Erro ao realizar checkin');
    },
    // Success or a lost race: the floor and the queue show what the server now holds.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tablesKey }),
        queryClient.invalidateQueries({ queryKey: currentQueueKeyPrefix(merchantId) }),
      ]),
  });
  return { mutation, problem, clearProblem: () => setProblem(null) };
}
