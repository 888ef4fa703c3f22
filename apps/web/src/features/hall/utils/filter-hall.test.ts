import type { HallEntry } from '@suavez/shared/contracts/order.contract';
import { describe, expect, it } from 'vitest';
import { hallEntryFixture } from '@/test/order-fixtures';
import { filterHallEntries } from './filter-hall';

const entry = (name: string, table: string | null = null): HallEntry =>
  hallEntryFixture({
    id: `00000000-0000-4000-8000-${name.length.toString().padStart(12, '0')}`,
    consumer: { name },
    table,
  });

describe('filterHallEntries', () => {
  const entries = [entry('Ana Souza'), entry('JOÃO', 'Varanda 12'), entry('Bruna', '3')];
  it.each([
    ['', ['Ana Souza', 'JOÃO', 'Bruna']],
    ['  ', ['Ana Souza', 'JOÃO', 'Bruna']],
    ['ana', ['Ana Souza']],
    ['joão', ['JOÃO']],
    ['UN', ['Bruna']],
    ['xyz', []],
    // The table's label matches too.
    ['12', ['JOÃO']],
    ['varanda', ['JOÃO']],
    ['3', ['Bruna']],
  ])('%j → %j', (search, expected) => {
    expect(filterHallEntries(entries, search).map((e) => e.queue.consumer.name)).toEqual(expected);
  });
});
