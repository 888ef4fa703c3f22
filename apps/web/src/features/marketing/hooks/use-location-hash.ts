import { useSyncExternalStore } from 'react';

// wouter dispatches these for its own navigations; the browser fires the others.
const locationEvents = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

function subscribe(callback: () => void): () => void {
  for (const event of locationEvents) window.addEventListener(event, callback);
  return () => {
    for (const event of locationEvents) window.removeEventListener(event, callback);
  };
}

function readHash(): string {
  const hash = window.location.hash.replace(/^#/, '');
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}

/** The address's fragment without '#' (e.g. 'termos-de-uso'), following every navigation. */
export function useLocationHash(): string {
  return useSyncExternalStore(subscribe, readHash, () => '');
}
