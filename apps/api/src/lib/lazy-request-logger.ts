import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LevelChecking = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };
type Line = [unknown, ...unknown[]];

/**
 * A request's logger that makes its pino child (the request id bound, serializers and redaction set up)
 * when the request first writes a line its level lets through. At the default level a diner's poll writes
 * none (lib/quiet-requests.ts), and making the child for every request was ~2 % of the server's time under
 * the polls (bench/results/before-after.md, 2026-11-28). One object per request, its methods shared.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelChecking,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.made().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return ((this.#child ?? this.parent) as LevelChecking).isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }

  fatal(...line: Line): void {
    if (this.#child || this.parent.isLevelEnabled('fatal')) this.made().fatal(...(line as [string]));
  }

  error(...line: Line): void {
    if (this.#child || this.parent.isLevelEnabled('error')) this.made().error(...(line as [string]));
  }

  warn(...line: Line): void {
    if (this.#child || this.parent.isLevelEnabled('warn')) this.made().warn(...(line as [string]));
  }

  info(...line: Line): void {
    if (this.#child || this.parent.isLevelEnabled('info')) this.made().info(...(line as [string]));
  }

  debug(...line: Line): void {
    if (this.#child || this.parent.isLevelEnabled('debug')) this.made().debug(...(line as [string]));
  }

  trace(...line: Line): void {
    if (this.#child || this.parent.isLevelEnabled('trace')) this.made().trace(...(line as [string]));
  }

  silent(): void {}

  private made(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }
}

/**
 * Fastify's `childLoggerFactory` for the requests (LazyRequestLogger). A child with options of its own (a
 * route's log level) is made at once, as those options may change what it writes.
 */
export function lazyRequestLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  const checking = parent as Partial<LevelChecking>;
  if (Object.keys(options).length > 0 || typeof checking.isLevelEnabled !== 'function') {
    return parent.child(bindings, options);
  }
  return new LazyRequestLogger(parent as LevelChecking, bindings) as unknown as FastifyBaseLogger;
}
