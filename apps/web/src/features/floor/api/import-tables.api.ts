import {
  type ImportTablesBody,
  type RestaurantTableList,
  restaurantTableListSchema,
} from '@suavez/shared/contracts/tables.contract';
import { apiFetch } from '@/lib/api-client';

/** `POST /merchant/tables/import`: every table of the text ('Mesa 1..20, 4 lugares'), or none. */
export function importTables(body: ImportTablesBody): Promise<RestaurantTableList> {
  return apiFetch('/merchant/tables/import', { method: 'POST', body, schema: restaurantTableListSchema });
}
