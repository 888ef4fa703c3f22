import type { HallEntry } from '@suavez/shared/contracts/order.contract';

/**
 * The tiles matching 'Buscar mesa por nome...': case-insensitive substring of the owner's name
 * (docs/orders-and-bills.md#hall).
 */
export function filterHallEntries(entries: readonly HallEntry[], search: string): HallEntry[] {
  const needle = search.trim().toLocaleLowerCase('pt-BR');
  if (needle === '') return [...entries];
  return entries.filter((entry) => entry.queue.consumer.name.toLocaleLowerCase('pt-BR').includes(needle));
}
