const intentEvents = ['pointerdown', 'touchstart', 'keydown', 'scroll', 'wheel'] as const;

/**
 * Runs every loader once, on the first sign that the person is using the page (a touch, a key, a scroll);
 * a failed download is left for the loader's own caller to try again. Returns the cleanup that stops
 * listening (for a `useEffect`).
 */
export function prefetchOnFirstInteraction(loaders: readonly (() => Promise<unknown>)[]): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of intentEvents) window.removeEventListener(type, start, options);
  };
  function start() {
    stop();
    for (const load of loaders) void load().catch(() => undefined);
  }
  for (const type of intentEvents) window.addEventListener(type, start, options);
  return stop;
}
