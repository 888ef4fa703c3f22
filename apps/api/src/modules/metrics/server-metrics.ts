import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import { countOutbox } from './metrics.repository';

/** What the metrics read when Prometheus scrapes (nothing of it is touched per request). */
export interface ServerMetricsSources {
  db: Db;
  clock: Clock;
  /** PostgreSQL only: the connection pool's sizes. */
  pool?: pg.Pool | undefined;
  /** Open live streams (`/api/live/…`) of this process. */
  openStreams: () => number;
}

/** Label values of one request: route pattern (never the raw URL, which holds ids), method, status class. */
type RequestSeries = { count: Counter.Internal; duration: Histogram.Internal<string> };

/** Seconds; the consumers' polls answer in 1–30 ms, the merchants' screens in tens of ms. */
const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/**
 * The Prometheus metrics of one server process (`GET /metrics`, README.md#operations): requests by route,
 * live streams, the notification outbox, the PostgreSQL pool, and prom-client's process metrics (CPU,
 * memory, event-loop delay). One registry per app, so test apps do not share counters.
 */
export class ServerMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status_class'>;
  private readonly durations: Histogram<'method' | 'route' | 'status_class'>;
  // One child per series, found by a string key: prom-client's labels() hashes its arguments every call.
  private readonly series = new Map<string, RequestSeries>();

  constructor(sources: ServerMetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'Requisições respondidas, por método, rota (o padrão, sem ids) e classe de status',
      labelNames: ['method', 'route', 'status_class'],
      registers,
    });
    this.durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Tempo de resposta das requisições, por método, rota e classe de status',
      labelNames: ['method', 'route', 'status_class'],
      buckets: durationBuckets,
      registers,
    });
    new Gauge({
      name: 'suavez_live_streams_open',
      help: 'Streams ao vivo (/api/live/…) abertos neste processo',
      registers,
      collect() {
        this.set(sources.openStreams());
      },
    });
    new Gauge({
      name: 'suavez_notification_outbox',
      help: 'Avisos no outbox: due (pendentes e vencidos: o atraso), scheduled (para mais tarde), failed (falharam)',
      labelNames: ['state'],
      registers,
      async collect() {
        // A database that does not answer leaves the last values: the scrape itself still succeeds, and
        // `/ready` is the place that says the database is down.
        const counts = await countOutbox(sources.db, sources.clock.now()).catch(() => undefined);
        if (!counts) return;
        this.set({ state: 'due' }, counts.due);
        this.set({ state: 'scheduled' }, counts.scheduled);
        this.set({ state: 'failed' }, counts.failed);
      },
    });
    const { pool } = sources;
    if (pool) {
      new Gauge({
        name: 'suavez_db_pool_connections',
        help: 'Conexões do pool do PostgreSQL: total, idle (livres) e waiting (clientes esperando uma)',
        labelNames: ['state'],
        registers,
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }
  }

  /** Counts one answered request (called once per request: kept to a map lookup and two updates). */
  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    const statusClass = `${Math.floor(statusCode / 100)}xx`;
    const routeLabel = route ?? 'unmatched';
    const key = `${method} ${routeLabel} ${statusClass}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        count: this.requests.labels(method, routeLabel, statusClass),
        duration: this.durations.labels(method, routeLabel, statusClass),
      };
      this.series.set(key, series);
    }
    series.count.inc();
    series.duration.observe(seconds);
  }

  /** The text exposition format, and its content type. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
