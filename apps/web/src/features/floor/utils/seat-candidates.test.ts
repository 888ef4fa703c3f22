import { describe, expect, it } from 'vitest';
import { restaurantTable } from '@/test/table-fixtures';
import { waitingEntry } from './floor-fixtures.test-data';
import { listSeatCandidates, MAX_SEAT_CANDIDATES } from './seat-candidates';

describe('listSeatCandidates (rules §13 Fit)', () => {
  it('offers the parties the table fits, the longest-waiting first', () => {
    const table = restaurantTable(1, { seats: 4, minSeats: 2 });
    const entries = [
      waitingEntry(3, 'Caio', 4, { status: 'CALLED' }),
      waitingEntry(1, 'Ana', 1),
      waitingEntry(2, 'Bia', 2, { status: 'ACCEPTED_RESTAURANT_CALL' }),
      waitingEntry(4, 'Duda', 5),
      waitingEntry(0, 'Eva', 3, { status: 'WAITING_CONFIRMATION' }),
    ];
    // Ana is alone (below the minimum), Duda's five do not fit, Eva is not accepted yet.
    expect(listSeatCandidates(table, entries).map((entry) => entry.consumer.name)).toEqual(['Bia', 'Caio']);
  });

  it('offers nothing when no one fits, and at most a handful', () => {
    expect(listSeatCandidates(restaurantTable(1, { seats: 2 }), [waitingEntry(1, 'Ana', 6)])).toEqual([]);
    const many = Array.from({ length: 9 }, (_, n) => waitingEntry(n, `P${n}`, 2));
    const offered = listSeatCandidates(restaurantTable(1), many);
    expect(offered).toHaveLength(MAX_SEAT_CANDIDATES);
    expect(offered[0]?.consumer.name).toBe('P0');
  });
});
