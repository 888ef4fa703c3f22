import type { RestaurantTable } from '@suavez/shared/contracts/tables.contract';

/** Table `n` as `GET /merchant/tables` answers it: free, four seats, no area, unless `values` say otherwise. */
export const restaurantTable = (n: number, values: Partial<RestaurantTable> = {}): RestaurantTable => ({
  id: `aaaaaaaa-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
  label: String(n),
  seats: 4,
  minSeats: 1,
  area: null,
  state: 'FREE',
  queueId: null,
  bookingId: null,
  since: null,
  partyName: null,
  partySlot: null,
  billRequestedAt: null,
  ...values,
});
