import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Machine } from './report';
import type { StreamsResult } from './streams';

const HEADING = '## Live streams';

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The "Live streams" section of latest.md (targets: ≤ 16 KiB per stream, ≤ 100 ms to all;
 * README.md#performance). */
export function streamsSection(results: StreamsResult[], machine: Machine): string {
  const lines = [
    HEADING,
    '',
    `Measured on ${machine.date} (commit ${machine.commit}); load average at the start: ${machine.loadAverage}.`,
    'Idle merchant streams (`GET /api/live/merchant`), all on one merchant, opened from the load process (one',
    'socket each, no keep-alive agent) to one server process on core 0. Memory is read through the inspector',
    'after a full GC, before and after opening them (`rss` and `heapUsed` of `process.memoryUsage()`, and',
    "the kernel's VmRSS). Delivery: from sending one change (a diner joining that merchant, POST /api/queue)",
    'until the last stream got its `event: change` frame; "after answer" counts from the join\'s HTTP answer',
    '(the commit is between the two). The load side reads every socket on one core (raw sockets, no HTTP',
    'client), so it is part of the figure; the bare node:http reference below, measured right after, shows',
    'how much of it is this machine\'s rather than the app\'s. "Server CPU": CPU time of the server process',
    'from the change to the last frame (10 ms ticks): the share of the delivery the machine load moves least.',
    '',
  ];
  for (const result of results) {
    const opened = Math.max(result.opened, 1);
    const isBare = result.target === 'bare-sse';
    const perRss = (result.after.rss - result.before.rss) / opened;
    const perVmRss = (result.after.vmRss - result.before.vmRss) / opened;
    const perHeap = (result.after.heapUsed - result.before.heapUsed) / opened;
    const fromRequest = result.deliveries.map((d) => d.fromRequestMs).sort((a, b) => a - b);
    const median = fromRequest[Math.floor(fromRequest.length / 2)] ?? Number.NaN;
    const worst = fromRequest.at(-1) ?? Number.NaN;
    const verdict = worst <= 100 ? '✅ met' : median <= 100 ? '⚠️ median met, worst missed' : '❌ missed';
    lines.push(
      isBare
        ? '### Reference: bare node:http holding the same number of streams (same run, same machine)'
        : `### SuaVez on ${result.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}`,
      '',
      `- Streams: ${result.opened} of ${result.requested} open (${result.failed} failed) in ${result.openSeconds.toFixed(1)} s.`,
      isBare
        ? `- Memory per stream: VmRSS ${kib(perVmRss)} KiB (no GC forced).`
        : `- Memory per stream: ${kib(perRss)} KiB RSS (VmRSS ${kib(perVmRss)} KiB), of which ${kib(perHeap)} KiB JS heap` +
            ` (RSS ${mib(result.before.rss)} → ${mib(result.after.rss)} MiB; heap ${mib(result.before.heapUsed)} → ${mib(result.after.heapUsed)} MiB).` +
            ` Target ≤ 16 KiB: ${perRss <= 16 * 1024 ? '✅ met' : '❌ missed'}.`,
      `- One change to all streams: median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms over ${fromRequest.length} changes` +
        (isBare ? ' (`POST /fire` writes the frame, no database).' : ` (target ≤ 100 ms: ${verdict}).`),
      '',
      '| change | from request (ms) | after answer (ms) | streams that got it | server CPU (ms) |',
      '|---:|---:|---:|---:|---:|',
      ...result.deliveries.map(
        (d, index) =>
          `| ${index + 1} | ${d.fromRequestMs.toFixed(1)} | ${d.fromAnswerMs.toFixed(1)} | ${d.received} | ${d.serverCpuMs?.toFixed(0) ?? '–'} |`,
      ),
      '',
    );
  }
  return lines.join('\n');
}

/** The Live streams section of an existing report, to keep when a run did not measure it. */
export function existingStreamsSection(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`\n${HEADING}\n`);
  if (start < 0) return undefined;
  const next = text.indexOf('\n## ', start + HEADING.length + 2);
  return text.slice(start + 1, next < 0 ? undefined : next + 1).trimEnd();
}

/** Writes `section` into `file` in place of its Live streams section (or at its end), keeping the rest. */
export function upsertStreamsSection(file: string, section: string): void {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '# API benchmark: latest run\n';
  const old = existingStreamsSection(file);
  const next = old ? text.replace(old, section.trimEnd()) : `${text.trimEnd()}\n\n${section.trimEnd()}\n`;
  writeFileSync(file, next.endsWith('\n') ? next : `${next}\n`);
}
