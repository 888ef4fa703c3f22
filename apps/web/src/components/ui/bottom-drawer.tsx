import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/i18n';
import { useDragToClose } from './use-drag-to-close';

/** Close animation of the drawers (docs/screens.md#fixed-values). */
export const DRAWER_CLOSE_MS = 300;

export interface BottomDrawerProps {
  isOpen: boolean;
  /** Asked to close: overlay click, Escape, the close button, or a long enough downward drag. */
  onClose: () => void;
  /** Id of the element that names the drawer (its title). */
  labelledBy: string;
  /**
   * Downward drag, in px, that closes it: 100 for an item, 30 for the order (docs/screens.md#fixed-values).
   */
  closeThreshold?: number;
  /** Height limit of the panel, e.g. '85vh'. */
  maxHeight?: string;
  /** Fixed height of the panel (the order drawer is 85vh tall); otherwise it fits its content. */
  height?: string;
  children: ReactNode;
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * A sheet that slides up from the bottom, on the browser's own modal <dialog>: focus moves in and is kept
 * there, the page behind is inert, Escape closes, focus returns to the opener. The page's scroll is locked
 * while it is open. Content stays rendered during the close animation.
 */
export function BottomDrawer({
  isOpen,
  onClose,
  labelledBy,
  closeThreshold = 100,
  maxHeight = '85vh',
  height,
  children,
}: BottomDrawerProps) {
  const t = useT();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);
  const restoreScroll = useRef<(() => void) | null>(null);
  const [isShown, setIsShown] = useState(false);
  const [isRendered, setIsRendered] = useState(false);
  const duration = reducedMotion() ? 0 : DRAWER_CLOSE_MS;
  const drag = useDragToClose({ panelRef, threshold: closeThreshold, onClose });
  const resetDrag = drag.reset;

  const release = useCallback(() => {
    restoreScroll.current?.();
    restoreScroll.current = null;
    const target = opener.current;
    opener.current = null;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen) {
      setIsRendered(true);
      if (!dialog.open) {
        resetDrag();
        opener.current = document.activeElement;
        restoreScroll.current ??= lockBodyScroll();
        dialog.showModal();
      }
      const frame = requestAnimationFrame(() => setIsShown(true));
      return () => cancelAnimationFrame(frame);
    }
    setIsShown(false);
    if (!dialog.open) return;
    const timer = setTimeout(() => {
      dialog.close();
      setIsRendered(false);
      release();
    }, duration);
    return () => clearTimeout(timer);
  }, [isOpen, duration, release, resetDrag]);

  // Leaving the page with the drawer open must not leave the page unscrollable.
  useEffect(() => release, [release]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the overlay only; the keyboard closes with Escape (the dialog's cancel event) or the close button.
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-modal="true"
      className="p-0 m-0 border-0 mw-100 mh-100"
      style={{
        position: 'fixed',
        inset: 0,
        width: '100%',
        height: '100%',
        background: isShown ? 'rgba(0, 0, 0, 0.5)' : 'rgba(0, 0, 0, 0)',
        transition: `background ${duration}ms ease`,
        overscrollBehavior: 'contain',
      }}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        // Closed by the browser itself (a repeated Escape): keep the page and the owner in step.
        setIsShown(false);
        setIsRendered(false);
        release();
        if (isOpen) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !drag.wasDragged()) onClose();
      }}
    >
      <div
        ref={panelRef}
        className="position-absolute bottom-0 start-50 w-100 bg-body rounded-top-4 shadow-lg d-flex flex-column"
        style={{
          maxWidth: '40rem',
          maxHeight,
          height,
          // The drag offset and speed live in CSS variables the drag hook sets (see use-drag-to-close).
          transform: `translate(-50%, calc(${isShown ? '0px' : '100%'} + var(--drawer-drag, 0px)))`,
          transition: `transform var(--drawer-speed, ${duration}ms) ease`,
          overscrollBehavior: 'contain',
        }}
        {...drag.handlers}
      >
        <div
          className="d-flex justify-content-center pt-2 pb-1"
          style={{ cursor: 'grab' }}
          aria-hidden="true"
        >
          <div className="rounded-pill bg-secondary-subtle" style={{ width: '3rem', height: '0.3rem' }} />
        </div>
        <button
          type="button"
          className="btn-close position-absolute top-0 end-0 m-3"
          aria-label={t('common.close')}
          onClick={onClose}
        />
        <div className="overflow-auto" data-drawer-scroll="">
          {isRendered ? children : null}
        </div>
      </div>
    </dialog>
  );
}

/** Keeps the page behind from scrolling; answers how to undo it. */
function lockBodyScroll(): () => void {
  const { body, documentElement } = document;
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    body.style.overflow = previous.overflow;
    body.style.paddingRight = previous.paddingRight;
  };
}
