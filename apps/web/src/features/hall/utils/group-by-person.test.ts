import { describe, expect, it } from 'vitest';
import { groupOrdersByPerson } from './group-by-person';
import { order } from './hall-fixtures.test-data';

describe('groupOrdersByPerson', () => {
  it('lists one entry per order, oldest first, labelled by the consumer', () => {
    const guest = order({ consumerName: 'Bruno', createdAt: '2026-01-05T12:10:00.000Z', items: [] });
    const owner = order({ consumerName: 'Ana', createdAt: '2026-01-05T12:00:00.000Z', items: [] });
    expect(
      groupOrdersByPerson([guest, owner]).map((person) => [person.personLabel, person.order.id]),
    ).toEqual([
      ['Ana', owner.id],
      ['Bruno', guest.id],
    ]);
  });

  it('tells apart two consumers with the same name and names a nameless one by position', () => {
    const persons = groupOrdersByPerson([
      order({ consumerName: 'Ana', createdAt: '2026-01-05T12:00:00.000Z', items: [] }),
      order({ consumerName: 'Ana', createdAt: '2026-01-05T12:01:00.000Z', items: [] }),
      order({ consumerName: ' ', createdAt: '2026-01-05T12:02:00.000Z', items: [] }),
    ]);
    expect(persons.map((person) => person.personLabel)).toEqual(['Ana (1)', 'Ana (2)', 'Pessoa 3']);
  });

  it('is empty for a table without orders', () => {
    expect(groupOrdersByPerson([])).toEqual([]);
  });
});
