/**
 * Whether a process with this pid runs on this machine (EPERM: it does, as another user). What a lock or
 * a resource named after its owner's pid checks before taking it over: PGlite's data folder lock
 * (db/client.ts), the e2e runs' databases (e2e/consumer-server.ts).
 */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
