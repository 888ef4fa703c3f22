import { readdirSync, readFileSync } from 'node:fs';

// Linux reports CPU time in clock ticks; 100 per second on every kernel this runs on (getconf CLK_TCK).
const TICK_MS = 10;

/** CPU time (user + system, ms) a process has used so far; 0 when it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** CPU time so far of each PostgreSQL backend serving `database` (matched on its process title). */
export function databaseBackendsCpuMs(database: string): Map<number, number> {
  const backends = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.includes(` ${database} `)) {
        backends.set(Number(entry), processCpuMs(Number(entry)));
      }
    } catch {
      // the process ended while we looked
    }
  }
  return backends;
}

/** CPU the backends used between two snapshots (a backend that started in between counts from 0). */
export function backendsCpuDelta(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
