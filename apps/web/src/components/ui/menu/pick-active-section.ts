/**
 * Distance from the top of the window at which a category counts as the one being read
 * (docs/screens.md#fixed-values).
 */
export const SCROLL_SPY_OFFSET_PX = 120;

/**
 * The section being read: the last one whose top has passed `offset` px from the top of the window, the
 * first one before any has, and the last one once the page is scrolled to its end (short last sections
 * never reach the marker).
 */
export function pickActiveSection(
  sections: readonly { id: string; top: number }[],
  options: { offset?: number; isAtBottom?: boolean } = {},
): string | null {
  if (sections.length === 0) return null;
  if (options.isAtBottom) return sections[sections.length - 1]?.id ?? null;
  const offset = options.offset ?? SCROLL_SPY_OFFSET_PX;
  let active = sections[0]?.id ?? null;
  for (const section of sections) {
    if (section.top <= offset) active = section.id;
    else break;
  }
  return active;
}
