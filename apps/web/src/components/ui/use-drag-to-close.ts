import {
  type MouseEvent as ReactMouseEvent,
  type TouchEvent as ReactTouchEvent,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from 'react';

/** What a drawer panel needs to follow a downward drag by touch or mouse. */
export interface DragToClose {
  /** Spread on the panel. */
  handlers: {
    onTouchStart: (event: ReactTouchEvent) => void;
    onTouchMove: (event: ReactTouchEvent) => void;
    onTouchEnd: () => void;
    onTouchCancel: () => void;
    onMouseDown: (event: ReactMouseEvent) => void;
  };
  /** Whether the last press moved the panel (its mouseup must not count as an overlay click). */
  wasDragged(): boolean;
  /** Puts the panel back in place (before it opens again). */
  reset(): void;
}

// Moves under this many px are a tap or a click, not a drag.
const TAP_SLOP_PX = 4;

/**
 * Lets a bottom drawer follow the finger or the mouse downward and asks to close it when released more than
 * `threshold` px down; a shorter drag springs back. The panel's transform reads the CSS variables
 * `--drawer-drag` (offset) and `--drawer-speed` (transition), so React's own style is never overwritten.
 */
export function useDragToClose(options: {
  panelRef: RefObject<HTMLElement | null>;
  threshold: number;
  onClose: () => void;
}): DragToClose {
  const { panelRef, threshold } = options;
  const onCloseRef = useRef(options.onClose);
  useEffect(() => {
    onCloseRef.current = options.onClose;
  }, [options.onClose]);
  const startY = useRef<number | null>(null);
  const offset = useRef(0);
  const moved = useRef(false);
  const detachMouse = useRef<(() => void) | null>(null);

  const begin = useCallback((y: number) => {
    startY.current = y;
    offset.current = 0;
    moved.current = false;
  }, []);

  const follow = useCallback(
    (y: number) => {
      const panel = panelRef.current;
      if (startY.current === null || !panel) return;
      offset.current = Math.max(0, y - startY.current);
      if (offset.current > TAP_SLOP_PX) moved.current = true;
      panel.style.setProperty('--drawer-speed', '0ms');
      panel.style.setProperty('--drawer-drag', `${offset.current}px`);
    },
    [panelRef],
  );

  const reset = useCallback(() => {
    panelRef.current?.style.removeProperty('--drawer-speed');
    panelRef.current?.style.removeProperty('--drawer-drag');
  }, [panelRef]);

  const finish = useCallback(() => {
    if (startY.current === null) return;
    startY.current = null;
    const panel = panelRef.current;
    panel?.style.removeProperty('--drawer-speed');
    if (offset.current > threshold) {
      // Slides out from where the finger left it.
      onCloseRef.current();
    } else {
      panel?.style.removeProperty('--drawer-drag');
    }
  }, [panelRef, threshold]);

  useEffect(() => () => detachMouse.current?.(), []);

  const handlers = useMemo<DragToClose['handlers']>(
    () => ({
      onTouchStart: (event) => {
        const scroller = panelRef.current?.querySelector('[data-drawer-scroll]');
        // A list scrolled down scrolls back up first; only a drawer at its top follows the finger.
        if (scroller && scroller.scrollTop > 0) return;
        const touch = event.touches[0];
        if (touch && event.touches.length === 1) begin(touch.clientY);
      },
      onTouchMove: (event) => {
        const touch = event.touches[0];
        if (touch) follow(touch.clientY);
      },
      onTouchEnd: finish,
      onTouchCancel: finish,
      onMouseDown: (event) => {
        if (event.button !== 0) return;
        // Controls keep their own clicks (and focus); anywhere else a press may start a drag.
        if ((event.target as Element).closest('button, a, input, textarea, select, label')) return;
        // No text selection, no native drag of the photo: the panel follows the mouse instead.
        event.preventDefault();
        begin(event.clientY);
        const onMove = (move: MouseEvent) => {
          if (startY.current !== null && move.clientY - startY.current > TAP_SLOP_PX) move.preventDefault();
          follow(move.clientY);
        };
        const onUp = () => {
          detachMouse.current?.();
          finish();
        };
        detachMouse.current?.();
        window.addEventListener('mousemove', onMove);
        window.addEventListener('mouseup', onUp);
        detachMouse.current = () => {
          window.removeEventListener('mousemove', onMove);
          window.removeEventListener('mouseup', onUp);
          detachMouse.current = null;
        };
      },
    }),
    [begin, follow, finish, panelRef],
  );

  return { handlers, wasDragged: () => moved.current, reset };
}
