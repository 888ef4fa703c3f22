/**
 * Sets `key` in `map` as its newest entry (a Map keeps insertion order) and, past `max` entries, drops the
 * oldest: the per-process caches' bound (answers, merchant sessions, checked tokens).
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}
