import {
  type RestaurantTableList,
  restaurantTableListSchema,
} from '@suavez/shared/contracts/tables.contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** Query key of the restaurant's tables; every change refetches it. */
export const tablesKey = ['merchant', 'tables'] as const;

/** `GET /merchant/tables`: every table with its state, by area then label (the floor and the QR page's). */
export function listTables(signal?: AbortSignal): Promise<RestaurantTableList> {
  return apiFetch('/merchant/tables', { schema: restaurantTableListSchema, ...(signal ? { signal } : {}) });
}

/** Polling period of the floor, the fallback of its live updates (as the hall's: docs/screens.md#fixed-values). */
export const FLOOR_POLL_MS = 15_000;

/**
 * The restaurant's tables (the owner's 'Mesas' screen; the QR page's defined labels, `enabled` only for a role
 * the server lets read them: owner, host, waiter).
 */
export function useTablesQuery(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: tablesKey,
    queryFn: ({ signal }) => listTables(signal),
    enabled: options.enabled ?? true,
  });
}

/** The tables with their state, polled every 15 s (the floor: docs/tables.md#o-salão). */
export function useFloorTablesQuery() {
  return useQuery({
    queryKey: tablesKey,
    queryFn: ({ signal }) => listTables(signal),
    refetchInterval: FLOOR_POLL_MS,
  });
}
