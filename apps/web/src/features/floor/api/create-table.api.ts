import {
  type CreateTableBody,
  type RestaurantTable,
  restaurantTableSchema,
} from '@suavez/shared/contracts/tables.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/tables`: a new table (409 when its label exists). */
export function createTable(body: CreateTableBody): Promise<RestaurantTable> {
  return apiFetch('/merchant/tables', { method: 'POST', body, schema: restaurantTableSchema });
}
