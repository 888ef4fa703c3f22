import type { OrderItemStatus } from './order-item-status';

/** Service fee percent applied when the consumer has not chosen one (docs/money.md#service-fee). */
export const DEFAULT_SERVICE_FEE_PERCENT = 12;

/** One unit on a bill: its price copied at the time it was added, and its status. */
export type BillItem = { readonly priceCents: number; readonly status: OrderItemStatus };

/** A computed bill; every amount is integer centavos. */
export type Bill = {
  /** Units the consumer pays for: everything but REFUSED, CANCELED and CREATED. */
  readonly subtotalCents: number;
  /** Service fee, rounded half up to the centavo. */
  readonly feeCents: number;
  /** What the consumer pays: subtotal plus fee. */
  readonly totalCents: number;
  /** 'Cancelados': units CANCELED or REFUSED. */
  readonly canceledCents: number;
  /** 'Total bruto': subtotal plus cancelled, i.e. everything that was sent. */
  readonly grossCents: number;
};

type BillBucket = 'billed' | 'canceled' | 'excluded';

// CREATED units are still in the cart: not ordered, so neither billed nor counted as cancelled.
// REFUSED units count as cancelled: to the consumer both are units ordered and not served.
function billBucketOf(status: OrderItemStatus): BillBucket {
  switch (status) {
    case 'SENT':
    case 'CANCEL_REQUEST':
    case 'ACCEPTED':
    case 'PREPARING':
    case 'COMPLETED':
      return 'billed';
    case 'CANCELED':
    case 'REFUSED':
      return 'canceled';
    case 'CREATED':
      return 'excluded';
    default: {
      const unhandled: never = status;
      throw new Error(`Unhandled order item status: ${String(unhandled)}`);
    }
  }
}

function assertCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer number of centavos, got ${value}`);
  }
}

/** The fee on `subtotalCents` at `percent`, rounded half up, in integer arithmetic only. */
export function computeServiceFeeCents(subtotalCents: number, percent: number): number {
  assertCents(subtotalCents, 'subtotalCents');
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`serviceFeePercent must be an integer from 0 to 100, got ${percent}`);
  }
  return Math.floor((subtotalCents * percent + 50) / 100);
}

/** The bill of an order (docs/money.md#the-bill); the one function both client and server use. */
export function computeBill(input: { items: readonly BillItem[]; serviceFeePercent: number }): Bill {
  let subtotalCents = 0;
  let canceledCents = 0;
  for (const item of input.items) {
    assertCents(item.priceCents, 'priceCents');
    const bucket = billBucketOf(item.status);
    if (bucket === 'billed') subtotalCents += item.priceCents;
    else if (bucket === 'canceled') canceledCents += item.priceCents;
  }
  const feeCents = computeServiceFeeCents(subtotalCents, input.serviceFeePercent);
  return {
    subtotalCents,
    feeCents,
    totalCents: subtotalCents + feeCents,
    canceledCents,
    grossCents: subtotalCents + canceledCents,
  };
}

/**
 * Reais (as the API's JSON speaks them, e.g. 32.9) to integer centavos, rounding half away from zero on
 * the decimal a person wrote: the shortest text of the number is read, so 32.9 → 3290, 1.005 → 101 and
 * 0.1 + 0.2 → 30, where `Math.round(n * 100)` would see binary noise.
 */
export function reaisToCents(reais: number): number {
  if (!Number.isFinite(reais)) throw new RangeError(`reais must be a finite number, got ${reais}`);
  const magnitude = Math.abs(reais);
  const text = magnitude.toString();
  let cents: number;
  if (text.includes('e')) {
    // Exponent notation appears only below 1e-6 (rounds to 0) or at 1e21 and above (unsafe, refused below).
    cents = magnitude < 1 ? 0 : Number.POSITIVE_INFINITY;
  } else {
    const [whole = '0', fraction = ''] = text.split('.');
    const digits = fraction.padEnd(3, '0');
    cents = Number(whole) * 100 + Number(digits.slice(0, 2)) + (Number(digits[2]) >= 5 ? 1 : 0);
  }
  if (!Number.isSafeInteger(cents)) throw new RangeError(`reais out of range: ${reais}`);
  return reais < 0 && cents !== 0 ? -cents : cents;
}

/**
 * A unit as the API answers it as a line of a bill: its `price` (reais) is the item's plus its options'
 * (docs/money.md#options), never the bare item's, so every screen's bill counts what was chosen.
 */
export function toBillItem(unit: {
  readonly price: number;
  readonly orderItemStatus: OrderItemStatus;
}): BillItem {
  return { priceCents: reaisToCents(unit.price), status: unit.orderItemStatus };
}

/** Integer centavos to reais, as the API's JSON speaks them (3290 → 32.9). */
export function centsToReais(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be an integer, got ${cents}`);
  return cents / 100;
}
