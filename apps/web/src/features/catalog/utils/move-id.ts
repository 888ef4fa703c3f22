/** The ids with the one at `index` moved by `delta` places (unchanged when that would leave the list). */
export function moveId(ids: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  const next = [...ids];
  if (index < 0 || index >= next.length || target < 0 || target >= next.length) return next;
  const [moved] = next.splice(index, 1);
  if (moved !== undefined) next.splice(target, 0, moved);
  return next;
}
