import type { Order } from '@suavez/shared/contracts/order.contract';

/** One consumer's order at the table (docs/orders-and-bills.md#table-dialog). */
export interface PersonOrder {
  order: Order;
  /** What the hall calls this person: the consumer's name, else the order's position ('Pessoa 2'). */
  personLabel: string;
}

/**
 * The table's orders, one per person, oldest order first (the table's owner opens first). Two consumers with
 * the same name get their position appended, so each 'Pedido de …' and person button is distinct.
 */
export function groupOrdersByPerson(orders: readonly Order[]): PersonOrder[] {
  const sorted = [...orders].sort(
    (a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
  const nameCounts = new Map<string, number>();
  for (const order of sorted) {
    const name = order.consumerName.trim();
    nameCounts.set(name, (nameCounts.get(name) ?? 0) + 1);
  }
  return sorted.map((order, index) => {
    const name = order.consumerName.trim();
    const position = index + 1;
    const personLabel =
      name === '' ? `Pessoa ${position}` : (nameCounts.get(name) ?? 0) > 1 ? `${name} (${position})` : name;
    return { order, personLabel };
  });
}
