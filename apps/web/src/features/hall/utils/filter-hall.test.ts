import type { HallEntry } from '@suavez/shared/contracts/order.contract';
import { describe, expect, it } from 'vitest';
import { filterHallEntries } from './filter-hall';

const entry = (name: string): HallEntry => ({
  queue: {
    id: `00000000-0000-4000-8000-${name.length.toString().padStart(12, '0')}`,
    slot: 2,
    consumer: { name },
  },
  pendingSentItems: 0,
  pendingCancelRequestedItems: 0,
  firstItem: null,
});

describe('filterHallEntries', () => {
  const entries = [entry('Ana Souza'), entry('JOÃO'), entry('Bruna')];
  it.each([
    ['', ['Ana Souza', 'JOÃO', 'Bruna']],
    ['  ', ['Ana Souza', 'JOÃO', 'Bruna']],
    ['ana', ['Ana Souza']],
    ['joão', ['JOÃO']],
    ['UN', ['Bruna']],
    ['xyz', []],
  ])('%j → %j', (search, expected) => {
    expect(filterHallEntries(entries, search).map((e) => e.queue.consumer.name)).toEqual(expected);
  });
});
