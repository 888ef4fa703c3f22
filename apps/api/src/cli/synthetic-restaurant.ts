/**
 * The simulated restaurant of synthetic-queue-history.ts: its seeded randomness, dining room, party
 * sizes, services and how busy each day is (docs/wait-estimates.md, 'Backtest').
 */

/** A small, fast, seeded generator (mulberry32): the same seed gives the same history everywhere. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The dining room: seats of each table. */
export const tableSeats = [2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 8] as const;

/** Party sizes with their share of arrivals. */
const partySizes: readonly [size: number, share: number][] = [
  [1, 0.08],
  [2, 0.42],
  [3, 0.14],
  [4, 0.2],
  [5, 0.06],
  [6, 0.05],
  [7, 0.02],
  [8, 0.03],
];

/** One service of the day (lunch or dinner), in minutes after local midnight. */
export interface Service {
  /** Minutes after local midnight. */
  opens: number;
  lastJoin: number;
  closes: number;
  peak: number;
  spread: number;
  /** Expected parties on a Monday-to-Thursday. */
  parties: number;
  /** Extra minutes at the table compared with lunch. */
  longerBy: number;
}

/** Lunch: joins 11:30–14:30, peak 12:45. */
export const lunch: Service = {
  opens: 690,
  lastJoin: 870,
  closes: 900,
  peak: 765,
  spread: 35,
  parties: 34,
  longerBy: 0,
};
/** Dinner: joins 18:30–22:30, peak 20:15. */
export const dinner: Service = {
  opens: 1110,
  lastJoin: 1350,
  closes: 1380,
  peak: 1215,
  spread: 55,
  parties: 40,
  longerBy: 20,
};

// Monday .. Sunday: lunch and dinner multipliers (Sunday lunch and Friday/Saturday dinner are busiest).
export const dayLoad: readonly [lunch: number, dinner: number][] = [
  [0.8, 0.7],
  [0.9, 0.8],
  [0.9, 0.9],
  [1, 1],
  [1.05, 1.45],
  [1.3, 1.6],
  [1.6, 0.9],
];

/** A standard normal draw (Box–Muller). */
export function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** A Poisson draw of `mean` (Knuth: fine for the small means of one minute). */
export function poisson(random: () => number, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random(); product > limit; product *= random()) count += 1;
  return count;
}

/** A party size drawn from the mix. */
export function drawPartySize(random: () => number): number {
  let roll = random();
  for (const [size, share] of partySizes) {
    roll -= share;
    if (roll < 0) return size;
  }
  return 2;
}

// A table fits a party that it seats without wasting more than two seats, or any party that seats
// after 25 minutes of waiting (the host stops holding a big table back).
export function fits(seats: number, size: number, waitedMinutes: number): boolean {
  return seats >= size && (seats - size <= 2 || waitedMinutes >= 25);
}
