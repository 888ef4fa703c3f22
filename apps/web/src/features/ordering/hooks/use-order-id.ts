import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { createOrder } from '../api/create-order.api';
import { getOrderInfo } from '../api/get-order-info.api';

/**
 * The consumer's order id at this table: `GET /order/info`, and on a 404 `POST /order`
 * (docs/orders-and-bills.md#orders). Only once the entry is known (`isReady`), so a consumer not yet seated
 * still gets an order to fill at check-in.
 */
export function useOrderId(queueId: string | null, consumerId: string | null, isReady: boolean) {
  return useQuery({
    queryKey: ['ordering', 'order-id', queueId, consumerId] as const,
    queryFn: async ({ signal }) => {
      const ids = { queueId: queueId ?? '', consumerId: consumerId ?? '' };
      try {
        return (await getOrderInfo(ids.queueId, ids.consumerId, signal)).orderId;
      } catch (error) {
        if (!isApiError(error, 404)) throw error;
      }
      return (await createOrder(ids)).id;
    },
    enabled: queueId !== null && consumerId !== null && isReady,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
