import type { RestaurantTable } from '@suavez/shared/contracts/tables.contract';

/** The tables grouped by area in the server's order (tables without an area first, as 'Sem área'). */
export function groupTablesByArea<T extends Pick<RestaurantTable, 'area'>>(
  tables: readonly T[],
): { area: string; tables: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const table of tables) {
    const area = table.area ?? 'Sem área';
    groups.set(area, [...(groups.get(area) ?? []), table]);
  }
  return [...groups].map(([area, list]) => ({ area, tables: list }));
}

/** '4 lugares', '8 lugares · a partir de 5 pessoas'. */
export function seatsText(table: Pick<RestaurantTable, 'seats' | 'minSeats'>): string {
  const seats = table.seats === 1 ? '1 lugar' : `${table.seats} lugares`;
  return table.minSeats > 1 ? `${seats} · a partir de ${table.minSeats} pessoas` : seats;
}
