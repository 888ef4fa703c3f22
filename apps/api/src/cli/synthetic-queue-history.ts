import { zonedDayStartUtc } from '@suavez/shared/domain/date-format';
import { getIsoWeekdayIndex, getZonedDateTime } from '@suavez/shared/domain/time-zone';
import {
  createRandom,
  dayLoad,
  dinner,
  drawPartySize,
  fits,
  lunch,
  normal,
  poisson,
  type Service,
  tableSeats,
} from './synthetic-restaurant';

/**
 * A deterministic, seeded simulation of a restaurant's waitlist (docs/wait-estimates.md#demo-history): lunch
 * and dinner peaks, busier weekends, a party-size mix, a table inventory, dining times by party size,
 * walk-aways and no-shows, and a host who calls the oldest party that fits a freed table. The backtest
 * (bench/estimates/backtest.ts) replays it, and `npm run admin -- demo:history` stores it.
 */

/** How a synthetic entry ended (all final statuses of docs/queue.md#statuses). */
export type SyntheticOutcome =
  | 'CHECK_OUT'
  | 'CANCELLED_BY_CONSUMER'
  | 'CALLED_NOT_ANSWERED'
  | 'NOT_PRESENT'
  | 'CANCELLED_BY_MERCHANT';

/** One party's visit: when each step happened (ms since the epoch). */
export interface SyntheticEntry {
  joinedAtMs: number;
  slot: number;
  calledAtMs: number | null;
  acceptedAtMs: number | null;
  checkInAtMs: number | null;
  /** When it stopped waiting: the call, or the walk-away, or the merchant closing the list. */
  leftWaitingAtMs: number;
  endedAtMs: number;
  outcome: SyntheticOutcome;
}

/** What to simulate: `weeks` whole days ending the day before `endAtMs`, in `timeZone`. */
export interface SyntheticHistoryOptions {
  seed: number;
  weeks: number;
  endAtMs: number;
  timeZone: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface Waiting {
  entry: SyntheticEntry;
  joinedMinute: number;
  patience: number;
}

/** One service (lunch or dinner) of one day, minute by minute; pushes its entries. */
function simulateService(
  random: () => number,
  service: Service,
  load: number,
  dayStartMs: number,
  out: SyntheticEntry[],
): void {
  const at = (minute: number) => dayStartMs + minute * MINUTE_MS + Math.floor(random() * MINUTE_MS);
  const freeAt = tableSeats.map(() => service.opens);
  const waiting: Waiting[] = [];
  const expected = service.parties * load;
  const norm = service.spread * Math.sqrt(2 * Math.PI);
  for (let minute = service.opens; minute < service.closes; minute += 1) {
    if (minute < service.lastJoin) {
      const rate = (expected / norm) * Math.exp(-0.5 * ((minute - service.peak) / service.spread) ** 2);
      for (let n = poisson(random, rate + 0.02); n > 0; n -= 1) {
        const joinedAtMs = at(minute);
        const entry: SyntheticEntry = {
          joinedAtMs,
          slot: drawPartySize(random),
          calledAtMs: null,
          acceptedAtMs: null,
          checkInAtMs: null,
          leftWaitingAtMs: joinedAtMs,
          endedAtMs: joinedAtMs,
          outcome: 'CANCELLED_BY_CONSUMER',
        };
        out.push(entry);
        waiting.push({
          entry,
          joinedMinute: minute,
          patience: Math.exp(Math.log(55) + 0.6 * normal(random)),
        });
      }
    }
    // Walk-aways: a party that waited longer than it was willing to leaves the list.
    for (let i = waiting.length - 1; i >= 0; i -= 1) {
      const party = waiting[i] as Waiting;
      if (minute - party.joinedMinute > party.patience) {
        party.entry.leftWaitingAtMs = party.entry.endedAtMs = at(minute);
        waiting.splice(i, 1);
      }
    }
    // The host calls, for each free table (smallest first), the oldest party that fits it.
    for (const table of tableSeats
      .map((seats, index) => ({ seats, index }))
      .sort((a, b) => a.seats - b.seats)) {
      if ((freeAt[table.index] as number) > minute) continue;
      const next = waiting.findIndex((party) =>
        fits(table.seats, party.entry.slot, minute - party.joinedMinute),
      );
      if (next < 0) continue;
      const [party] = waiting.splice(next, 1) as [Waiting];
      const entry = party.entry;
      entry.calledAtMs = entry.leftWaitingAtMs = Math.max(entry.joinedAtMs, at(minute));
      const roll = random();
      if (roll < 0.04) {
        entry.outcome = 'CALLED_NOT_ANSWERED';
        entry.endedAtMs = entry.calledAtMs + 5 * MINUTE_MS;
        freeAt[table.index] = minute + 5;
        continue;
      }
      entry.acceptedAtMs = entry.calledAtMs + Math.floor((0.3 + 2 * random()) * MINUTE_MS);
      if (roll < 0.08) {
        entry.outcome = 'NOT_PRESENT';
        entry.endedAtMs = entry.acceptedAtMs + 5 * MINUTE_MS;
        freeAt[table.index] = minute + 8;
        continue;
      }
      const arrives = 1 + Math.floor(4 * random());
      entry.checkInAtMs = entry.acceptedAtMs + arrives * MINUTE_MS;
      const dining = (35 + 7 * entry.slot + service.longerBy) * Math.exp(0.25 * normal(random));
      entry.outcome = 'CHECK_OUT';
      entry.endedAtMs = entry.checkInAtMs + Math.round(dining) * MINUTE_MS;
      // The table is free again once the party left and it was cleared.
      freeAt[table.index] = minute + 3 + arrives + Math.round(dining) + 2 + Math.floor(3 * random());
    }
  }
  for (const party of waiting) {
    party.entry.outcome = 'CANCELLED_BY_MERCHANT';
    party.entry.leftWaitingAtMs = party.entry.endedAtMs = dayStartMs + service.closes * MINUTE_MS;
  }
}

/** The restaurant's waitlist over `weeks` weeks (oldest join first); the same options give the same list. */
export function generateQueueHistory(options: SyntheticHistoryOptions): SyntheticEntry[] {
  const random = createRandom(options.seed);
  const today = getZonedDateTime(new Date(options.endAtMs), options.timeZone);
  const todayUtc = Date.UTC(today.year, today.month - 1, today.day);
  const days = Math.round(options.weeks * 7);
  const entries: SyntheticEntry[] = [];
  for (let back = days; back >= 1; back -= 1) {
    const day = new Date(todayUtc - back * DAY_MS);
    const date = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
    const dayStartMs = zonedDayStartUtc(date, options.timeZone).getTime();
    const [lunchLoad, dinnerLoad] = dayLoad[getIsoWeekdayIndex(date.year, date.month, date.day)] ?? [1, 1];
    // The restaurant grows about 2 % a week: recent weeks say more about today.
    const trend = 1 + (0.02 * (days - back)) / 7;
    simulateService(random, lunch, lunchLoad * trend, dayStartMs, entries);
    simulateService(random, dinner, dinnerLoad * trend, dayStartMs, entries);
  }
  return entries.sort((a, b) => a.joinedAtMs - b.joinedAtMs);
}
