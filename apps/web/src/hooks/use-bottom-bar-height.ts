import { type RefObject, useLayoutEffect } from 'react';

/**
 * The CSS variable a bar fixed to the bottom of the screen publishes with the room it takes while it is on
 * screen, so that what rises from the bottom edge (the toasts, app/toast-host.css) stops above it.
 */
export const bottomBarHeightVariable = '--bottom-bar-height';

/**
 * Publishes in `--bottom-bar-height` how much of the screen's bottom the bar in `barRef` takes (its height
 * plus its distance from the edge; nothing while it is hidden or empty), following it as it grows, while
 * `isActive`; removes it when the bar goes.
 */
export function useBottomBarHeight(barRef: RefObject<HTMLElement | null>, isActive = true): void {
  useLayoutEffect(() => {
    const bar = barRef.current;
    if (!isActive || !bar) return;
    const root = document.documentElement.style;
    const publish = () => {
      const height = bar.offsetHeight;
      const gap = height === 0 ? 0 : Number.parseFloat(getComputedStyle(bar).bottom) || 0;
      root.setProperty(bottomBarHeightVariable, `${height + gap}px`);
    };
    publish();
    // The bar grows as its label wraps or as rows come and go.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(publish);
    observer?.observe(bar);
    return () => {
      observer?.disconnect();
      root.removeProperty(bottomBarHeightVariable);
    };
  }, [barRef, isActive]);
}
