import {
  type RestaurantTableList,
  restaurantTableListSchema,
} from '@suavez/shared/contracts/tables.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Query key of the restaurant's tables; every change refetches it. */
export const tablesKey = ['merchant', 'tables'] as const;

/** `GET /merchant/tables`: every table with its state, by area then label. */
export function listTables(signal?: AbortSignal): Promise<RestaurantTableList> {
  return apiFetch('/merchant/tables', { schema: restaurantTableListSchema, ...(signal ? { signal } : {}) });
}

/** The restaurant's tables (the owner's 'Mesas' screen, the free tables of 'Chegou' on 'Reservas'). */
export function useTablesQuery({ isEnabled = true } = {}) {
  return useQuery({ queryKey: tablesKey, queryFn: ({ signal }) => listTables(signal), enabled: isEnabled });
}
