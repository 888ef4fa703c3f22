import {
  type AddWalkInBody,
  type AddWalkInResponse,
  addWalkInResponseSchema,
} from '@suavez/shared/contracts/queue-merchant.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentQueueKeyPrefix } from '@/api/list-current-queue.api';
import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/queue {name, slot, phone?}`: the party at the door joins the queue as IN_QUEUE. */
export function addWalkIn(body: AddWalkInBody): Promise<AddWalkInResponse> {
  return apiFetch('/merchant/queue', { method: 'POST', body, schema: addWalkInResponseSchema });
}

/** '+ Adicionar': adds the walk-in, then reloads the live queue (the new card shows at once). */
export function useAddWalkInMutation(merchantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addWalkIn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: currentQueueKeyPrefix(merchantId) }),
  });
}
