/** How many printed units a device remembers: a night's orders, several times over. */
const MAX_REMEMBERED = 2000;

const storageKey = (merchantId: string) => `suavez.kitchen.printed.${merchantId}`;

/**
 * The units this device already printed (docs/integrations.md#ticket), kept in localStorage so a refresh or a
 * restart does not print them again; null when it never printed on arrival before.
 */
export function readPrintedUnits(merchantId: string): Set<string> | null {
  try {
    const raw = localStorage.getItem(storageKey(merchantId));
    if (raw === null) return null;
    const ids: unknown = JSON.parse(raw);
    return new Set(Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return null;
  }
}

/** Adds units to the printed ones, forgetting the oldest beyond {@link MAX_REMEMBERED}. */
export function rememberPrintedUnits(merchantId: string, unitIds: readonly string[]): Set<string> {
  const ids = [...(readPrintedUnits(merchantId) ?? []), ...unitIds];
  const kept = [...new Set(ids)].slice(-MAX_REMEMBERED);
  try {
    localStorage.setItem(storageKey(merchantId), JSON.stringify(kept));
  } catch {
    // A full or blocked storage: the memory lasts until the page reloads.
  }
  return new Set(kept);
}

/** Forgets what this device printed: printing on arrival was turned off. */
export function forgetPrintedUnits(merchantId: string): void {
  try {
    localStorage.removeItem(storageKey(merchantId));
  } catch {
    // Blocked storage: nothing was kept.
  }
}
