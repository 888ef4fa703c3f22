import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultWaitEstimateSettings,
  fitMask,
  largestRival,
  predictWait,
  slotBucket,
  tableKinds,
  type WaitQuery,
  type WaitSample,
} from './wait-estimate';
import { buildWaitSamples, toWaitQuery, zonedWeekdayHour } from './wait-estimate-samples';

const MINUTE = 60_000;
const WEEK = 7 * 24 * 60 * MINUTE;
// Monday 2026-01-05, 12:00 in São Paulo.
const now = Date.parse('2026-01-05T15:00:00Z');
const query: WaitQuery = { atMs: now, slot: 2, ahead: 3, weekday: 0, hour: 12 };

/** A sample like the query (same size, queue, weekday and hour) that joined `ageMs` ago. */
function sample(waitMinutes: number, overrides: Partial<WaitSample> = {}, ageMs = WEEK): WaitSample {
  const joinedAtMs = now - ageMs;
  return {
    joinedAtMs,
    calledAtMs: joinedAtMs + waitMinutes * MINUTE,
    waitMinutes,
    slot: 2,
    ahead: 3,
    weekday: 0,
    hour: 12,
    ...overrides,
  };
}

const twenty = Array.from({ length: 20 }, (_, i) => sample(10 + 2 * i));

describe('predictWait', () => {
  it.each([
    // 20 equal waits 10, 12, .. 48: the 3rd (15 %) is 14 → 10; the 17th (85 %) is 42 → 45; the 10th is 28.
    ['twenty comparable waits', twenty, { minMinutes: 10, maxMinutes: 45, medianMinutes: 28 }],
    // Ten waits of 10 from an hour ago (weight ~1) outweigh twelve of 40 from 3 weeks ago (one half-life: 0.5 each):
    // total 16, so the median (8) falls on a 10 and the 85 % (13.6) on a 40.
    [
      'recent weeks weigh more',
      [
        ...Array.from({ length: 10 }, () => sample(10, {}, 60 * MINUTE)),
        ...Array.from({ length: 12 }, () => sample(40, {}, 3 * WEEK)),
      ],
      { minMinutes: 10, maxMinutes: 40, medianMinutes: 10 },
    ],
    // Every wait the same: the range is still 5 minutes wide.
    ['identical waits', Array.from({ length: 12 }, () => sample(20)), { minMinutes: 20, maxMinutes: 25 }],
  ])('%s', (_name, samples, expected) => {
    expect(predictWait(samples, query)).toMatchObject(expected);
  });

  it.each([
    ['no history', []],
    ['eleven samples, one short of the minimum', twenty.slice(0, 11)],
    ['waits known only after now', twenty.map((s) => ({ ...s, calledAtMs: now + MINUTE }))],
    ['another queue length entirely', twenty.map((s) => ({ ...s, ahead: 15 }))],
    ['a different table size entirely', twenty.map((s) => ({ ...s, slot: 8 }))],
    ['older than the history window', twenty.map((s) => ({ ...s, joinedAtMs: now - 13 * WEEK }))],
  ])('gives no estimate with %s', (_name, samples) => {
    expect(predictWait(samples, query)).toBeNull();
  });

  it('groups party sizes by the tables they wait for', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(slotBucket)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });

  const anySample = fc.record({
    waitMinutes: fc.double({ min: 0, max: 240, noNaN: true }),
    ageMs: fc.integer({ min: 0, max: 14 * WEEK }),
    slot: fc.integer({ min: 1, max: 20 }),
    ahead: fc.integer({ min: 0, max: 30 }),
    weekday: fc.integer({ min: 0, max: 6 }),
    hour: fc.integer({ min: 0, max: 23 }),
  });
  const anyQuery = fc.record({
    slot: fc.integer({ min: 1, max: 20 }),
    ahead: fc.integer({ min: 0, max: 30 }),
    weekday: fc.integer({ min: 0, max: 6 }),
    hour: fc.integer({ min: 0, max: 23 }),
  });
  type Drawn = typeof anySample extends fc.Arbitrary<infer T> ? T : never;
  const toSamples = (drawn: Drawn[]) =>
    drawn.map(({ ageMs, ...rest }) => sample(rest.waitMinutes, rest, ageMs));

  it('always answers a range of whole 5 minutes, min below max, around the median', () => {
    fc.assert(
      fc.property(fc.array(anySample, { maxLength: 80 }), anyQuery, (drawn, asked) => {
        const prediction = predictWait(toSamples(drawn), { ...asked, atMs: now });
        if (!prediction) return;
        expect(prediction.minMinutes % 5).toBe(0);
        expect(prediction.maxMinutes % 5).toBe(0);
        expect(prediction.minMinutes).toBeGreaterThanOrEqual(0);
        expect(prediction.maxMinutes - prediction.minMinutes).toBeGreaterThanOrEqual(5);
        expect(prediction.minMinutes).toBeLessThanOrEqual(prediction.medianMinutes);
        expect(prediction.medianMinutes).toBeLessThanOrEqual(prediction.maxMinutes);
      }),
    );
  });

  it(`never estimates from fewer than ${defaultWaitEstimateSettings.minEffectiveSamples} samples`, () => {
    const fewer = fc.array(anySample, { maxLength: defaultWaitEstimateSettings.minEffectiveSamples - 1 });
    fc.assert(
      fc.property(fewer, anyQuery, (drawn, asked) => {
        expect(predictWait(toSamples(drawn), { ...asked, atMs: now })).toBeNull();
      }),
    );
  });

  it('never uses a wait that was not known yet', () => {
    fc.assert(
      fc.property(fc.array(anySample, { maxLength: 40 }), anyQuery, (drawn, asked) => {
        const future = toSamples(drawn).map((s) => ({ ...s, calledAtMs: now + 1 }));
        expect(predictWait(future, { ...asked, atMs: now })).toBeNull();
      }),
    );
  });
});

describe('buildWaitSamples', () => {
  it('counts the parties still waiting when each joined, and learns only from those called', () => {
    const at = (minutes: number) => now + minutes * MINUTE;
    const samples = buildWaitSamples(
      [
        // Joined at 0, called at 10.
        { joinedAtMs: at(0), slot: 2, calledAtMs: at(10), leftWaitingAtMs: at(10) },
        // Joined at 15 (B and C still waiting, A gone), called at 25.
        { joinedAtMs: at(15), slot: 4, calledAtMs: at(25), leftWaitingAtMs: at(25) },
        // Joined at 5 (A still waiting), called at 20.
        { joinedAtMs: at(5), slot: 2, calledAtMs: at(20), leftWaitingAtMs: at(20) },
        // Joined at 12 (B waiting, A gone), walked away at 30: no wait to learn, but ahead of D.
        { joinedAtMs: at(12), slot: 3, calledAtMs: null, leftWaitingAtMs: at(30) },
        // Joined at 40 while nobody waited; still waiting.
        { joinedAtMs: at(40), slot: 2, calledAtMs: null, leftWaitingAtMs: null },
      ],
      'America/Sao_Paulo',
    );
    expect(samples.map((s) => [s.ahead, s.waitMinutes, s.slot])).toEqual([
      [0, 10, 2],
      [1, 15, 2],
      [2, 10, 4],
    ]);
    // Monday 12:00 in São Paulo (15:00 UTC).
    expect(samples[0]).toMatchObject({ weekday: 0, hour: 12 });
  });

  it('moves to the next hour exactly on the hour, also for a zone half an hour off', () => {
    const at = (iso: string, timeZone: string) => zonedWeekdayHour(Date.parse(iso), timeZone).hour;
    expect(at('2026-01-05T15:59:59.999Z', 'America/Sao_Paulo')).toBe(12);
    expect(at('2026-01-05T16:00:00.000Z', 'America/Sao_Paulo')).toBe(13);
    expect(at('2026-01-05T15:59:59.999Z', 'America/Sao_Paulo')).toBe(12);
    // India is UTC+5:30: 10:29:59 UTC is 15:59:59 there, 10:30 is 16:00.
    expect(at('2026-01-05T10:29:59.999Z', 'Asia/Kolkata')).toBe(15);
    expect(at('2026-01-05T10:30:00.000Z', 'Asia/Kolkata')).toBe(16);
  });

  it("reads the weekday and hour in the merchant's zone", () => {
    // Sunday 2026-01-04 23:30 in São Paulo is already Monday 02:30 UTC.
    const sunday = Date.parse('2026-01-05T02:30:00Z');
    expect(toWaitQuery({ atMs: sunday, slot: 2, ahead: 0, timeZone: 'America/Sao_Paulo' })).toMatchObject({
      weekday: 6,
      hour: 23,
    });
    expect(toWaitQuery({ atMs: sunday, slot: 2, ahead: 0, timeZone: 'UTC' })).toMatchObject({
      weekday: 0,
      hour: 2,
    });
  });
});

describe('with the table map (docs/wait-estimates.md#tables)', () => {
  // Two 2-tops, a 4-top given to 2 or more, and one 8-top given to 5 or more.
  const kinds = tableKinds([
    { seats: 2, minSeats: 1 },
    { seats: 4, minSeats: 2 },
    { seats: 2, minSeats: 1 },
    { seats: 8, minSeats: 5 },
  ]);

  it('tells the kinds of table apart once each, and which a party fits', () => {
    expect(kinds).toEqual([
      { seats: 2, minSeats: 1 },
      { seats: 4, minSeats: 2 },
      { seats: 8, minSeats: 5 },
    ]);
    expect([1, 2, 3, 4, 5, 8, 9].map((slot) => fitMask(kinds, slot))).toEqual([1, 3, 2, 2, 4, 4, 0]);
    // A couple competes with parties up to 4 (the 4-top it may take); a party of 8 with everyone up to 8;
    // a party no table fits waits behind everyone.
    expect(largestRival(kinds, fitMask(kinds, 2))).toBe(4);
    expect(largestRival(kinds, fitMask(kinds, 8))).toBe(8);
    expect(largestRival(kinds, fitMask(kinds, 9))).toBe(Number.POSITIVE_INFINITY);
    // More kinds than a mask can tell apart: the estimate groups sizes as without a map.
    const many = Array.from({ length: 30 }, (_, i) => ({ seats: 30, minSeats: i + 1 }));
    expect(tableKinds([...many, { seats: 29, minSeats: 1 }])).toHaveLength(31);
    expect(tableKinds([...many, { seats: 29, minSeats: 1 }, { seats: 28, minSeats: 1 }])).toEqual([]);
  });

  it('learns a party of 8 from the parties that waited for the big table, not from the couples', () => {
    const couples = Array.from({ length: 20 }, (_, i) => sample(5 + (i % 3), { slot: 2, fitMask: 3 }));
    const bigTable = Array.from({ length: 20 }, (_, i) => sample(60 + (i % 5), { slot: 8, fitMask: 4 }));
    const asked = { ...query, slot: 8, fitMask: fitMask(kinds, 8) };
    expect(predictWait([...couples, ...bigTable], asked)).toMatchObject({ minMinutes: 60, maxMinutes: 65 });
    // Only couples in the history: nothing to say about the big table.
    expect(predictWait(couples, asked)).toBeNull();
    // A party of 3 shares the 4-top with the couples: it learns from them, and from the big table not at all.
    const three = predictWait([...couples, ...bigTable], { ...query, slot: 3, fitMask: fitMask(kinds, 3) });
    expect(three).toMatchObject({ minMinutes: 5, maxMinutes: 10 });
  });

  it('counts ahead only the parties that could take one of its tables', () => {
    const at = (minutes: number) => now + minutes * MINUTE;
    const waitingAll = { calledAtMs: null, leftWaitingAtMs: null };
    const samples = buildWaitSamples(
      [
        { joinedAtMs: at(0), slot: 8, ...waitingAll },
        { joinedAtMs: at(1), slot: 6, ...waitingAll },
        { joinedAtMs: at(2), slot: 2, ...waitingAll },
        // A couple: only the couple ahead could take a 2-top or the 4-top.
        { joinedAtMs: at(3), slot: 2, calledAtMs: at(13), leftWaitingAtMs: at(13) },
        // A party of 8: everyone ahead could be given the big table.
        { joinedAtMs: at(4), slot: 8, calledAtMs: at(64), leftWaitingAtMs: at(64) },
      ],
      'America/Sao_Paulo',
      kinds,
    );
    expect(samples.map((s) => [s.slot, s.ahead, s.fitMask])).toEqual([
      [2, 1, 3],
      [8, 4, 4],
    ]);
    // Without the map, every party ahead counts and no sample has a mask.
    const plain = buildWaitSamples(
      [
        { joinedAtMs: at(0), slot: 8, ...waitingAll },
        { joinedAtMs: at(3), slot: 2, calledAtMs: at(13), leftWaitingAtMs: at(13) },
      ],
      'America/Sao_Paulo',
    );
    expect(plain.map((s) => [s.ahead, s.fitMask])).toEqual([[1, undefined]]);
    expect(toWaitQuery({ atMs: now, slot: 8, ahead: 0, timeZone: 'America/Sao_Paulo', kinds }).fitMask).toBe(
      4,
    );
    expect(
      toWaitQuery({ atMs: now, slot: 8, ahead: 0, timeZone: 'America/Sao_Paulo' }).fitMask,
    ).toBeUndefined();
  });
});
