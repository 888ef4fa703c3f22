import {
  type RestaurantTableList,
  restaurantTableListSchema,
} from '@suavez/shared/contracts/tables.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/**
 * `GET /merchant/tables` (owner, host, waiter): the tables 'Chegou' may seat a party at. Its own copy of the
 * floor's fetcher: features do not import each other.
 */
export function useBookingTablesQuery(isEnabled: boolean) {
  return useQuery({
    queryKey: ['merchant', 'tables'],
    queryFn: ({ signal }): Promise<RestaurantTableList> =>
      apiFetch('/merchant/tables', { schema: restaurantTableListSchema, signal }),
    enabled: isEnabled,
  });
}
