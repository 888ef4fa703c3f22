import {
  type RestaurantTable,
  restaurantTableSchema,
  type UpdateTableBody,
} from '@suavez/shared/contracts/tables.contract';
import { apiFetch } from '@/lib/api-client';

/** `PATCH /merchant/tables/{id}`: changes a table's label, seats, minimum or area. */
export function updateTable(id: string, body: UpdateTableBody): Promise<RestaurantTable> {
  return apiFetch(`/merchant/tables/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: restaurantTableSchema,
  });
}
