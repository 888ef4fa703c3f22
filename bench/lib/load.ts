import { createRequire } from 'node:module';

/** One request as autocannon sends it; `setupRequest` may rewrite it before each send. */
export interface LoadRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: LoadRequest) => LoadRequest;
}

/** The part of autocannon's options the scenarios use. */
export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds to run, or */
  duration?: number;
  /** how many requests to send. */
  amount?: number;
  overallRate?: number;
  timeout?: number;
  requests: LoadRequest[];
}

/** The part of autocannon's result the report uses. */
export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
}

// autocannon 9 ships no types; this is the one call the bench makes.
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: LoadOptions,
) => Promise<LoadResult>;

/** Runs one load (autocannon in this process, which the npm script pins to core 1). */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  return autocannon({ timeout: 10, ...options });
}

/** A round-robin over a list, so requests spread across every consumer or merchant. */
export function cycle<T>(values: readonly T[]): () => T {
  if (values.length === 0) throw new Error('nothing to cycle over');
  let next = Math.floor(Math.random() * values.length);
  return () => {
    next = (next + 1) % values.length;
    return values[next] as T;
  };
}
