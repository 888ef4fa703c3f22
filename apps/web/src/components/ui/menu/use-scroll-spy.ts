import { useCallback, useEffect, useRef, useState } from 'react';
import { pickActiveSection, SCROLL_SPY_OFFSET_PX } from './pick-active-section';

/** The section being read, and a way to mark one as read now (a tap on the category bar). */
export interface ScrollSpy {
  activeId: string | null;
  /** Marks a section active until the person scrolls by hand (the smooth scroll it starts passes others). */
  pin(id: string): void;
}

/**
 * Follows the window's scroll and answers which section is near `offset` px from the top (120:
 * docs/screens.md#fixed-values).
 * One passive scroll listener, at most one measurement per frame: cheap on a slow phone.
 */
export function useScrollSpy(
  sectionIds: readonly string[],
  elementIdOf: (id: string) => string,
  offset = SCROLL_SPY_OFFSET_PX,
): ScrollSpy {
  const [activeId, setActiveId] = useState<string | null>(sectionIds[0] ?? null);
  const pinned = useRef<string | null>(null);
  const key = sectionIds.join('|');

  useEffect(() => {
    const ids = key ? key.split('|') : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (pinned.current && ids.includes(pinned.current)) {
        setActiveId(pinned.current);
        return;
      }
      const sections = ids.flatMap((id) => {
        const element = document.getElementById(elementIdOf(id));
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const root = document.documentElement;
      const isAtBottom =
        sections.length > 1 &&
        window.scrollY > 0 &&
        window.innerHeight + window.scrollY >= root.scrollHeight - 2;
      setActiveId(pickActiveSection(sections, { offset, isAtBottom }));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    const unpin = () => {
      pinned.current = null;
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    // Only a scroll the person makes releases a pinned section.
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
      window.addEventListener(type, unpin, { passive: true });
    }
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, unpin);
    };
  }, [key, elementIdOf, offset]);

  const pin = useCallback((id: string) => {
    pinned.current = id;
    setActiveId(id);
  }, []);

  return { activeId, pin };
}
