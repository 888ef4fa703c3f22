import { describe, expect, it } from 'vitest';
import { restaurantTable } from '@/test/table-fixtures';
import { describeFloorTile, floorTileKind, summarizeFloor } from './floor-tile';

const timeZone = 'America/Sao_Paulo';
const now = new Date('2026-12-01T23:35:00.000Z');

describe('describeFloorTile (docs/tables.md#o-salão)', () => {
  it("says 'Livre' and the seats of a free table, with no party and no timer", () => {
    expect(describeFloorTile(restaurantTable(3), now, timeZone)).toEqual({
      kind: 'free',
      name: 'Mesa 3',
      stateText: 'Livre',
      party: null,
      timer: null,
      seats: '4 lugares',
    });
    expect(describeFloorTile(restaurantTable(8, { seats: 8, minSeats: 5 }), now, timeZone).seats).toBe(
      '8 lugares · a partir de 5 pessoas',
    );
  });

  it("says 'Ocupada', who sits there and for how long", () => {
    const seated = restaurantTable(2, {
      state: 'SEATED',
      queueId: 'cccccccc-0000-4000-8000-000000000001',
      since: '2026-12-01T23:00:00.000Z',
      partyName: 'Ana',
      partySlot: 3,
    });
    expect(describeFloorTile(seated, now, timeZone)).toMatchObject({
      kind: 'seated',
      stateText: 'Ocupada',
      party: 'Ana · 3 pessoas',
      timer: 'há 35 min',
    });
    const alone = { ...seated, partySlot: 1 };
    expect(describeFloorTile(alone, now, timeZone).party).toBe('Ana · 1 pessoa');
  });

  it('counts the minutes as the clock moves, in hours past the first', () => {
    const seated = restaurantTable(2, {
      state: 'SEATED',
      since: '2026-12-01T22:20:00.000Z',
      partyName: 'Ana',
    });
    expect(describeFloorTile(seated, new Date('2026-12-01T22:20:30.000Z'), timeZone).timer).toBe(
      'há menos de 1 min',
    );
    expect(describeFloorTile(seated, new Date('2026-12-01T22:21:00.000Z'), timeZone).timer).toBe('há 1 min');
    expect(describeFloorTile(seated, now, timeZone).timer).toBe('há 1 h 15 min');
  });

  it("says 'Quase livre' once the bill was asked for, still naming the party", () => {
    const closing = restaurantTable(5, {
      state: 'SEATED',
      since: '2026-12-01T23:00:00.000Z',
      partyName: 'Caio',
      partySlot: 2,
      billRequestedAt: '2026-12-01T23:30:00.000Z',
    });
    expect(describeFloorTile(closing, now, timeZone)).toMatchObject({
      kind: 'closing',
      stateText: 'Quase livre',
      party: 'Caio · 2 pessoas',
      timer: 'há 35 min',
    });
  });

  it("says 'Reservada às 20:00' in the restaurant's time, from the booking's start", () => {
    // 23:00 UTC is 20:00 in São Paulo.
    const held = restaurantTable(7, {
      state: 'HELD',
      bookingId: 'dddddddd-0000-4000-8000-000000000001',
      since: '2026-12-01T23:00:00.000Z',
    });
    expect(describeFloorTile(held, now, timeZone)).toMatchObject({
      kind: 'held',
      stateText: 'Reservada às 20:00',
      party: null,
      timer: null,
    });
    expect(describeFloorTile(held, now, 'America/Manaus').stateText).toBe('Reservada às 19:00');
    expect(describeFloorTile({ ...held, since: null }, now, timeZone).stateText).toBe('Reservada');
  });

  it.each([
    [{ state: 'FREE', billRequestedAt: null }, 'free'],
    [{ state: 'SEATED', billRequestedAt: null }, 'seated'],
    [{ state: 'SEATED', billRequestedAt: '2026-12-01T23:30:00.000Z' }, 'closing'],
    [{ state: 'HELD', billRequestedAt: null }, 'held'],
  ] as const)('reads %j as %s', (table, kind) => {
    expect(floorTileKind(table)).toBe(kind);
  });
});

describe('summarizeFloor', () => {
  it('counts free, occupied (about to be free too) and held tables, in pt-BR plurals', () => {
    const tables = [
      restaurantTable(1),
      restaurantTable(2),
      restaurantTable(3, { state: 'SEATED', billRequestedAt: '2026-12-01T23:30:00.000Z' }),
      restaurantTable(4, { state: 'HELD' }),
    ];
    expect(summarizeFloor(tables)).toBe('2 livres · 1 ocupada · 1 reservada');
    expect(summarizeFloor([])).toBe('0 livres · 0 ocupadas · 0 reservadas');
  });
});
