import type { HallEntry } from '@suavez/shared/contracts/order.contract';

/**
 * The tiles matching 'Buscar mesa por nome ou número...': case-insensitive substring of the owner's name or
 * of the table's label (docs/orders-and-bills.md#hall).
 */
export function filterHallEntries(entries: readonly HallEntry[], search: string): HallEntry[] {
  const needle = search.trim().toLocaleLowerCase('pt-BR');
  if (needle === '') return [...entries];
  return entries.filter(({ queue }) =>
    [queue.consumer.name, queue.table ?? ''].some((text) => text.toLocaleLowerCase('pt-BR').includes(needle)),
  );
}
