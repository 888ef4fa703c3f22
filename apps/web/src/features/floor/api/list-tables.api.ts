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

/** Polling period of the floor, the fallback of its live updates (as the hall's: docs/screens.md#fixed-values). */
export const FLOOR_POLL_MS = 15_000;

/** The restaurant's tables (the owner's 'Mesas' screen). */
export function useTablesQuery() {
  return useQuery({ queryKey: tablesKey, queryFn: ({ signal }) => listTables(signal) });
}

/** The tables with their state, polled every 15 s (the floor: docs/tables.md#o-salão). */
export function useFloorTablesQuery() {
  return useQuery({
    queryKey: tablesKey,
    queryFn: ({ signal }) => listTables(signal),
    refetchInterval: FLOOR_POLL_MS,
  });
}
